// Both modes order through src/core/order.ts (its own tests hold the rule); this checks the two call
// sites agree: client mode's table (src/ui/DataTable/pipeline.ts's getSortedOrder, fed the column's
// sort value) and the paging backend's answer (src/lib/listQuery.ts's runQuery, which the mock's
// server mode answers with), on seeded riders with hostile fields, every sortable column, both ways.
import { describe, expect, it } from 'vitest';
import { generateRiders } from '../../mocks/db/seedPeople';
import { RIDERS, runQuery } from '../lib/listQuery';
import { riderSchema } from '../lib/schemas/lists';
import { getSortedOrder } from '../ui/DataTable/pipeline';

function riders() {
  const hostile: Record<string, unknown>[] = [
    { fullname: null, walletBalance: null, createdAt: 'not a date' },
    { fullname: 42, walletBalance: -0, isVerified: 'yes' },
    { fullname: 'ÉMEKA obi', walletBalance: Number.NaN, email: '' },
    { fullname: 'emeka OBI', walletBalance: 0, phone: null },
  ];
  return generateRiders(2).map((w, i) => riderSchema.parse(i % 7 === 0 ? { ...w, ...hostile[(i / 7) % hostile.length] } : w));
}

describe('one sort order in both modes', () => {
  const records = riders();
  for (const [id, { key }] of Object.entries(RIDERS.sort)) {
    it(`orders riders by ${id} alike in the table and in a paged answer`, () => {
      for (const desc of [false, true]) {
        const table = Array.from(getSortedOrder(records, id, key, desc));
        const query = { q: '', sort: { id, desc }, page: 1, limit: records.length, filters: {}, id: '' };
        expect(runQuery('riders', records, query, 'admin').rows.map((r) => records.indexOf(r))).toEqual(table);
      }
    });
  }
});
