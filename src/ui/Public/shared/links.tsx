import type { AnchorHTMLAttributes, ComponentType } from 'react';

/** Props every public-site link receives: a plain anchor's, with a required `href`. */
export type PublicLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };

/**
 * How the public-site parts render an internal link. The design system knows no router, so the app
 * passes an adapter (e.g. one that renders react-router's `<Link to={href}>`); the default is `<a>`.
 */
export type PublicLinkComponent = ComponentType<PublicLinkProps>;

/** The default link: a plain anchor. */
export function PlainLink(props: PublicLinkProps) {
  return <a {...props} />;
}

/** One entry of a navigation or link list. */
export interface NavItem {
  /** Visible text. */
  label: string;
  /** Path (`/about`), fragment (`#how-it-works`) or absolute address (`mailto:…`, `https://…`). */
  href: string;
}
