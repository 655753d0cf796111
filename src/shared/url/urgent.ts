/**
 * URL writes whose screen renders in the same update as the write, not in a transition: every write of a
 * table (DataTable shows its own copy of a change only until it tells the URL, so the URL must show it
 * from that update on), and in server mode a filter tab, whose render sends the request
 * (src/shared/data/useListQuery.ts; through a transition it left 20–30 ms after the click, behind a
 * frame: docs/performance.md, "Server mode: a click in its event").
 *
 * The router (./UrlRouter.tsx) asks `isUrgent()` when the history tells it of a new location; history
 * calls it synchronously from the write, so the flag is only up for that call.
 */
let urgent = 0;

/** Runs `write` (a history push or replace) as an urgent navigation. */
export function urgently(write: () => void): void {
  urgent++;
  try {
    write();
  } finally {
    urgent--;
  }
}

/** True while an urgent write is telling the router of its location. */
export function isUrgent(): boolean {
  return urgent > 0;
}
