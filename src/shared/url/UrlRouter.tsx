import { startTransition, useCallback, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, type UNSAFE_createBrowserHistory, type UNSAFE_createMemoryHistory, type Location, type NavigationType } from 'react-router-dom';
import { isUrgent } from './urgent';

/** A history the router listens to: the browser's (the console) or one in memory (tests). */
export type UrlHistory = ReturnType<typeof UNSAFE_createBrowserHistory> | ReturnType<typeof UNSAFE_createMemoryHistory>;

interface RouterState {
  action: NavigationType;
  location: Location;
}

/**
 * react-router's `<Router>` over a history, as BrowserRouter and MemoryRouter wire it, with one
 * difference: a location written urgently (./urgent.ts: every table write, and a server-mode filter
 * tab) renders in the same update as the write, so the screen shows it by the end of the task that made
 * it; every other navigation renders in a transition, as react-router's do (the old screen stays while
 * a lazy one loads). The history must notify on push and replace (`v5Compat: true`).
 */
export function UrlRouter({ history, children }: { history: UrlHistory; children: ReactNode }) {
  const [state, setStateImpl] = useState<RouterState>({ action: history.action, location: history.location });
  const setState = useCallback((next: RouterState) => {
    if (isUrgent()) setStateImpl(next);
    else startTransition(() => setStateImpl(next));
  }, []);
  useLayoutEffect(() => history.listen(setState), [history, setState]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
