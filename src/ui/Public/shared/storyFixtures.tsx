/** Neutral sample content for the public-site stories (the real copy lives in the site feature). */
import type { NavItem } from './links';

/** A plain brand: a tile and a word, with no product name baked into the design system. */
export function DemoBrand() {
  return (
    <>
      <svg width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.9" />
        <path d="M9 22l7-12 7 12z" fill="#fff" />
      </svg>
      <span>Citymove</span>
    </>
  );
}

export const demoLinks: NavItem[] = [
  { label: 'Home', href: '/' },
  { label: 'Drive with us', href: '/drive' },
  { label: 'About', href: '/about' },
  { label: 'Privacy', href: '/privacy' },
];

/** An illustration stand-in with intrinsic size, like the site's shipped SVGs. */
export function DemoIllustration({ label = 'A car on a city road', width = 520, height = 420 }: { label?: string; width?: number; height?: number }) {
  return (
    <svg width={width} height={height} viewBox="0 0 520 420" {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}>
      <rect width="520" height="420" rx="28" fill="#3a2a1a" />
      <circle cx="380" cy="170" r="70" fill="#e0ad45" />
      <rect x="0" y="280" width="520" height="140" fill="#1c140c" />
      <path d="M0 320H520" stroke="#e0ad45" strokeWidth="4" strokeDasharray="26 20" />
      <rect x="170" y="300" width="170" height="44" rx="14" fill="#c9962c" />
      <circle cx="205" cy="346" r="14" fill="#120c07" />
      <circle cx="305" cy="346" r="14" fill="#120c07" />
    </svg>
  );
}

/** Stops story links from navigating the Storybook frame. */
export function stayOnStory(e: { preventDefault: () => void }) {
  e.preventDefault();
}
