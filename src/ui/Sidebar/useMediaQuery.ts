import { useCallback, useSyncExternalStore } from 'react';
import { mediaQueryList } from '../theme/mediaQuery';

/** Live result of a CSS media query (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const mq = mediaQueryList(query);
      if (!mq) return () => {};
      mq.addEventListener('change', notify);
      return () => mq.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaQueryList(query)?.matches ?? false, () => false);
}
