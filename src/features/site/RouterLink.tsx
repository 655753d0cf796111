import { Link } from 'react-router-dom';
import type { PublicLinkProps } from '../../ui/Public/shared';

/**
 * The public-site parts' link adapter: paths go through react-router (no page reload); `mailto:`,
 * `https:` and same-page `#fragment` links stay plain anchors.
 */
export function RouterLink({ href, ...rest }: PublicLinkProps) {
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) || href.startsWith('#')) return <a href={href} {...rest} />;
  return <Link to={href} {...rest} />;
}
