import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { SiteRoot } from './mount';

/** Build time only (loaded by scripts/vite-site.ts in Vite's SSR runner): the page's markup and critical CSS. */
export function prerender(page: ComponentType, pathname: string): { html: string; styles: string } {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(sheet.collectStyles(<SiteRoot page={page} pathname={pathname} />));
    return { html, styles: sheet.getStyleTags() };
  } finally {
    sheet.seal();
  }
}
