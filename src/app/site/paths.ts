/** The public pages: address, prerendered file and the entry module that hydrates it. */
export const SITE_PAGES = [
  { path: '/', file: 'index.html', entry: 'src/app/site/home.tsx' },
  { path: '/become-a-driver', file: 'become-a-driver/index.html', entry: 'src/app/site/become-a-driver.tsx' },
  { path: '/about', file: 'about/index.html', entry: 'src/app/site/about.tsx' },
  { path: '/privacy', file: 'privacy/index.html', entry: 'src/app/site/privacy.tsx' },
] as const;

/** The public page a URL path names (`/about/`, `/about/index.html` → `/about`), or null for any other path. */
export function sitePath(pathname: string): string | null {
  const p = pathname.replace(/\/index\.html$/, '/').replace(/(.)\/+$/, '$1');
  return SITE_PAGES.some((s) => s.path === p) ? p : null;
}
