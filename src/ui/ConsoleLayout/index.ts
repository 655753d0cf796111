export { ConsoleLayout, type ConsoleLayoutProps } from './ConsoleLayout';
