export { Header, initials, type HeaderProps } from './Header';
