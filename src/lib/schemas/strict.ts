/**
 * The lists' fast path: a well-formed record checked field by field with plain `typeof` tests, no zod.
 * Only the field checks are written here; each is registered beside its zod field schema, and a record's
 * check is derived from its zod object (./fields.ts, `withFastPath`), so a record is declared once. It accepts exactly what the strict zod twins of the record schemas accepted (every
 * key present, each value of its type or null, nothing repaired) and gives the same output as the
 * repairing schema (known keys only, in the schema's order; ids as strings; points as `{ lng, lat }`).
 * Anything else answers `BAD`, and the record goes through the repairing zod schema, field by field.
 * zod's generic parser (jitless under the console's CSP) cost about 4–13 µs per record; this about 0.5.
 */

/** A field or record the fast path does not take. */
export const BAD: unique symbol = Symbol('bad');
export type Bad = typeof BAD;

/** One field: its output value, or BAD. */
export type Field = (v: unknown) => unknown;

export const sText: Field = (v) => (v === null || typeof v === 'string' ? v : BAD);
/** zod 4's number: finite only (a huge number in the JSON is Infinity). */
export const sNum: Field = (v) => (v === null || (typeof v === 'number' && Number.isFinite(v)) ? v : BAD);
export const sBool: Field = (v) => (v === null || typeof v === 'boolean' ? v : BAD);
/** Ids: strings, or finite numbers turned into strings. */
export const sId: Field = (v) =>
  v === null || typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : BAD;
/** An ISO date string that parses to a real date. */
export const sDate: Field = (v) => (v === null || (typeof v === 'string' && !Number.isNaN(Date.parse(v))) ? v : BAD);

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A key that may be absent: absent (undefined) reads as null. */
export const orNullField =
  (f: Field): Field =>
  (v) =>
    v === undefined ? null : f(v);

/** GeoJSON point with exactly `[lng, lat]` in range, not (0, 0): `{ lng, lat }`; null stays null. */
export const sPoint: Field = (v) => {
  if (v === null) return null;
  if (!isRecord(v)) return BAD;
  const c = v.coordinates;
  if (!Array.isArray(c) || c.length !== 2) return BAD;
  const [lng, lat] = c as unknown[];
  if (typeof lng !== 'number' || typeof lat !== 'number' || !Number.isFinite(lng) || !Number.isFinite(lat)) return BAD;
  if (!(lat >= -90 && lat <= 90 && lng >= -180 && lng <= 180) || (lng === 0 && lat === 0)) return BAD;
  return { lng, lat };
};

/** An object of these fields (each key read once, output in this order), or null when `nullable`. */
export function sObject(shape: Readonly<Record<string, Field>>, nullable = false): Field {
  const keys = Object.keys(shape);
  const fields = keys.map((k) => shape[k]!);
  return (v) => {
    if (v === null && nullable) return null;
    if (!isRecord(v)) return BAD;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i]!;
      const value = fields[i]!(v[key]);
      if (value === BAD) return BAD;
      out[key] = value;
    }
    return out;
  };
}
