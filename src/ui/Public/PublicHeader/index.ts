export { PublicHeader, type PublicHeaderProps } from './PublicHeader';
