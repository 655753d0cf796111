/**
 * Letter-pair bitsets of a large list's search index (docs/performance.md, "Letter pairs"): for each
 * letter or digit, and each ordered pair of them, one bit per row saying whether that row's haystack
 * contains it. A query's pairs are then a few ANDs of 60,000-bit sets instead of 60,000 `includes`;
 * the rows left are checked with `includes` unless the bits alone decide (a query of one or two letters
 * or digits). Any other character (space, `@`, `é`) is one class that constrains nothing, so the sets
 * only ever narrow the rows to check, never decide a match they cannot see.
 */

/** a-z 0-25, 0-9 26-35, anything else 36. */
const OTHER = 36;
const CLASSES = 37;

function classOf(code: number): number {
  if (code >= 97 && code <= 122) return code - 97;
  if (code >= 48 && code <= 57) return code - 22;
  return OTHER;
}

export interface Grams {
  /** Words (32 rows each) per set. */
  readonly words: number;
  /** CLASSES unigram sets, then CLASSES² pair sets, `words` words each. */
  readonly bits: Uint32Array;
  /** Rows [0, built) are in the sets. */
  built: number;
}

export function createGrams(rows: number): Grams {
  const words = Math.ceil(rows / 32);
  return { words, bits: new Uint32Array((CLASSES + CLASSES * CLASSES) * words), built: 0 };
}

/** Adds row `i`'s haystack to the sets. */
export function addRow(g: Grams, i: number, hay: string): void {
  const { bits, words } = g;
  const word = i >>> 5;
  const bit = 1 << (i & 31);
  let prev = -1;
  for (let j = 0; j < hay.length; j++) {
    const c = classOf(hay.charCodeAt(j));
    if (c !== OTHER) {
      bits[c * words + word]! |= bit;
      if (prev >= 0) bits[(CLASSES + prev * CLASSES + c) * words + word]! |= bit;
      prev = c;
    } else prev = -1;
  }
}

export interface GramFilter {
  /** Bit per row: the row may match (every pair and letter of the query is in it). */
  mask: Uint32Array;
  /** The mask alone decides: a set bit is a match, no `includes` needed. */
  exact: boolean;
}

/** The rows a query may match, or null when its characters constrain nothing (all "other"). */
export function gramFilter(g: Grams, query: string): GramFilter | null {
  const { bits, words } = g;
  const sets: number[] = [];
  let allKnown = true;
  let prev = -1;
  for (let j = 0; j < query.length; j++) {
    const c = classOf(query.charCodeAt(j));
    if (c === OTHER) {
      allKnown = false;
      prev = -1;
      continue;
    }
    sets.push(prev >= 0 ? CLASSES + prev * CLASSES + c : c);
    prev = c;
  }
  if (sets.length === 0) return null;
  const mask = bits.slice(sets[0]! * words, (sets[0]! + 1) * words);
  for (let s = 1; s < sets.length; s++) {
    const at = sets[s]! * words;
    for (let w = 0; w < words; w++) mask[w]! &= bits[at + w]!;
  }
  return { mask, exact: allKnown && query.length <= 2 };
}
