/**
 * One echo tracker for values we send to an owner that shows them back later (the router's query
 * string, a controlled `search` prop). The owner may skip intermediate values but never reorders
 * them, so a shown value that matches one in flight settles it and every older one; a shown value that
 * is not in flight is someone else's change (Back, a link, a reset). Used by DataTable's search box
 * and by src/shared/url/useUrlState.
 */
export type InFlight<V> = readonly V[];

/**
 * The owner now shows `shown`: the values still in flight after it, or `null` when `shown` is not one
 * of ours. The earliest match is the safe reading (a value typed twice, "a" -> "ab" -> "a", may leave a
 * stale entry until the next echo).
 */
export function settleEcho<V>(inFlight: InFlight<V>, shown: V): InFlight<V> | null {
  const i = inFlight.indexOf(shown);
  return i < 0 ? null : inFlight.slice(i + 1);
}
