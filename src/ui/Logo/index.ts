export { Logo, type LogoProps, type LogoSize } from './Logo';
