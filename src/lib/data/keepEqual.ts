/** A plain object or array (what a decoded JSON answer is made of). */
function plain(v: unknown): v is Record<string, unknown> | unknown[] {
  if (typeof v !== 'object' || v === null) return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * `next`, with every part that equals the same part of `prev` (value for value) replaced by `prev`'s: the
 * whole of `prev` when they are equal. A new answer then keeps the identity of what did not change (a
 * server page's figures across a sort or "Next"), so memoised parts of the screen that take it skip their
 * render (docs/performance.md, "Server mode: after the answer"). Plain objects and arrays are compared
 * by their contents, anything else with Object.is; neither argument is changed.
 */
export function keepEqual<T>(prev: unknown, next: T): T {
  if (Object.is(prev, next)) return next;
  if (!plain(prev) || !plain(next) || Array.isArray(prev) !== Array.isArray(next)) return next;
  if (Array.isArray(next)) {
    const old = prev as unknown[];
    const out = next.map((v, i) => (i < old.length ? keepEqual(old[i], v) : v));
    if (out.length === old.length && out.every((v, i) => v === old[i])) return old as T;
    return (out.every((v, i) => v === next[i]) ? next : out) as T;
  }
  const old = prev as Record<string, unknown>;
  const keys = Object.keys(next);
  const out: Record<string, unknown> = {};
  let same = keys.length === Object.keys(old).length;
  for (const k of keys) {
    const v = (next as Record<string, unknown>)[k];
    out[k] = Object.hasOwn(old, k) ? keepEqual(old[k], v) : v;
    if (out[k] !== old[k] || !Object.hasOwn(old, k)) same = false;
  }
  if (same) return old as T;
  return (keys.every((k) => out[k] === (next as Record<string, unknown>)[k]) ? next : out) as T;
}
