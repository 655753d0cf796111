// KYC review mode (docs/product.md §2, "KYC review mode"): the queue oldest registration first, "3 of 17",
// the waited-for time, A / R / J / K, moving on by itself, the optional reason, the end of the queue; in
// client mode (a served list and the seeded mock) and in server mode (the mock's pages).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { drivers as seeded } from '../../../mocks/db/store';
import { resetListModes } from '../../lib/api/paging';
import { resetDisplaySwitchCache } from '../../lib/displaySwitches';
import { driverStageOf } from '../../lib/listQuery';
import { submission } from '../../testing/drivers';
import { findToast, renderScreen } from '../../testing/renderScreen';
import DriversPage from './DriversPage';
import { QUEUE_PAGE_SIZE } from './reviewQueue';

const DRIVERS = '*/api/admin/drivers';
const VERIFY = '*/api/admin/drivers/verify/:id';

/** Serves `list` as the whole drivers list (client mode) and records every PUT's id and body. */
function serve(list: unknown[]) {
  const puts: { id: string; body: unknown }[] = [];
  server.use(
    http.get(DRIVERS, () => HttpResponse.json({ message: 'ok', data: { data: { drivers: list } } })),
    http.put(VERIFY, async ({ request, params }) => {
      puts.push({ id: String(params.id), body: await request.json() });
      return HttpResponse.json({ message: 'Driver approved' });
    }),
  );
  return puts;
}

function open() {
  return renderScreen(<DriversPage role="admin" />, { path: '/dashboard/drivers', url: '/dashboard/drivers' });
}

/** Waits until the screen says `n` submissions wait, then starts the review. */
async function startReview(user: ReturnType<typeof open>['user'], n: number) {
  const start = await screen.findByRole('button', { name: 'Start review' });
  await waitFor(() => expect(start.closest('span')).toHaveTextContent(`${n} waiting`));
  await user.click(start);
  return screen.findByRole('dialog', { name: 'KYC review' });
}

const reviewDialog = () => screen.getByRole('dialog', { name: 'KYC review' });
const position = () => within(reviewDialog()).getByText(/^\d[\d,]* of \d/).textContent;
const shownName = () => within(reviewDialog()).getByText('Name').nextElementSibling?.textContent;

