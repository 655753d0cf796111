// The same answer in both modes (docs/architecture.md, "Two modes"): the rides screen against the seeded
// mock, once holding every ride (client mode) and once asking for pages (server mode), shows the same
// rows in the same order, the same cards, "Showing …" and dialog for each URL.
import { describe, it } from 'vitest';
import { trips } from '../../../mocks/db/store';
import type { Role } from '../../lib/role';
import { expectSameInBothModes } from '../../testing/listModes';
import RidesPage from './RidesPage';

const PATH: Record<Role, string> = { admin: '/dashboard/rides', lagos: '/dashboard/lagos/rides' };
const CARDS = ['Total Rides', 'Completed Rides', 'Pending Rides', 'Cancelled Rides'];

function urls(): string[] {
  const all = trips();
  // A word of an address, and part of a rider's name, as a user would type them (other case).
  const word = all[7]!.startAddress!.split(/\s+/)[0]!.toUpperCase();
  const name = all[11]!.riderName!.slice(0, 4).toLowerCase();
  return [
    '',
    `?q=${encodeURIComponent(word)}`,
    `?q=${encodeURIComponent(name)}&sort=fare.desc`,
    '?q=rejected',
    '?sort=driver.asc',
    '?sort=driver.desc&page=2',
    '?sort=rider.asc',
    '?sort=fare.asc',
    '?sort=distance.desc&page=3',
    '?sort=lagosCommission.asc',
    '?sort=status.desc',
    '?status=completed',
    '?status=pending&sort=fare.desc',
    '?status=cancelled&sort=status.asc',
    '?status=cancelled&q=a&sort=rider.desc',
    '?page=999',
    '?status=pending&page=999',
    `?open=${encodeURIComponent(all.at(-4)!.rideId!)}`,
  ];
}

describe('rides in client and server mode', () => {
  for (const role of ['admin', 'lagos'] as const) {
    it(`${role}: the same rows, cards and "Showing …" for each URL`, async () => {
      await expectSameInBothModes(() => ({ element: <RidesPage role={role} />, path: PATH[role], role, table: 'Rides', cards: CARDS }), urls());
    }, 600_000);
  }
});
