import { useCallback, useContext } from 'react';
import { UNSAFE_DataRouterContext, UNSAFE_NavigationContext, type Location } from 'react-router-dom';

/**
 * The location the router holds now, which its render may not show yet (a navigation rendered in a
 * transition): a data router's state, or the history a declarative router listens to (browser or
 * memory: both read it live). `null` for a navigator without one (then the rendered location is used).
 */
export function useRouterLocation(): () => Pick<Location, 'pathname' | 'search'> | null {
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const { navigator } = useContext(UNSAFE_NavigationContext);
  return useCallback(() => {
    if (dataRouter) return dataRouter.router.state.location;
    const held: unknown = (navigator as { location?: unknown }).location;
    return typeof held === 'object' && held !== null && 'pathname' in held && 'search' in held ? (held as Location) : null;
  }, [dataRouter, navigator]);
}
