import fc from 'fast-check';

/**
 * Arbitrary server answers for the property tests (docs/security.md, "Sessions and bad data"):
 * well-formed envelopes around records whose fields are anything JSON can carry, hostile strings,
 * prototype names as keys and values, huge numbers, nulls, wrong types, and bodies that are empty or
 * not JSON at all.
 */

/** Strings that have broken consoles: prototype names, markup, path tricks, control and bidi characters. */
export const HOSTILE_STRINGS = [
  '__proto__',
  'constructor',
  'toString',
  'valueOf',
  'hasOwnProperty',
  'prototype',
  '',
  ' ',
  '\u0000',
  '\u202e\u2066evil',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '=HYPERLINK("http://x")',
  '..',
  '.',
  '../../admin',
  'a/b?c#d',
  '%2e%2e',
  'NaN',
  'Infinity',
  '-1',
  '1e999',
  'null',
  'undefined',
  '2026-13-45T99:99:99Z',
  '😀'.repeat(50),
  'W'.repeat(5000),
  'completed',
  'pending',
  'success',
  'failed',
  'admin',
  'lagos',
  'fund_transfer',
  'credit',
] as const;

/** Field names of every record the console reads, so generated objects often have the right keys. */
const KNOWN_KEYS = [
  '_id', 'rideId', 'email', 'fullname', 'firstname', 'lastname', 'phone', 'role', 'status', 'name',
  'driverName', 'riderName', 'distance', 'fare', 'keroCommission', 'lagosCommission', 'rating',
  'driverSelfie', 'startAddress', 'endAddress', 'startLocation', 'endLocation', 'coordinates',
  'isVerified', 'isCompleted', 'isSetPassCode', 'kycSubmitted', 'kycVerified', 'walletBalance',
  'bonusBalance', 'createdAt', 'updatedAt', 'isDeleted', 'profileImage', 'vehicle', 'licensePlate',
  'model', 'year', 'type', 'driverLicense', 'hackneyPermit', 'tripsCount', 'transaction_id',
  'reference', 'user_id', 'driver_id', 'amount', 'settled_amount', 'charges', 'transaction_services',
  'transaction_type', 'narration', 'trip_id', 'account_no', 'bank_name', 'vehicleType', 'pricePerKm',
  'token', 'admin', 'message', 'data',
];

const hostileString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 1, arbitrary: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -0, -1, 1, 30, 1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, 5e-324, 0.1 + 0.2, 91, -181),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const key = fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...KNOWN_KEYS) }, { weight: 1, arbitrary: hostileString });

const leaf = fc.oneof({ weight: 3, arbitrary: hostileString }, { weight: 2, arbitrary: hostileNumber }, fc.boolean(), fc.constant(null));

/** Any JSON value, nested a little, with known and hostile keys. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 5, arbitrary: leaf },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(key, tie('value'), { maxKeys: 4 }) },
  ),
})).value;

/** A record with the given fields, each one absent, right-ish or hostile, plus stray keys. */
export function hostileRecord(fields: readonly string[]): fc.Arbitrary<unknown> {
  const model = Object.fromEntries(fields.map((f) => [f, hostileValue]));
  const mixed = fc
    .tuple(fc.record(model, { requiredKeys: [] }), fc.dictionary(key, hostileValue, { maxKeys: 2 }))
    .map(([known, stray]) => ({ ...stray, ...known }));
  // Now and then every field holds the same prototype name: each enum, label and id lookup meets it.
  const uniform = fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty').map((name) => Object.fromEntries(fields.map((f) => [f, name])));
  return fc.oneof({ weight: 5, arbitrary: mixed }, { weight: 1, arbitrary: uniform });
}

/** A list of records, with junk items (null, strings, arrays) mixed in now and then. */
export function hostileList(fields: readonly string[], maxLength = 6): fc.Arbitrary<unknown[]> {
  return fc.array(fc.oneof({ weight: 6, arbitrary: hostileRecord(fields) }, { weight: 1, arbitrary: leaf }, { weight: 1, arbitrary: fc.array(leaf, { maxLength: 2 }) }), {
    maxLength,
  });
}

/** One answer: a JSON text (usually the endpoint's envelope, sometimes anything) or a body that is not JSON. */
export function hostileBody(envelope: fc.Arbitrary<unknown>): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 12, arbitrary: envelope.map((v) => JSON.stringify(v)) },
    { weight: 2, arbitrary: hostileValue.map((v) => JSON.stringify(v) ?? '') },
    { weight: 1, arbitrary: fc.constantFrom('', ' ', '<html>502 Bad Gateway</html>', '{"data":', 'null', '[]', '{}', '{"__proto__":{"data":1}}') },
  );
}

/** The same JSON, with `__proto__` keys kept as own properties (as JSON.parse makes them). */
export function parseBody(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
