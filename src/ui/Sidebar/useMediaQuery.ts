import { useCallback, useSyncExternalStore } from 'react';

/** Live result of a CSS media query (false where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (notify: () => void) => {
      const mq = typeof window !== 'undefined' ? window.matchMedia?.(query) : undefined;
      if (!mq) return () => {};
      mq.addEventListener('change', notify);
      return () => mq.removeEventListener('change', notify);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false),
    () => false,
  );
}
