// zod/mini: the same parsers as zod's chainable API (the same core), as functions a bundler can drop when
// unused; the chainable API ships all of itself (17 KB gzip more on the sign-in path).
import * as z from 'zod/mini';
import { BAD, type Field } from './strict';

// Zod 4 compiles object parsers with `new Function` when it may; the built console's CSP forbids eval
// (docs/security.md), so its probe would only report a violation before falling back. Skip it there.
if (import.meta.env.PROD) z.config({ jitless: true });

/**
 * Field schemas that never fail: a missing or wrongly typed value becomes `null`, which screens show as
 * a visible placeholder ("—"). One bad field never drops a record or crashes a screen.
 */
export const text = z.catch(z.nullable(z.string()), null);
/** Ids: strings, or numbers turned into strings. */
export const id = z.catch(z.nullable(z.union([z.string(), z.pipe(z.number(), z.transform(String))])), null);
/** Finite numbers (zod 4's number refuses Infinity and NaN). */
export const num = z.catch(z.nullable(z.number()), null);
export const bool = z.catch(z.nullable(z.boolean()), null);
/** ISO date string that parses to a real date, else null. */
export const isoDate = z.catch(z.nullable(z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s))))), null);

/** `schema`, with an absent key read as null (zod's `schema.optional().transform((v) => v ?? null)`). */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(z.optional(schema), z.transform((v: z.output<T> | undefined) => v ?? null));
}

export interface LngLat {
  lng: number;
  lat: number;
}

/** GeoJSON point `{ coordinates: [lng, lat] }` → `{ lng, lat }`, or null when absent or out of range. */
export const geoPoint = z.catch(
  z.nullable(
    z.pipe(
      z.object({ coordinates: z.tuple([z.number(), z.number()], z.unknown()) }),
      z.transform(({ coordinates: [lng, lat] }): LngLat | null =>
        lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 && !(lat === 0 && lng === 0) ? { lng, lat } : null,
      ),
    ),
  ),
  null,
);

/** `{ _id, email }` reference or null. */
export const emailRef = z.catch(z.nullable(z.object({ _id: orNull(id), email: orNull(text) })), null);

/**
 * A record schema with a fast path: `strict` (./strict.ts) checks a well-formed record without any
 * per-field repair; only a record it refuses goes through `lenient`, whose fields fall back to null
 * one by one. Both give the same output for a well-formed record.
 */
export interface RecordSchema<L extends z.ZodMiniType> {
  strict: Field;
  lenient: L;
}

/** `lenient` with the same shape but no field repair: null is allowed, anything else is BAD. */
export function withFastPath<L extends z.ZodMiniType>(lenient: L, strict: Field): RecordSchema<L> {
  return { strict, lenient };
}

/**
 * An array whose bad items are repaired (objects: each field falls back) or dropped (non-objects).
 * The array itself must be an array: a wrong envelope is a malformed answer, not an empty list.
 */
export function repairedList<L extends z.ZodMiniType>(item: L | RecordSchema<L>) {
  const { strict, lenient } = 'lenient' in item ? item : { strict: null, lenient: item };
  return z.pipe(
    z.array(z.unknown()),
    z.transform((items) => {
      const out: z.output<L>[] = [];
      for (const raw of items) {
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) continue;
        if (strict) {
          const fast = strict(raw);
          if (fast !== BAD) {
            out.push(fast as z.output<L>);
            continue;
          }
        }
        const r = lenient.safeParse(raw);
        if (r.success) out.push(r.data as z.output<L>);
      }
      return out;
    }),
  );
}
