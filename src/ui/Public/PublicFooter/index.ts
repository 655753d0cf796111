export { PublicFooter, type PublicFooterProps, type FooterLinkGroup, type SocialLink, type NewsletterCopy } from './PublicFooter';
