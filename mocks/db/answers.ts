/**
 * The whole-list answers (rides, riders, drivers and transactions without `page`): the answer of a backend
 * client that does not page, made from the one database of the thread the mock runs in (the page's, in
 * the demo; Node's, in tests and `mock:server`).
 */
import { drivers, driversRevision, riders, transactions, trips } from './collections';
import { db } from './state';
import { transactionTotals, tripTotals } from './totals';
import { toDriverWire, toTripWire } from './wire';

export type BigList = 'trips' | 'users' | 'drivers' | 'transactions';

/** The `message` of every list answer. */
export const LIST_MESSAGE = 'ok';

/** The answer of one list endpoint, as an object for JSON.stringify. */
export function bigListAnswer(kind: BigList): unknown {
  switch (kind) {
    case 'trips': {
      const list = trips();
      return { trips: list.map(toTripWire), ...tripTotals() };
    }
    case 'users':
      return { message: LIST_MESSAGE, data: { data: riders() } };
    case 'drivers':
      return { message: LIST_MESSAGE, data: { data: { drivers: drivers().map(toDriverWire) } } };
    case 'transactions':
      return { message: LIST_MESSAGE, data: { data: transactions(), totals: transactionTotals() } };
  }
}

/**
 * Serialised lists kept per database (a reset makes a new one, so old entries go with it): at scale 100 a
 * list is 20–30 MB of JSON, not to be stringified per request. The drivers' follows their revision.
 */
const bodies = new WeakMap<object, Map<BigList, { revision: number; body: string }>>();

/** The JSON text of a whole list's answer. */
export function bigListBody(kind: BigList): string {
  const key = db();
  const revision = kind === 'drivers' ? driversRevision() : 0;
  let perKind = bodies.get(key);
  if (!perKind) bodies.set(key, (perKind = new Map()));
  let entry = perKind.get(kind);
  if (!entry || entry.revision !== revision) {
    entry = { revision, body: JSON.stringify(bigListAnswer(kind)) };
    perKind.set(kind, entry);
  }
  return entry.body;
}
