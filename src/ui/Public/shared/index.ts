export { PlainLink, type PublicLinkComponent, type PublicLinkProps, type NavItem } from './links';
export { Container, Eyebrow, contentMaxWidth, publicMedia, headingTag, type HeadingLevel } from './layout';
export { SocialIcon, StoreIcon, CheckIcon, ArrowIcon, MenuIcon, CloseIcon, type SocialNetwork, type StorePlatform } from '../../Icon';
export { SectionBand, SectionTitle, ItemTitle, ActionsRow, MediaFrame, groupLabel } from './blocks';
