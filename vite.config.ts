/// <reference types="vitest/config" />
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { parseEnv, EnvError, type AppEnv } from './src/lib/envSchema.ts';
import { inlineScriptHashes, metaContentSecurityPolicy, nginxHeaderLines, securityHeaders, type HeaderOptions } from './deploy/headers.ts';
import { SITE_PAGES } from './src/app/site/paths.ts';
import { areaScreens, screenHref } from './src/lib/consoleScreens.ts';
import { CONSOLE_HTML, siteFallback, sitePrerender, strictScriptLoader, styledComponentsTransform, type ConsolePage } from './scripts/vite-site.ts';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const chromeArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** The console pages whose code its HTML preloads (scripts/vite-site.ts): sign-in, and every screen of both areas. */
function consolePages(): ConsolePage[] {
  const providers = '/src/app/ConsoleProviders.tsx';
  const frame = [providers, '/src/app/ConsoleShell.tsx'];
  return [
    { path: '/login', modules: [providers, '/src/features/auth/LoginPage.tsx'] },
    ...(['admin', 'lagos'] as const).flatMap((area) => areaScreens(area).map((screen) => ({ path: screenHref(area, screen), modules: [...frame, screen.code] }))),
  ];
}

/** Production builds with mocking off ship no MSW worker (nor public/kero-mock-worker.js around it); demo builds get a 404.html (the console shell) so any static host serves deep links. */
function staticOutput(mocking: boolean): Plugin {
  let outDir = 'dist';
  let storybook = false;
  return {
    name: 'kero-static-output',
    apply: 'build',
    configResolved(c) {
      outDir = c.build.outDir;
      // Storybook's build uses this config too and needs the worker for its stories.
      storybook = c.plugins.some((p) => p.name.startsWith('storybook'));
    },
    async writeBundle() {
      if (storybook) return;
      if (!mocking) await Promise.all(['mockServiceWorker.js', 'kero-mock-worker.js'].map((f) => rm(path.join(outDir, f), { force: true })));
      else await copyFile(path.join(outDir, CONSOLE_HTML), path.join(outDir, '404.html'));
    },
  };
}

/** deploy/headers.ts's options for the built HTML pages (all of them, joined) and this build's settings. */
function headerOptions(html: string, env: AppEnv): HeaderOptions {
  return {
    apiUrl: env.apiUrl,
    mocking: env.mocking,
    maps: env.googleMapsApiKey !== '',
    scriptHashes: inlineScriptHashes(html),
    mediaOrigins: env.mediaOrigins,
    reportUrl: env.cspReportUrl || undefined,
  };
}

/**
 * One set of security headers (deploy/headers.ts) for `vite preview` and nginx: the build writes the
 * nginx include next to its output (`<outDir>/.deploy/security-headers.conf`, docs/security.md) and
 * the same headers as JSON, which `vite preview` sends with every response: the e2e suites run under
 * the build's own CSP, whatever the preview's environment. A demo build (mock backend in the page, for
 * any static host) also carries the policy in a `<meta http-equiv>` of every page.
 */
