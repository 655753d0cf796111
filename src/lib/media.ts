import { env } from './env';

/**
 * The address of a server-sent picture or document (KYC documents, driver selfies, rider photos) when it
 * may be loaded and linked: an absolute `https:` URL, from one of `VITE_MEDIA_ORIGINS` when that is set
 * (the CSP's img-src is narrowed to the same origins, docs/security.md). Anything else — plain `http:`
 * (a reviewer on hostile Wi-Fi could be shown a swapped licence), `javascript:`, `data:`, relative or junk —
 * is null, which the screens show as a missing picture with their usual placeholder.
 */
export function mediaUrl(value: string | null | undefined, origins: readonly string[] = env.mediaOrigins): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:') return null;
  if (origins.length > 0 && !origins.includes(url.origin)) return null;
  return url.href;
}
