/**
 * The public pages as prerendered HTML (issue 10): the build renders `/`, `/become-a-driver`, `/about`
 * and `/privacy` with react-dom/server and styled-components' ServerStyleSheet, and writes each as a file
 * with its content, its critical CSS and only its own scripts (src/app/site/<page>.tsx, which hydrates
 * it). The console's shell (the built index.html: empty root, the console entry) becomes console.html;
 * servers answer every other address with it (vite preview through the middleware below, the demo's
 * 404.html, nginx's `try_files $uri $uri/index.html /console.html`).
 */
import path from 'node:path';
import type { ComponentType } from 'react';
import { createServer, type Plugin, type PreviewServer } from 'vite';
import type { OutputAsset, OutputBundle, OutputChunk } from 'rolldown';

export interface SitePage {
  path: string;
  file: string;
  entry: string;
}

export const CONSOLE_HTML = 'console.html';

/** Shared by the client build and the prerender so both give every styled component the same id. */
export const styledComponentsTransform = {
  plugins: { styledComponents: { ssr: true, displayName: false, fileName: false, pure: true, minify: true, transpileTemplateLiterals: true } },
};

function isStorybook(plugins: readonly unknown[] | undefined): boolean {
  return (plugins ?? []).flat(Infinity as 1).some((p) => typeof p === 'object' && p !== null && 'name' in p && String((p as { name: unknown }).name).startsWith('storybook'));
}

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** Every chunk a chunk imports statically, transitively (what the browser fetches before running it). */
function staticImports(bundle: OutputBundle, fileName: string, seen = new Set<string>()): Set<string> {
  const chunk = bundle[fileName] as OutputChunk | undefined;
  if (!chunk || chunk.type !== 'chunk') return seen;
  for (const dep of chunk.imports) {
    if (seen.has(dep)) continue;
    seen.add(dep);
    staticImports(bundle, dep, seen);
  }
  return seen;
}

/**
 * What both inline loaders do (the public pages' boot and the console's loader): add the entry module named
 * by the script's `data-entry` with the module preloads of its `data-preload`, then preloads of `more`, as a
 * hashed script may under 'strict-dynamic'. Part of their fixed text, so each keeps one hash for every build.
 */
const ADD_ENTRY = `  function addEntry(me, more) {
    function preload(href) {
      var l = document.createElement('link');
      l.rel = 'modulepreload';
      l.crossOrigin = '';
      l.href = href;
      document.head.appendChild(l);
    }
    (me.getAttribute('data-preload') || '').split(' ').filter(Boolean).forEach(preload);
    var s = document.createElement('script');
    s.type = 'module';
    s.crossOrigin = '';
    s.src = me.getAttribute('data-entry');
    document.head.appendChild(s);
    more.forEach(preload);
  }`;

/**
 * The one script a public page's HTML carries, inline and allowed by its sha256 (the strict CSP of
 * deploy/headers.ts: its text never changes, so neither does its hash; the URLs ride on its attributes): after the page's
 * first frame, the page's entry module and its imports (`data-entry`, `data-preload`). Requested with the
 * HTML, they shared the phone's bandwidth with the font and delayed the largest paint; Lighthouse's model
 * counted all 96 KB of them in it (docs/performance.md, "Public pages"). Until the page hydrates, links
 * work as links and a button pressed is pressed again once it has (src/app/site/mount.tsx).
 */
const SITE_BOOT = `(function () {
${ADD_ENTRY}
  var me = document.currentScript;
  // A control pressed before hydration (a button, a radio or checkbox, a placeholder '#' link) is kept, its
  // own effect undone (no form sent, no box ticked), and pressed again once the page hydrates
  // (src/app/site/mount.tsx). Real links work without scripts and are left alone. The press goes no
  // further: React, hydrating, would otherwise answer it too (it finishes hydration on a click, and it
  // answers clicks between its commit and the effect that presses the kept ones again), and a toggle such
  // as the phone menu's would open and close at once.
  var early = (window.__keroEarlyClicks = []);
  document.addEventListener('click', function (e) {
    if (window.__keroHydrating) return;
    var b = e.target instanceof Element ? e.target.closest('button, a[href="#"], input[type=radio], input[type=checkbox]') : null;
    if (!b) return;
    e.preventDefault();
    e.stopImmediatePropagation();
    early.push(b);
  }, true);
  requestAnimationFrame(function () { setTimeout(function () { addEntry(me, []); }, 0); });
})();
`;

