// The same answer in both modes (docs/architecture.md, "Two modes"): the drivers screen against the seeded
// mock, once holding every driver (client mode) and once asking for the tab's pages (server mode), shows
// the same rows in the same order, the same cards, stage counts on the tabs, pipeline chart, "Showing …"
// and dialog for each URL.
import { describe, it } from 'vitest';
import { screen } from '@testing-library/react';
import { drivers } from '../../../mocks/db/store';
import { driverStageOf } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import { expectSameInBothModes } from '../../testing/listModes';
import DriversPage from './DriversPage';
import { STAGE_LABELS, type Stage } from './model';

const PATH: Record<Role, string> = { admin: '/dashboard/drivers', lagos: '/dashboard/lagos/drivers' };
const CARDS = ['Total Drivers', 'Email Unverified', 'Email Verified', 'KYC Submitted', 'KYC Approved'];

const extra = () => [
  ...screen.getAllByRole('tab').map((t) => t.textContent ?? ''),
  screen.getByRole('figure', { name: /Driver pipeline/ }).textContent ?? '',
];

function urls(): string[] {
  const all = drivers();
  const of = (s: Stage) => all.filter((d) => driverStageOf(d) === s);
  const approved = of('kycApproved');
  const plate = approved[3]!.vehicle!.licensePlate!.slice(0, 3).toLowerCase();
  const model = approved[5]!.vehicle!.model!.split(' ')[0]!.toUpperCase();
  return [
    '',
    '?q=a&sort=name.desc',
    '?sort=registered.asc',
    '?sort=email.desc&page=2',
    '?tab=emailVerified',
    '?tab=emailVerified&sort=plate.desc',
    '?tab=emailVerified&sort=year.asc',
    '?tab=emailVerified&sort=type.desc&page=2',
    '?tab=kycSubmitted',
    '?tab=kycSubmitted&sort=phone.asc',
    `?tab=kycApproved&q=${encodeURIComponent(plate)}`,
    `?tab=kycApproved&q=${encodeURIComponent(model)}&sort=vehicle.asc`,
    '?tab=kycApproved&sort=trips.desc',
    '?tab=kycApproved&sort=rating.asc&page=2',
    '?tab=kycApproved&sort=walletBalance.desc',
    '?tab=kycApproved&page=999',
    `?open=${encodeURIComponent(approved.at(-2)!._id)}`,
    `?tab=kycSubmitted&open=${encodeURIComponent(of('kycSubmitted').at(-1)!._id)}`,
  ];
}

describe('drivers in client and server mode', () => {
  for (const role of ['admin', 'lagos'] as const) {
    it(`${role}: the same rows, cards, tab counts, chart and "Showing …" for each URL`, async () => {
      await expectSameInBothModes(
        (query) => {
          const tab = (new URLSearchParams(query).get('tab') ?? 'emailUnverified') as Stage;
          return { element: <DriversPage role={role} />, path: PATH[role], role, table: `${STAGE_LABELS[tab]} drivers`, cards: CARDS, extra };
        },
        urls(),
      );
    }, 600_000);
  }
});
