// One MediaQueryList per query: `window.matchMedia` makes a new one (and evaluates the query) at each call,
// and React reads an external store's snapshot at every render and after every commit. Kept per
// `matchMedia` function, so a replaced one (a test's stub) is asked again.
let source: typeof window.matchMedia | undefined;
const lists = new Map<string, MediaQueryList>();

/** The page's MediaQueryList for `query`, made once; undefined where matchMedia is missing. */
export function mediaQueryList(query: string): MediaQueryList | undefined {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return undefined;
  if (source !== window.matchMedia) {
    source = window.matchMedia;
    lists.clear();
  }
  let mq = lists.get(query);
  if (!mq) {
    mq = window.matchMedia(query);
    lists.set(query, mq);
  }
  return mq;
}
