// The same answer in both modes (docs/architecture.md, "Two modes"): the riders screen against the seeded
// mock, once holding every rider (client mode) and once asking for pages (server mode), shows the same
// rows in the same order, the same cards, "Showing …" and dialog for each URL.
import { describe, it } from 'vitest';
import { riders } from '../../../mocks/db/store';
import type { Role } from '../../lib/role';
import { expectSameInBothModes } from '../../testing/listModes';
import RidersPage from './RidersPage';

const PATH: Record<Role, string> = { admin: '/dashboard/riders', lagos: '/dashboard/lagos/riders' };
const CARDS = ['Total Riders', 'Verified Riders', 'Unverified Riders', 'Completed Profiles'];

function urls(): string[] {
  const all = riders();
  const name = all[9]!.fullname!.split(' ')[0]!.toUpperCase();
  const phone = all[4]!.phone!.slice(-5);
  return [
    '',
    `?q=${encodeURIComponent(name)}`,
    `?q=${encodeURIComponent(phone)}`,
    '?q=e&sort=email.desc',
    '?sort=name.asc',
    '?sort=name.desc&page=2',
    '?sort=phone.asc',
    '?sort=verified.desc',
    '?sort=profile.asc&page=3',
    '?sort=balance.desc',
    '?sort=balance.asc&page=4',
    '?sort=joined.asc',
    '?sort=joined.desc&q=a',
    '?page=999',
    `?open=${encodeURIComponent(all.at(-3)!._id)}`,
  ];
}

describe('riders in client and server mode', () => {
  for (const role of ['admin', 'lagos'] as const) {
    it(`${role}: the same rows, cards and "Showing …" for each URL`, async () => {
      await expectSameInBothModes(() => ({ element: <RidersPage role={role} />, path: PATH[role], role, table: 'Riders', cards: CARDS }), urls());
    }, 600_000);
  }
});
