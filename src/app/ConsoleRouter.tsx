import { useRef, type ReactNode } from 'react';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import { UrlRouter, type UrlHistory } from '../shared/url/UrlRouter';

/** The console's router: the browser's history through UrlRouter (urgent writes render in their own update). */
export function ConsoleRouter({ children }: { children: ReactNode }) {
  const history = useRef<UrlHistory | null>(null);
  history.current ??= createBrowserHistory({ v5Compat: true });
  return <UrlRouter history={history.current}>{children}</UrlRouter>;
}
