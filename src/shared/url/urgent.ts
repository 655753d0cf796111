/**
 * URL writes whose screen renders in the event that made them, not in a transition: in server mode a
 * sort, a page or a filter tab is answered by the server, and the render that reads the new URL is the
 * one that sends the request (src/shared/data/useListQuery.ts). Through a transition it left 20–30 ms
 * after the click, behind a frame (docs/performance.md, "Server mode: a click in its event").
 *
 * The console's router (src/app/ConsoleRouter.tsx) asks `isUrgent()` when the history tells it of a new
 * location; history calls it synchronously from the write, so the flag is only up for that call.
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
