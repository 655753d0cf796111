export { StoreLinks, type StoreLinksProps, type StoreLinkGroup, type StoreLink } from './StoreLinks';
