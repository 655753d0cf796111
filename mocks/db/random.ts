/**
 * A cheap seeded PRNG (mulberry32) and the helpers the bulk generators use. Calling faker per field
 * costs microseconds; these cost nanoseconds, which keeps 40,000 trips well under a second.
 */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[value, weight], ...]`. Hot loops should hoist a `weightedTable` instead. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
  /** Picks from a table made once by `weightedTable`. */
  draw<T>(table: WeightedTable<T>): T;
  /** `n` lowercase hex digits. */
  hex(n: number): string;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a base seed with a collection name so each collection has its own independent stream. */
export function deriveSeed(base: number, salt: string): number {
  let h = (base ^ 0x9e3779b9) >>> 0;
  for (let i = 0; i < salt.length; i++) {
    h = Math.imul(h ^ salt.charCodeAt(i), 0x01000193) >>> 0;
  }
  return h;
}

/** Values with cumulative weights, built once so a draw allocates nothing. */
export interface WeightedTable<T> {
  values: readonly T[];
  cumulative: Float64Array;
  total: number;
}

export function weightedTable<T>(entries: readonly (readonly [T, number])[]): WeightedTable<T> {
  const cumulative = new Float64Array(entries.length);
  let total = 0;
  entries.forEach(([, w], i) => {
    total += w;
    cumulative[i] = total;
  });
  return { values: entries.map(([v]) => v), cumulative, total };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    chance: (p) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      let total = 0;
      for (const [, w] of entries) total += w;
      let r = next() * total;
      for (const [v, w] of entries) {
        r -= w;
        if (r < 0) return v;
      }
      return (entries[entries.length - 1] as readonly [T, number])[0];
    },
    draw: <T>(table: WeightedTable<T>): T => {
      const r = next() * table.total;
      const c = table.cumulative;
      for (let i = 0; i < c.length; i++) if (r < (c[i] as number)) return table.values[i] as T;
      return table.values[table.values.length - 1] as T;
    },
    hex: (n) => {
      // Eight digits per draw: far fewer intermediate strings than one digit at a time.
      let s = '';
      while (s.length < n) s += Math.floor(next() * 4294967296).toString(16).padStart(8, '0');
      return s.length === n ? s : s.slice(0, n);
    },
  };
}

/** The char codes of `0`-`9a`-`f`, and a reusable buffer of char codes for the strings made below. */
const HEX_CODES = Array.from('0123456789abcdef', (c) => c.charCodeAt(0));
const ID_CODES: number[] = new Array<number>(24).fill(48);

/** Writes `v` (an unsigned 32-bit value) as 8 lowercase hex digits into `codes` from `at`. */
function putHex8(codes: number[], at: number, v: number): void {
  for (let k = at + 7; k >= at; k--) {
    codes[k] = HEX_CODES[v & 15]!;
    v >>>= 4;
  }
}

/**
 * A MongoDB-style ObjectId: 8 hex digits of the creation time (seconds) then 16 random ones (the same
 * two draws as `rng.hex(16)`). Made as one flat string from its 24 char codes: `+` of the pieces makes a
 * tree of string pieces (about 140 bytes an id instead of 40, and a million records keep theirs), and
 * `join` of three padded pieces allocates seven strings where this allocates one (mock:server's start
 * makes 2.1 million ids: docs/performance.md, "mock:server at scale").
 */
export function objectId(rng: Rng, at: Date | number): string {
  const seconds = Math.floor((typeof at === 'number' ? at : at.getTime()) / 1000);
  // Outside 32 bits the time is not 8 digits: the general form (never in the seed).
  if (!(seconds >= 0 && seconds <= 0xffffffff)) return [seconds.toString(16).padStart(8, '0'), rng.hex(8), rng.hex(8)].join('');
  putHex8(ID_CODES, 0, seconds);
  putHex8(ID_CODES, 8, Math.floor(rng.next() * 4294967296));
  putHex8(ID_CODES, 16, Math.floor(rng.next() * 4294967296));
  return String.fromCharCode.apply(null, ID_CODES);
}

/** Random-looking hex from the platform's CSPRNG, for records and tokens created at run time. */
export function secureHex(n: number): string {
  const bytes = new Uint8Array(Math.ceil(n / 2));
  crypto.getRandomValues(bytes);
  let s = '';
  for (const b of bytes) s += b.toString(16).padStart(2, '0');
  return s.slice(0, n);
}

/** A fresh ObjectId for a record created at run time. */
export function newObjectId(at: number = Date.now()): string {
  return Math.floor(at / 1000).toString(16).padStart(8, '0') + secureHex(16);
}
