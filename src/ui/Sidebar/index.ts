export { Sidebar, PlainLink, type SidebarProps, type SidebarItem, type NavLinkProps, type LinkComponent } from './Sidebar';
export { useMediaQuery } from './useMediaQuery';