/**
 * The console's loader (strict CSP, docs/security.md): the one inline script that adds the entry module
 * and its preloads, which Vite would write as `<script type="module" src>` and `<link rel="modulepreload">`.
 * Under 'strict-dynamic' those parser-inserted tags would be refused; what a hashed script adds is not.
 * In <head>, before the stylesheet: an inline script after a stylesheet waits for it to arrive and be parsed,
 * and so did the scripts it adds (asked for at 93 ms of a 21 ms document, docs/performance.md, "Server mode:
 * first rows"). The module it adds runs once the document is parsed anyway (src/app/main.tsx waits for
 * #root). Its text is fixed: one hash for every build.
 *
 * It also asks for the chunks of the page at the address (`data-routes`: a path's indexes into
 * `data-files`): the console's frame and the screen, which the entry would otherwise ask for only once it
 * has downloaded and run (a second round of requests before the screen's first read can leave).
 */
export const CONSOLE_LOADER = `(function () {
${ADD_ENTRY}
  function pageChunks(me) {
    try {
      var files = (me.getAttribute('data-files') || '').split(' ');
      var routes = JSON.parse(me.getAttribute('data-routes') || '{}');
      var path = location.pathname.replace(/(.)\\/+$/, '$1');
      var own = Object.prototype.hasOwnProperty.call(routes, path) ? routes[path] : [];
      return own.map(function (i) { return files[i]; }).filter(Boolean);
    } catch (e) {
      return [];
    }
  }
  // The page's first read, sent now instead of once the page's code has come and run
  // (src/lib/api/firstRead.ts): a list page or the dashboard opened without a query string, by a session
  // of its area.
  function firstRead(me) {
    try {
      var reads = JSON.parse(me.getAttribute('data-reads') || '{}');
      var pages = reads.pages || {};
      var path = location.pathname.replace(/(.)\\/+$/, '$1');
      var read = Object.prototype.hasOwnProperty.call(pages, path) ? pages[path] : null;
      if (!read || location.search !== '') return;
      var token = localStorage.getItem(reads.keys[0]);
      var admin = JSON.parse(localStorage.getItem(reads.keys[1]) || 'null');
      if (!token || !token.trim() || !admin || admin.role !== read[0]) return;
      var controller = new AbortController();
      var response = fetch(read[1], { headers: { Accept: 'application/json', Authorization: 'Bearer ' + token }, redirect: 'error', cache: 'no-store', signal: controller.signal });
      response.catch(function () {});
      window.__keroFirstRead = { url: read[1], token: token, response: response, controller: controller };
    } catch (e) {}
  }
  var me = document.currentScript;
  firstRead(me);
  addEntry(me, pageChunks(me));
})();
`;

/** A console page the HTML preloads chunks for: its path and the modules it renders (from the project's root). */
export interface ConsolePage {
  path: string;
  modules: readonly string[];
}

/**
 * For each page, the chunks of its modules and their static imports that the entry does not already
 * preload: `files` (the hrefs, each once) and `routes` (a path's indexes into `files`). Throws for a module
 * no chunk holds (a renamed screen would otherwise lose its preload without a word).
 */
export function pageChunkMap(bundle: OutputBundle, root: string, base: string, pages: readonly ConsolePage[], entry: readonly string[]) {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const have = new Set(entry);
  const files: string[] = [];
  const index = new Map<string, number>();
  const routes: Record<string, number[]> = {};
  for (const page of pages) {
    const own: number[] = [];
    for (const module of page.modules) {
      const id = path.join(root, module);
      const chunk = chunks.find((c) => c.moduleIds.includes(id));
      if (!chunk) throw new Error(`kero-strict-script-loader: no chunk holds ${module} (page ${page.path})`);
      for (const file of [chunk.fileName, ...staticImports(bundle, chunk.fileName)]) {
        const href = base + file;
        if (have.has(href)) continue;
        if (!index.has(href)) index.set(href, files.push(href) - 1);
        const i = index.get(href)!;
        if (!own.includes(i)) own.push(i);
      }
    }
    routes[page.path] = own;
  }
  return { files, routes };
}

/**
 * Replaces Vite's entry script and module preloads of the console shell with CONSOLE_LOADER, which also
 * preloads each of `pages`' chunks at its path.
 */
