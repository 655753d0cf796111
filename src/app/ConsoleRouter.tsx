import { startTransition, useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location, type NavigationType } from 'react-router-dom';
import { isUrgent } from '../shared/url/urgent';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;
interface RouterState {
  action: NavigationType;
  location: Location;
}

/**
 * react-router's BrowserRouter, with one difference: a location written urgently (src/shared/url/urgent.ts:
 * a server-mode sort, page or tab) renders in the event that wrote it; every other navigation renders in
 * a transition, as BrowserRouter's do (the old screen stays while a lazy one loads).
 */
export function ConsoleRouter({ children }: { children: ReactNode }) {
  const historyRef = useRef<BrowserHistory | null>(null);
  historyRef.current ??= createBrowserHistory({ v5Compat: true });
  const history = historyRef.current;
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