function securityHeadersPlugin(env: AppEnv): Plugin {
  let outDir = 'dist';
  let storybook = false;
  let headers: Record<string, string> | null = null;
  return {
    name: 'kero-security-headers',
    configResolved(c) {
      outDir = c.build.outDir;
      storybook = c.plugins.some((p) => p.name.startsWith('storybook'));
    },
    generateBundle: {
      // After the pages exist (Vite's HTML, the console loader, the prerendered public pages).
      order: 'post',
      handler(_options, bundle) {
        if (storybook) return;
        const pages = Object.values(bundle).filter((o) => o.type === 'asset' && o.fileName.endsWith('.html'));
        // Every page the build writes: their inline scripts' hashes.
        const options = headerOptions(pages.map((p) => String((p as { source: unknown }).source)).join('\n'), env);
        headers = securityHeaders(options);
        if (!env.mocking) return;
        const meta = `<meta http-equiv="Content-Security-Policy" content="${metaContentSecurityPolicy(options)}">`;
        for (const page of pages) {
          const asset = page as { source: string | Uint8Array };
          // Right after <meta charset>: before any script or style, so the policy covers them all.
          asset.source = String(asset.source).replace(/(<meta charset="[^"]*"\s*\/?>)/i, `$1\n    ${meta}`);
        }
      },
    },
    async writeBundle() {
      if (storybook || !headers) return;
      await mkdir(path.join(outDir, '.deploy'), { recursive: true });
      await writeFile(path.join(outDir, '.deploy', 'security-headers.conf'), nginxHeaderLines(headers));
      await writeFile(path.join(outDir, '.deploy', 'headers.json'), `${JSON.stringify(headers, null, 2)}\n`);
    },
    async configurePreviewServer(server) {
      // The headers the build recorded (its API origin, its pages), else this environment's.
      const recorded = await readFile(path.join(outDir, '.deploy', 'headers.json'), 'utf8').catch(() => null);
      const html = await readFile(path.join(outDir, CONSOLE_HTML), 'utf8').catch(() => '');
      const sent = recorded ? (JSON.parse(recorded) as Record<string, string>) : securityHeaders(headerOptions(html, env));
      server.middlewares.use((_req, res, next) => {
        for (const [name, value] of Object.entries(sent)) res.setHeader(name, value);
        next();
      });
    },
  };
}

export default defineConfig(({ mode, command }) => {
  const raw = loadEnv(mode, process.cwd(), 'VITE_');
  let mocking = mode !== 'production';
  let appEnv: AppEnv;
  try {
    appEnv = parseEnv(raw, { mocking, production: mode === 'production' });
    mocking = appEnv.mocking;
  } catch (e) {
    if (e instanceof EnvError) {
      // Stop start and build with a message that names the variable.
      console.error(`\n[kero] ${e.message}\n`);
      process.exit(1);
    }
    throw e;
  }
  return {
    plugins: [
      react(),
      staticOutput(mocking),
      sitePrerender(SITE_PAGES, { root: import.meta.dirname, prerenderModule: '/src/app/site/prerender.tsx', firstReadsModule: '/src/app/routes.tsx' }),
      siteFallback(SITE_PAGES),
      // Vite's entry <script src> and modulepreload links become one hashed inline loader (strict CSP), which
      // also asks for the code of the console page at the address: sign-in, or the frame and a screen of the
      // route table (src/app/routes.tsx's preloadConsole asks for the same, once the entry runs).
      strictScriptLoader({ root: import.meta.dirname, pages: consolePages() }),
      securityHeadersPlugin(appEnv),
    ],
    // Stable styled-components ids (file and position, not load order): prerendered class names match the client's.
    oxc: styledComponentsTransform,
    resolve: {
      alias: [
        // sweetalert2's build without the stylesheet in its JS, everywhere (app, tests, stories): one module, so
        // a test's Swal.close() reaches the app's dialog. The stylesheet is imported as CSS (src/ui/Alert/sweetalert2.ts).
        { find: /^sweetalert2$/, replacement: 'sweetalert2/dist/sweetalert2.esm.js' },
        // The browser mock backend never uses cookies: a jar that holds nothing instead of tough-cookie and its
        // public-suffix list (see mocks/shims/tough-cookie.ts). Vitest (serve) keeps the real package.
        ...(command === 'build' ? [{ find: 'tough-cookie', replacement: path.join(import.meta.dirname, 'mocks/shims/tough-cookie.ts') }] : []),
        // react-router's package exports name only its development build (dev warnings on, the "Hey developer"
        // error page); builds take its production build, the same API from the same release. Dev, tests and
        // stories (serve) keep the warnings.
        ...(command === 'build'
          ? [
              { find: /^react-router$/, replacement: path.join(import.meta.dirname, 'node_modules/react-router/dist/production/index.mjs') },
              { find: /^react-router\/dom$/, replacement: path.join(import.meta.dirname, 'node_modules/react-router/dist/production/dom-export.mjs') },
            ]
          : []),
      ],
    },
    define: {
      'import.meta.env.VITE_API_MOCKING': JSON.stringify(mocking ? 'on' : 'off'),
    },
    build: {
      outDir: mode === 'demo' ? 'dist-demo' : 'dist',
      sourcemap: false,
      target: 'es2022',
      rolldownOptions: {
        output: {
          // Fewer, larger chunks for what every public page loads (one gzip stream compresses better than
          // a dozen): the site's shell, and the few ui parts both the site and sign-in use. What only a
          // dialog or the console's router needs stays out of them.
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              { name: 'react', priority: 30, test: /\/node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion\/[^/]+|shallowequal)\// },
              { name: 'site', priority: 20, test: /\/src\/(app\/site\/mount|features\/site\/(?!pages\/|DownloadAppDialog|PublicLayout)|ui\/Public\/(?!StoreLinks))/ },
              // The entry's own small modules as one chunk (the router, the API client and session, notices, the
              // error boundary): with the console's HTML asking for a page's chunks with the entry's, fewer files in
              // that one round brought first rows about 30–45 ms sooner, where fewer files in two rounds, or one
              // round of all 25, did not (docs/performance.md, "Server mode: first rows"). Nothing here is on the
              // public pages; the console's providers and toasts joined `console` for the same reason.
              { name: 'boot', priority: 6, test: /\/src\/(ui\/(ErrorPanel|ErrorBoundary)\/|lib\/(adminStore|session|envSchema|env|returnTo|notify|data\/early|api\/(body|path|client|firstRead))\.)|\/node_modules\/(react-router|react-router-dom)\// },
              { name: 'ui-kit', priority: 10, test: /\/src\/ui\/(Button|Spinner|Logo|ThemeToggle|TextField|Field|theme)\// },
              // The console frame and dashboard as one chunk instead of some ten small ones (one gzip stream).
              // Nothing here is on the public pages. With it, what sign-in and the frame both load (schemas
              // and zod, the list API and its query definition, money, the Layout primitives): ten files that
              // came one by one over HTTP/1.1's six connections (docs/performance.md, "Server mode: first rows").
              {
                name: 'console',
                priority: 5,
                test: /\/src\/(app\/(ConsoleShell|consoleMenus)|features\/dashboard\/|shared\/(keyboard\/|commands\/screenActions)|core\/order\.|lib\/(data\/useApiQuery|format|money|limits|email|lagosTime|dateRange|listQuery)\.|lib\/(schemas|api\/(paging|listDecode|list|logout)\b)|ui\/(Sidebar|Header|ConsoleLayout|Chart|StatCard|Skeleton|RefreshStatus|Avatar|PageHeader|Layout|PasswordField|Toast)\b|app\/ConsoleProviders\b)|\/node_modules\/(zod|react-toastify|clsx)\//,
              },
              // The list screens' kit (DataTable and TanStack Table, paging, tabs, the list read, export, record
              // links) as one chunk: only the list screens load it, never sign-in or the public pages (the entry's
              // own modules, such as src/shared/url/urgent.ts and SWR's use-sync-external-store, stay out).
              {
                name: 'lists',
                priority: 4,
                test: /\/src\/(ui\/(DataTable|ScrollShadow|ExportButton|Pagination|FilterToggle|SearchField|CopyLinkButton|FormDialog|ViewsMenu|Badge|EmailText|Switch|DetailList|Select|Tabs)\/|shared\/(export|records|views|list|url\/(?!urgent)|table|data)\/|lib\/(columnLayouts|savedViews|displaySwitches|export\/csv|data\/keepEqual)\.)|\/node_modules\/@tanstack\//,
              },
            ],
          },
        },
      },
    },
    server: { port: 5173, strictPort: false },
    preview: { port: 4173 },
    test:
      command === 'serve'
        ? {
            projects: [
              {
                extends: true,
                test: {
                  name: 'unit',
                  environment: 'jsdom',
                  include: ['src/**/*.test.{ts,tsx}', 'mocks/**/*.test.{ts,tsx}', 'deploy/**/*.test.ts'],
                  setupFiles: ['./vitest.setup.ts'],
                  testTimeout: 15000,
                  // One jsdom per worker instead of one per file (its start was most of the layer's time);
                  // vitest.setup.ts resets the DOM, storage, mock backend and caches after every test.
                  isolate: false,
                  // One worker (Vitest's default on 2 cores: CPUs - 1). Two were tried on a quiet 2-core machine: the
                  // layer took as long (2m50s against 2m45s), each worker now set up jsdom per file (221 s in all).
                },
              },
              {
                extends: true,
                plugins: [storybookTest({ configDir: path.join(import.meta.dirname, '.storybook') })],
                optimizeDeps: {
                  include: [
                    'react',
                    'react-dom',
                    'react-dom/client',
                    'react/jsx-runtime',
                    'react/jsx-dev-runtime',
                    'styled-components',
                    'swr',
                    'msw',
                    'msw/browser',
                    'msw-storybook-addon/csf3',
                    'react-toastify',
                    'sweetalert2',
                    '@tanstack/react-table',
                    'react-router-dom',
                    'zod',
                    'cmdk',
                  ],
                },
                test: {
                  name: 'storybook',
                  testTimeout: 30000,
                  browser: {
                    enabled: true,
                    headless: true,
                    provider: playwright({ launchOptions: { executablePath: chromePath, args: chromeArgs } }),
                    instances: [{ browser: 'chromium' }],
                  },
                },
              },
            ],
          }
        : undefined,
  };
});