describe('KYC review mode', () => {
  beforeEach(() => resetDisplaySwitchCache());

  it('says how many wait and walks them oldest registration first: A approves, R rejects with a reason, J / K move', async () => {
    // Served newest first: the queue turns it round.
    const puts = serve([submission(1, 1), submission(2, 9), submission(3, 4)]);
    const { user } = open();
    const start = await screen.findByRole('button', { name: 'Start review' });
    await waitFor(() => expect(start.closest('span')).toHaveTextContent('3 waiting'));
    await user.click(start);

    await screen.findByRole('dialog', { name: 'KYC review' });
    expect(position()).toBe('1 of 3');
    expect(shownName()).toBe('Queue Driver 2');
    expect(reviewDialog()).toHaveTextContent('Waiting 9 days since registering');

    // J / K move without deciding; K stops at the first.
    await user.keyboard('j');
    expect(position()).toBe('2 of 3');
    expect(shownName()).toBe('Queue Driver 3');
    await user.keyboard('kk');
    expect(position()).toBe('1 of 3');

    // A approves (no reason: `status` alone), and the dialog moves on by itself.
    await user.keyboard('a');
    expect(await findToast('Driver approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(position()).toBe('2 of 3'));
    expect(shownName()).toBe('Queue Driver 3');
    expect(puts).toEqual([{ id: 'k2', body: { status: true } }]);

    // Typing in "Reason" is text, not shortcuts; R (focus out of the field) rejects with the reason.
    const reason = within(reviewDialog()).getByRole('combobox', { name: 'Reason' });
    await user.type(reason, '  Document expired  ');
    expect(puts).toHaveLength(1);
    expect(position()).toBe('2 of 3');
    await user.click(within(reviewDialog()).getByText('Name'));
    await user.keyboard('r');
    await waitFor(() => expect(position()).toBe('3 of 3'));
    expect(puts[1]).toEqual({ id: 'k3', body: { status: false, reason: 'Document expired' } });
    // The next submission starts with an empty reason.
    expect(within(reviewDialog()).getByRole('combobox', { name: 'Reason' })).toHaveValue('');

    // Back to a decided one: its new stage, no second decision.
    await user.keyboard('k');
    expect(within(reviewDialog()).getByText('Email Verified')).toBeInTheDocument();
    expect(within(reviewDialog()).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.keyboard('r');
    expect(puts).toHaveLength(2);

    // Skip the last: the queue says it is done, with what was decided.
    await user.keyboard('jj');
    expect(await screen.findByText('The review queue is done.')).toBeInTheDocument();
    expect(reviewDialog()).toHaveTextContent('1 approved, 1 rejected, 1 skipped.');
    await user.click(within(reviewDialog()).getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  }, 40_000);

  it('a failed decision stays on the submission with the server message', async () => {
    serve([submission(1, 3), submission(2, 2)]);
    server.use(http.put(VERIFY, () => HttpResponse.json({ message: 'KYC service unavailable' }, { status: 500 })));
    const { user } = open();
    await startReview(user, 2);
    await user.click(within(reviewDialog()).getByRole('button', { name: 'Approve' }));
    expect(await findToast('KYC service unavailable')).toBeInTheDocument();
    expect(position()).toBe('1 of 2');
    expect(within(reviewDialog()).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('a 401 on a decision signs out', async () => {
    serve([submission(1, 3)]);
    server.use(http.put(VERIFY, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
    const { user } = open();
    await startReview(user, 1);
    await user.keyboard('a');
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows a malformed submission with placeholders and hostile text as text', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1">';
    serve([submission(1, 2, { createdAt: 'yesterday-ish', firstname: hostile, lastname: 7 })]);
    const { user } = open();
    await startReview(user, 1);
    expect(reviewDialog()).toHaveTextContent('Waiting — since registering');
    expect(within(reviewDialog()).getByText(hostile)).toBeInTheDocument();
    expect(reviewDialog().querySelector('img[src="x"]')).toBeNull();
  });

  it('with none waiting, Start review is off', async () => {
    serve([]);
    open();
    const start = await screen.findByRole('button', { name: 'Start review' });
    await waitFor(() => expect(start.closest('span')).toHaveTextContent('0 waiting'));
    expect(start).toBeDisabled();
  });

  it('lagos sees no review queue', async () => {
    serve([submission(1, 3)]);
    renderScreen(<DriversPage role="lagos" />, { path: '/dashboard/lagos/drivers', role: 'lagos' });
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Start review' })).toBeNull();
  });
});

describe('KYC review mode against the seeded mock', () => {
  beforeEach(() => resetDisplaySwitchCache());
  afterEach(() => resetListModes());

  for (const mode of ['client', 'server'] as const) {
    it(`${mode} mode: the queue is every submission by registration, read page by page in server mode`, async () => {
      resetListModes(mode);
      // Oldest registration first, worked out here from the seed's dates.
      const queue = seeded()
        .filter((d) => driverStageOf(d) === 'kycSubmitted')
        .sort((a, b) => Date.parse(a.createdAt ?? '') - Date.parse(b.createdAt ?? ''));
      expect(queue.length).toBeGreaterThan(3);
      const { user } = open();
      const start = await screen.findByRole('button', { name: 'Start review' });
      await waitFor(() => expect(start.closest('span')).toHaveTextContent(`${queue.length} waiting`));
      await user.click(start);
      await waitFor(() => expect(position()).toBe(`1 of ${queue.length}`));
      const name = (d: (typeof queue)[number]) => `${d.firstname} ${d.lastname}`;
      expect(shownName()).toBe(name(queue[0]!));
      // Approve the first; walk to the last with J (server mode reads the next pages as it goes).
      await user.keyboard('a');
      await waitFor(() => expect(position()).toBe(`2 of ${queue.length}`));
      expect(shownName()).toBe(name(queue[1]!));
      for (let i = 2; i < queue.length; i++) {
        await user.keyboard('j');
        await waitFor(() => expect(position()).toBe(`${i + 1} of ${queue.length}`));
        expect(shownName()).toBe(name(queue[i]!));
      }
      await user.keyboard('j');
      expect(await screen.findByText('The review queue is done.')).toBeInTheDocument();
    }, 60_000);
  }

  it('server mode: past the first page, the next is read counting the approved ones that left the filter', async () => {
    resetListModes('server');
    // A paging backend with more submissions than a page; a decided one leaves the KYC Submitted filter.
    const n = QUEUE_PAGE_SIZE + 6;
    const all = Array.from({ length: n }, (_, i) => submission(i + 1, n - i));
    const decided = new Set<string>();
    server.use(
      http.get(DRIVERS, ({ request }) => {
        const url = new URL(request.url);
        const page = Number(url.searchParams.get('page') ?? '1');
        const limit = Number(url.searchParams.get('limit') ?? '10');
        const waiting = all.filter((d) => !decided.has(d._id));
        const figures = { total: n, emailUnverified: 0, emailVerified: 0, kycSubmitted: waiting.length, kycApproved: n - waiting.length };
        return HttpResponse.json({
          message: 'ok',
          data: { data: { drivers: waiting.slice((page - 1) * limit, page * limit), paging: { page, limit, total: waiting.length }, figures } },
        });
      }),
      http.put(VERIFY, ({ params }) => {
        decided.add(String(params.id));
        return HttpResponse.json({ message: 'Driver approved' });
      }),
    );
    const { user } = open();
    await startReview(user, n);
    expect(position()).toBe(`1 of ${n}`);
    // Approve three, skip the rest of the first page, and go on into the second.
    for (let i = 0; i < 3; i++) {
      await user.keyboard('a');
      await waitFor(() => expect(position()).toBe(`${i + 2} of ${n}`));
    }
    for (let i = 4; i <= QUEUE_PAGE_SIZE + 2; i++) {
      await user.keyboard('j');
      await waitFor(() => expect(position()).toBe(`${i + 1} of ${n}`));
      expect(shownName()).toBe(`Queue Driver ${i + 1}`);
    }
  }, 60_000);

  it('server mode: a page that cannot be read says so, and Retry reads it', async () => {
    resetListModes('server');
    let fail = false;
    server.use(
      http.get(DRIVERS, ({ request }) => {
        const url = new URL(request.url);
        if (fail && url.searchParams.get('stage') === 'kycSubmitted' && url.searchParams.get('sort') === 'createdAt') return HttpResponse.error();
        return undefined;
      }),
    );
    const { user } = open();
    const start = await screen.findByRole('button', { name: 'Start review' });
    await waitFor(() => expect(start.closest('span')).not.toHaveTextContent('—'));
    fail = true;
    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'The queue could not be read' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: /Try again|Retry/ }));
    await waitFor(() => expect(position()).toMatch(/^1 of /));
  });
});
