/** Public-site constants: one place for addresses that appear on several pages. */

export const SITE_NAME = 'Kero';

/** The one support address of the public site (privacy contact, footer, help links). */
export const SUPPORT_EMAIL = 'support@kero.ng';
export const SUPPORT_MAILTO = `mailto:${SUPPORT_EMAIL}`;

/**
 * App-store listings of the rider and driver apps. Placeholder listings under Kero's package names:
 * replace them here, and only here, when the apps are published.
 */
export const STORE_LINKS = {
  rider: {
    android: 'https://play.google.com/store/apps/details?id=ng.kero.rider',
    ios: 'https://apps.apple.com/ng/app/kero-rider/id6480000001',
  },
  driver: {
    android: 'https://play.google.com/store/apps/details?id=ng.kero.driver',
    ios: 'https://apps.apple.com/ng/app/kero-driver/id6480000002',
  },
} as const;

/** Paths of the public pages (the router in src/app serves them). */
export const SITE_PATHS = {
  home: '/',
  driver: '/become-a-driver',
  about: '/about',
  privacy: '/privacy',
  /** docs/product.md §2: the footer's "Terms & Condition" link points at the driver page. */
  terms: '/become-a-driver',
  adminLogin: '/login',
} as const;

/** Refund requests must reach us within this many days of the trip (docs/product.md §9, policy text). */
export const REFUND_WINDOW_DAYS = 7;

/** Date shown at the top of the privacy and policy page. */
export const POLICY_UPDATED = '1 June 2025';