export function strictScriptLoader(options: { root: string; pages: readonly ConsolePage[] }): Plugin {
  let skip = false;
  let base = '/';
  return {
    name: 'kero-strict-script-loader',
    apply: 'build',
    configResolved(c) {
      skip = isStorybook(c.plugins);
      base = c.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (skip) return html;
        const entries: string[] = [];
        const preloads: string[] = [];
        const out = html
          .replace(/\s*<script type="module"[^>]*\bsrc="([^"]*)"[^>]*><\/script>/g, (_, src: string) => {
            entries.push(src);
            return '';
          })
          .replace(/\s*<link rel="modulepreload"[^>]*\bhref="([^"]*)"[^>]*>/g, (_, href: string) => {
            preloads.push(href);
            return '';
          });
        if (entries.length !== 1) throw new Error(`kero-strict-script-loader: expected one entry script, found ${entries.length}`);
        if (!ctx.bundle) throw new Error('kero-strict-script-loader: no bundle to find the pages\' chunks in');
        const { files, routes } = pageChunkMap(ctx.bundle, options.root, base, options.pages, [entries[0]!, ...preloads]);
        const data = [
          `data-entry="${escapeAttr(entries[0]!)}"`,
          `data-preload="${preloads.map(escapeAttr).join(' ')}"`,
          `data-files="${files.map(escapeAttr).join(' ')}"`,
          `data-routes="${escapeAttr(JSON.stringify(routes))}"`,
        ].join(' ');
        const tag = `<script data-kero-loader ${data}>${CONSOLE_LOADER}</script>`;
        // Before the first stylesheet (Vite puts its links last in <head>), else at the end of <head>.
        const at = out.search(/<link rel="stylesheet"/);
        return at >= 0 ? `${out.slice(0, at)}${tag}\n    ${out.slice(at)}` : out.replace('</head>', `  ${tag}\n  </head>`);
      },
    },
  };
}

/** The console shell without its own scripts and preloads: the template of the public pages' HTML. */
function stripConsoleEntry(html: string): string {
  return html
    .replace(/\s*<script data-kero-loader[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/\s*<script type="module"[^>]*src="[^"]*"[^>]*><\/script>/g, '')
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/\s*<link rel="stylesheet"[^>]*>/g, '');
}

/** React 19 renders a page's <title> and <meta> where PageMeta is; in the HTML they belong in <head>. */
function splitHead(markup: string): { head: string; body: string } {
  const head: string[] = [];
  const body = markup.replace(/<title>[\s\S]*?<\/title>|<meta [^>]*?\/?>|<link rel="(?:preload|stylesheet)"[^>]*?\/?>/g, (tag) => {
    head.push(tag);
    return '';
  });
  return { head: head.join(''), body };
}

/**
 * `firstReadsModule` exports `firstReads()` (src/app/routes.tsx): where the session is kept and, per page
 * with a first read (the lists, the dashboard), the area's role and the URL of that read, which the
 * console's HTML carries (`data-reads`) for its loader to send (CONSOLE_LOADER).
 */
