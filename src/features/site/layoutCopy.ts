import type { FooterLinkGroup, NewsletterCopy, SocialLink } from '../../ui/Public/PublicFooter';
import type { NavItem } from '../../ui/Public/shared';
import { SITE_PATHS, SUPPORT_MAILTO } from './constants';

export const headerLinks: NavItem[] = [
  { label: 'Home', href: SITE_PATHS.home },
  { label: 'Become a driver', href: SITE_PATHS.driver },
  { label: 'About', href: SITE_PATHS.about },
  { label: 'Privacy', href: SITE_PATHS.privacy },
];

/** Staff sign-in, kept discreet at the end of the header links. */
export const adminLink: NavItem = { label: 'Admin', href: SITE_PATHS.adminLogin };

export const footerTagline =
  'Safe, fairly priced rides across Lagos, with verified drivers who know every shortcut from Ikeja to Ajah.';

export const footerLinkGroups: FooterLinkGroup[] = [
  {
    title: 'Company',
    links: [
      { label: 'About us', href: SITE_PATHS.about },
      { label: 'Become a driver', href: SITE_PATHS.driver },
      { label: 'How it works', href: `${SITE_PATHS.home}#how-it-works` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy policy', href: SITE_PATHS.privacy },
      { label: 'Terms & Condition', href: SITE_PATHS.terms },
      { label: 'Refunds & disputes', href: `${SITE_PATHS.privacy}#refunds` },
    ],
  },
  {
    title: 'Support',
    links: [
      { label: 'Driver requirements', href: `${SITE_PATHS.driver}#requirements` },
      { label: 'Email support', href: SUPPORT_MAILTO },
    ],
  },
];

export const newsletterCopy: NewsletterCopy = {
  title: 'Kero news, once a month',
  description: 'New pickup areas, fare promos and safety tips. No spam, ever.',
  inputLabel: 'Email address',
  placeholder: 'you@example.com',
  buttonLabel: 'Subscribe',
};

/** docs/product.md §2: social icons with empty links (no profiles yet). */
export const socialLinks: SocialLink[] = [
  { network: 'facebook', label: 'Kero on Facebook' },
  { network: 'instagram', label: 'Kero on Instagram' },
  { network: 'x', label: 'Kero on X' },
  { network: 'linkedin', label: 'Kero on LinkedIn' },
];
