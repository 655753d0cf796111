/**
 * A console page's first read, sent by the console's HTML before any of the page's code has arrived
 * (scripts/vite-site.ts, CONSOLE_LOADER; docs/performance.md, "Server mode: the first read in the HTML").
 * For a list page or the dashboard opened without a query string by a session of the page's own area, the
 * loader sends the GET the screen's early read would send (the build writes each path's URL, made by the
 * screen's own early read: src/app/routes.tsx, `firstReads`) and leaves it here. The API client's `send` takes it
 * for the same GET of the same URL with the same token, once; anything else sends as usual. Nothing of it
 * outlives its session: a sign-in or sign-out in any tab drops it, and so does EARLY_TTL_MS untaken
 * (docs/security.md, "Sessions end").
 */
import { EARLY_TTL_MS } from '../data/early';
import { subscribeSession } from '../session';

/** What the loader leaves on `window` (its names are the loader's: keep them in step). */
interface FirstRead {
  url: string;
  token: string;
  response: Promise<Response>;
  controller: AbortController;
}

declare global {
  interface Window {
    __keroFirstRead?: FirstRead;
  }
}

function waiting(): FirstRead | undefined {
  return typeof window === 'undefined' ? undefined : window.__keroFirstRead;
}

/** Aborts and forgets the read the loader left, if any. */
export function dropFirstRead(): void {
  const read = waiting();
  if (!read) return;
  delete window.__keroFirstRead;
  read.controller.abort();
}

/**
 * Called once at start-up (src/app/main.tsx): a read the loader left is dropped EARLY_TTL_MS later if
 * nobody took it, or at once by a sign-in or sign-out.
 */
export function holdFirstRead(): void {
  if (!waiting()) return;
  setTimeout(dropFirstRead, EARLY_TTL_MS);
  const stop = subscribeSession(() => {
    dropFirstRead();
    stop();
  });
}

/**
 * The loader's response for a GET of `url` with `token`, handed over once; null if there is none for it.
 * `signal` aborting aborts it, as it would the call's own fetch.
 */
export function takeFirstRead(url: string, token: string | null, signal: AbortSignal): Promise<Response> | null {
  const read = waiting();
  if (!read || read.url !== url || token === null || read.token !== token) return null;
  delete window.__keroFirstRead;
  if (signal.aborted) read.controller.abort();
  else signal.addEventListener('abort', () => read.controller.abort(), { once: true });
  return read.response;
}
