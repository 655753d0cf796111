import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Providers } from './Providers';
import { routes } from './routes';
import { setupApi } from './apiSetup';
import { ensureMockBackend } from './mockGate';

const router = createBrowserRouter(routes);
setupApi((to) => void router.navigate(to, { replace: true }));

// Console routes will call the API at once: start the mock backend in parallel with the first render.
if (/^\/(login|dashboard)/.test(window.location.pathname)) void ensureMockBackend().catch(() => {});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
