import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { ConsoleRouter } from './ConsoleRouter';
import { Providers } from './Providers';
import { preloadConsole, RouteFrame, routes } from './routes';
import { setupApi } from './apiSetup';
import type { SignInState } from '../lib/returnTo';
import { ensureMockBackend } from './mockGate';
import { holdFirstRead } from '../lib/api/firstRead';

// The declarative router (ConsoleRouter, react-router's BrowserRouter with urgent writes, + useRoutes) instead of the data router: the console uses none of
// the data router's loaders, actions or fetchers, and it is about half of react-router's code.
// A 401 can come before the first render (the first read starts while the console's code loads): its
// way to sign-in then waits for the router, so the forced logout stays one in-app navigation with its
// notice (a reload would lose both).
const router: { navigate: NavigateFunction | null; pending: { to: string; state: SignInState | undefined } | null } = { navigate: null, pending: null };
setupApi(
  (to, state) => {
    if (router.navigate) void router.navigate(to, { replace: true, state });
    else router.pending = { to, state };
  },
  // The browser router's own location is the address bar's, ahead of the screen while one is loading.
  { address: () => window.location.pathname + window.location.search },
);

/** Hands the router's navigate to the API reactions above (a 401 goes to /login without a reload). */
function RouterBridge() {
  const navigate = useNavigate();
  useLayoutEffect(() => {
    router.navigate = navigate;
    const waiting = router.pending;
    router.pending = null;
    if (waiting !== null) void navigate(waiting.to, { replace: true, state: waiting.state });
  }, [navigate]);
  return null;
}

function AppRoutes() {
  return <RouteFrame>{useRoutes(routes)}</RouteFrame>;
}

// Console routes will call the API at once: start the mock backend in parallel with the first render.
if (/^\/(login|dashboard)/.test(window.location.pathname)) void ensureMockBackend().catch(() => {});
/**
 * How long the first render waits for a console page's code (ms). Rendered before it is there, the page
 * shows the loading spinner and React then holds the screen back 300 ms after the spinner showed
 * (docs/performance.md, "Server mode: first rows"); rendered after, its first render sends the list's
 * request and shows the screen. On a slow connection the spinner still comes, this much later.
 */
const FIRST_RENDER_WAIT_MS = 500;

// The first read the console's HTML may have sent already (src/lib/api/firstRead.ts).
holdFirstRead();
// A console page's code, all its steps at once (the router would ask for them one after the other).
const code = preloadConsole(window.location);

function renderApp() {
  // The loader runs in <head> (scripts/vite-site.ts): on a slow document the code can come before #root.
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', renderApp, { once: true });
    return;
  }
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <Providers>
          <ConsoleRouter>
            <RouterBridge />
            <AppRoutes />
          </ConsoleRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}
void Promise.race([code, new Promise((wait) => setTimeout(wait, FIRST_RENDER_WAIT_MS))]).then(renderApp);