export function sitePrerender(pages: readonly SitePage[], options: { root: string; prerenderModule: string; firstReadsModule: string }): Plugin {
  let skip = false;
  let mode = 'production';
  return {
    name: 'kero-site-prerender',
    apply: 'build',
    config(c) {
      if (isStorybook(c.plugins)) return;
      const input = Object.fromEntries(pages.map((p) => [`site-${path.basename(p.entry, path.extname(p.entry))}`, path.join(options.root, p.entry)]));
      return { build: { rollupOptions: { input: { index: path.join(options.root, 'index.html'), ...input } } } };
    },
    configResolved(c) {
      skip = isStorybook(c.plugins);
      mode = c.mode;
    },
    generateBundle: {
      // After Vite's HTML plugin has written index.html into the bundle.
      order: 'post',
      async handler(_options, bundle) {
      if (skip) return;
      const shell = bundle['index.html'] as OutputAsset | undefined;
      if (!shell) throw new Error('kero-site-prerender: the build has no index.html');
      const shellHtml = String(shell.source);
      delete bundle['index.html'];
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      const fonts = Object.values(bundle).filter((o) => o.type === 'asset' && /inter-latin-wght-normal.*\.woff2$/.test(o.fileName));
      const fontPreloads = fonts.map((f) => `<link rel="preload" href="/${f.fileName}" as="font" type="font/woff2" crossorigin>`).join('');
      const template = stripConsoleEntry(shellHtml);

      // Vite's SSR runner loads the same sources; renders happen one page at a time through mountSite's hook.
      const server = await createServer({
        configFile: false,
        root: options.root,
        mode,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        oxc: { jsx: { runtime: 'automatic' }, ...styledComponentsTransform },
        optimizeDeps: { noDiscovery: true, include: [] },
        // Its ESM build (the CommonJS one loses the default export through Node's interop).
        ssr: { noExternal: ['styled-components'] },
      });
      try {
        // The first reads the console's loader sends (CONSOLE_LOADER, docs/performance.md "Server mode: the
        // first read in the HTML"), from the screens' own early reads.
        const { firstReads } = (await server.ssrLoadModule(options.firstReadsModule)) as { firstReads: () => Promise<unknown> };
        const reads = escapeAttr(JSON.stringify(await firstReads()));
        // The console's text is all Inter. Asked for with the page, the font is there for the screen's first
        // layout; found by that layout, it came after it and the whole screen was laid out again before its
        // rows were painted (docs/performance.md, "Server mode: first rows").
        const consoleHtml = shellHtml
          .replace(/(\s*)<link rel="stylesheet"/, `$1${fontPreloads}$1<link rel="stylesheet"`)
          .replace('<script data-kero-loader ', `<script data-kero-loader data-reads="${reads}" `);
        if (!consoleHtml.includes('data-reads=')) throw new Error('kero-site-prerender: the console\'s HTML has no loader to give its first reads');
        this.emitFile({ type: 'asset', fileName: CONSOLE_HTML, source: consoleHtml });
        const { prerender } = (await server.ssrLoadModule(options.prerenderModule)) as {
          prerender: (page: ComponentType, pathname: string) => { html: string; styles: string };
        };
        for (const page of pages) {
          let rendered: { html: string; styles: string } | null = null;
          globalThis.__keroPrerender = (Page) => {
            rendered = prerender(Page, page.path);
          };
          try {
            await server.ssrLoadModule('/' + page.entry);
          } finally {
            globalThis.__keroPrerender = undefined;
          }
          if (!rendered) throw new Error(`kero-site-prerender: ${page.entry} did not call mountSite`);
          const { html, styles } = rendered as { html: string; styles: string };

          const entry = chunks.find((c) => c.isEntry && c.facadeModuleId === path.join(options.root, page.entry));
          if (!entry) throw new Error(`kero-site-prerender: no chunk for ${page.entry}`);
          const preloads = [...staticImports(bundle, entry.fileName)];
          const css = [entry.fileName, ...preloads].flatMap((f) => [...((bundle[f] as OutputChunk).viteMetadata?.importedCss ?? [])]);
          const inlineCss = [...new Set(css)].map((f) => String((bundle[f] as OutputAsset).source)).join('');
          const { head, body } = splitHead(html);

          const tags = [
            fontPreloads,
            inlineCss ? `<style>${inlineCss}</style>` : '',
            styles,
          ].join('');
          // The page is already painted from the HTML; its scripts only hydrate it, and are asked for after
          // its first frame (SITE_BOOT, inline at the end of <body>), so they never compete with what that frame shows.
          const boot = `<script data-entry="/${escapeAttr(entry.fileName)}" data-preload="${preloads.map((f) => `/${escapeAttr(f)}`).join(' ')}">${SITE_BOOT}</script>`;
          const out = template
            .replace(/<title>[\s\S]*?<\/title>/, head)
            .replace('</head>', `${tags}</head>`)
            .replace(/<div id="root"><\/div>/, `<div id="root">${body}</div>`)
            .replace('</body>', `${boot}</body>`);
          this.emitFile({ type: 'asset', fileName: page.file, source: out });
        }
      } finally {
        await server.close();
      }
      },
    },
  };
}

/** `vite preview` answers like the production server: a public page's file, else the console shell. */
export function siteFallback(pages: readonly SitePage[]): Plugin {
  return {
    name: 'kero-site-fallback',
    configurePreviewServer(server: PreviewServer) {
      server.middlewares.use((req, _res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !req.url) return next();
        const url = new URL(req.url, 'http://localhost');
        if (path.extname(url.pathname)) return next();
        const p = url.pathname.replace(/(.)\/+$/, '$1');
        const page = pages.find((s) => s.path === p);
        req.url = '/' + (page ? page.file : CONSOLE_HTML) + url.search;
        next();
      });
    },
  };
}
