// zod/mini: the same parsers as zod's chainable API (the same core), as functions a bundler can drop when
// unused; the chainable API ships all of itself (17 KB gzip more on the sign-in path).
import * as z from 'zod/mini';
import type { Kobo, Naira } from '../money';
import { BAD, orNullField, sBool, sDate, sId, sNum, sObject, sPoint, sText, type Field } from './strict';

// Zod 4 compiles object parsers with `new Function` when it may; the built console's CSP forbids eval
// (docs/security.md), so its probe would only report a violation before falling back. Skip it there.
if (import.meta.env.PROD) z.config({ jitless: true });

// ---- Each field schema and its fast twin ------------------------------------------------------
// A record's fast check (./strict.ts) is derived from its zod schema (`withFastPath`), never declared
// beside it: each field schema below is registered with the plain check that accepts exactly what it
// accepts unrepaired and gives the same output. A record schema with a field that has no twin fails at load.

const FAST = new WeakMap<z.ZodMiniType, Field>();

/** `schema`, registered with its fast twin `strict`. */
function twin<T extends z.ZodMiniType>(schema: T, strict: Field): T {
  FAST.set(schema, strict);
  return schema;
}

/**
 * Field schemas that never fail: a missing or wrongly typed value becomes `null`, which screens show as
 * a visible placeholder ("—"). One bad field never drops a record or crashes a screen.
 */
export const text = twin(z.catch(z.nullable(z.string()), null), sText);
/** Ids: strings, or numbers turned into strings. */
export const id = twin(z.catch(z.nullable(z.union([z.string(), z.pipe(z.number(), z.transform(String))])), null), sId);
/** Finite numbers (zod 4's number refuses Infinity and NaN). */
export const num = twin(z.catch(z.nullable(z.number()), null), sNum);
/** Money in kobo or in naira (../money.ts): the parser of `num`, typed with its unit. */
export const kobo = num as typeof num & z.ZodMiniType<Kobo | null>;
export const naira = num as typeof num & z.ZodMiniType<Naira | null>;
export const bool = twin(z.catch(z.nullable(z.boolean()), null), sBool);
/** ISO date string that parses to a real date, else null. */
export const isoDate = twin(z.catch(z.nullable(z.string().check(z.refine((s) => !Number.isNaN(Date.parse(s))))), null), sDate);

/** `schema`, with an absent key read as null (zod's `schema.optional().transform((v) => v ?? null)`). */
export function orNull<T extends z.ZodMiniType>(schema: T) {
  const out = z.pipe(z.optional(schema), z.transform((v: z.output<T> | undefined) => v ?? null));
  const strict = FAST.get(schema);
  if (strict) FAST.set(out, orNullField(strict));
  return out;
}

/** A number or a string (a vehicle's year), kept as sent; an absent key or another type reads as null. */
export const numberOrText = twin(
  z.pipe(z.catch(z.optional(z.nullable(z.union([z.number(), z.string()]))), null), z.transform((v) => v ?? null)),
  orNullField((v) => (typeof v === 'string' ? v : sNum(v))),
);

/** The fast twin of an object's fields; throws (at load) for a field registered with none. */
function fastShape(shape: Readonly<Record<string, z.ZodMiniType>>): Record<string, Field> {
  return Object.fromEntries(
    Object.entries(shape).map(([key, field]) => {
      const strict = FAST.get(field);
      if (!strict) throw new Error(`schemas: the field "${key}" has no fast twin (src/lib/schemas/fields.ts)`);
      return [key, strict];
    }),
  );
}

/** An object of these fields, or null (a missing or wrongly typed object too). */
export function nullableObject<S extends Record<string, z.ZodMiniType>>(shape: S) {
  return twin(z.catch(z.nullable(z.object(shape)), null), sObject(fastShape(shape), true));
}

export interface LngLat {
  lng: number;
  lat: number;
}

/** GeoJSON point `{ coordinates: [lng, lat] }` → `{ lng, lat }`, or null when absent or out of range. */
export const geoPoint = twin(
  z.catch(
    z.nullable(
      z.pipe(
        z.object({ coordinates: z.tuple([z.number(), z.number()], z.unknown()) }),
        z.transform(({ coordinates: [lng, lat] }): LngLat | null =>
          lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180 && !(lat === 0 && lng === 0) ? { lng, lat } : null,
        ),
      ),
    ),
    null,
  ),
  sPoint,
);

/** `{ _id, email }` reference or null. */
export const emailRef = nullableObject({ _id: orNull(id), email: orNull(text) });

/**
 * A record schema with a fast path: `strict` (./strict.ts) checks a well-formed record without any
 * per-field repair; only a record it refuses goes through `lenient`, whose fields fall back to null
 * one by one. Both give the same output for a well-formed record.
 */
export interface RecordSchema<L extends z.ZodMiniType> {
  strict: Field;
  lenient: L;
}

/** `lenient` with its fast path, derived from its own fields' twins (no second declaration of the record). */
export function withFastPath<S extends Record<string, z.ZodMiniType>>(lenient: z.ZodMiniObject<S>): RecordSchema<z.ZodMiniObject<S>> {
  return { strict: sObject(fastShape(lenient.shape)), lenient };
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
