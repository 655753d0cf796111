// Bulk KYC review (docs/product.md, "Bulk KYC review"): select in KYC Submitted, one confirmation naming
// the count, three calls at a time with "Approving X of Y", the result with each failure's message and
// "Retry failed", one reload at the end; 500, 401, no answer and malformed answers; lagos sees no boxes.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { drivers as seeded } from '../../../mocks/db/store';
import { resetListModes } from '../../lib/api/paging';
import { UNEXPECTED_ANSWER_MESSAGE } from '../../lib/api/client';
import { resetDisplaySwitchCache } from '../../lib/displaySwitches';
import { driverStageOf } from '../../lib/listQuery';
import { submission } from '../../testing/drivers';
import { passTime } from '../../testing/dom';
import { findToast, renderScreen } from '../../testing/renderScreen';
import DriversPage from './DriversPage';

const DRIVERS = '*/api/admin/drivers';
const VERIFY = '*/api/admin/drivers/verify/:id';

type Answer = () => Response | Promise<Response>;

/**
 * Serves `list` as the whole drivers list (client mode), counts its reads, and answers each PUT with
 * `answers[id]` (default: success). `gate` holds every PUT until the test opens it.
 */
function serve(list: unknown[], answers: Record<string, Answer> = {}, gate?: Promise<void>) {
  const puts: { id: string; body: unknown }[] = [];
  const reads = { n: 0 };
  const flight = { now: 0, most: 0 };
  server.use(
    http.get(DRIVERS, () => {
      reads.n++;
      return HttpResponse.json({ message: 'ok', data: { data: { drivers: list } } });
    }),
    http.put(VERIFY, async ({ request, params }) => {
      const id = String(params.id);
      puts.push({ id, body: await request.json() });
      flight.now++;
      flight.most = Math.max(flight.most, flight.now);
      try {
        if (gate) await gate;
        return answers[id] ? await answers[id]() : HttpResponse.json({ message: 'Driver verification updated' });
      } finally {
        flight.now--;
      }
    }),
  );
  return { puts, reads, flight };
}

function open(role: 'admin' | 'lagos' = 'admin') {
  const path = role === 'admin' ? '/dashboard/drivers' : '/dashboard/lagos/drivers';
  return renderScreen(<DriversPage role={role} />, { path, url: `${path}?tab=kycSubmitted`, role });
}

const table = () => screen.getByRole('table', { name: 'KYC Submitted drivers' });
const rowBox = (name: string) => within(table()).getByRole('checkbox', { name: `Select ${name}` });
const selectAll = () => within(table()).getByRole('checkbox', { name: 'Select all rows on this page' });
const panel = () => screen.getByRole('region', { name: 'Bulk review' });

async function findAlert(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

/** Ticks the named drivers, presses Approve/Reject selected and confirms the one dialog. */
async function decide(user: ReturnType<typeof open>['user'], names: string[], decision: 'Approve' | 'Reject', title: string) {
  for (const n of names) await user.click(await waitFor(() => rowBox(n)));
  await user.click(screen.getByRole('button', { name: `${decision} selected` }));
  const confirm = await findAlert(title);
  await user.click(within(confirm).getByRole('button', { name: decision }));
}

const names = (...ids: number[]) => ids.map((i) => `Queue Driver ${i}`);

describe('Bulk KYC review', () => {
  beforeEach(() => resetDisplaySwitchCache());

  it('selects across pages, confirms "Approve 12 drivers?", runs three at a time with "Approving X of 12" and reloads once', async () => {
    const list = Array.from({ length: 12 }, (_, i) => submission(i + 1, 20 - i));
    let open_ = () => {};
    const gate = new Promise<void>((r) => (open_ = r));
    const { puts, reads, flight } = serve(list, {}, gate);
    const { user } = open();
    // Page 1: the page's select-all; Shift-click is the DataTable's (its stories); page 2: two more by hand.
    await waitFor(() => expect(selectAll()).toBeEnabled());
    await user.click(selectAll());
    expect(selectAll()).toBeChecked();
    expect(screen.getByRole('group', { name: 'Selected drivers' })).toHaveTextContent('10 selected');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await waitFor(() => rowBox('Queue Driver 11')));
    expect(selectAll()).toBePartiallyChecked();
    await user.click(rowBox('Queue Driver 12'));
    expect(screen.getByRole('group', { name: 'Selected drivers' })).toHaveTextContent('12 selected');

    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    const confirm = await findAlert('Approve 12 drivers?');
    await user.click(within(confirm).getByRole('button', { name: 'Approve' }));
    // Three requests in flight, no more, and the figure says where the run is.
    await waitFor(() => expect(puts).toHaveLength(3));
    await passTime(50);
    expect(puts).toHaveLength(3);
    expect(within(panel()).getByRole('status')).toHaveTextContent('Approving 0 of 12');
    expect(within(panel()).getByRole('progressbar', { name: 'Approving 0 of 12' })).toBeInTheDocument();
    // The boxes are off while it runs.
    expect(selectAll()).toBeDisabled();
    const readsBefore = reads.n;
    open_();
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('12 of 12 drivers approved'));
    expect(flight.most).toBe(3);
    expect(puts.map((p) => p.id).sort()).toEqual(list.map((d) => d._id).sort());
    expect(puts.every((p) => JSON.stringify(p.body) === '{"status":true}')).toBe(true);
    expect(within(panel()).queryByRole('button', { name: 'Retry failed' })).toBeNull();
    // The list reloads once, at the end.
    await waitFor(() => expect(reads.n).toBe(readsBefore + 1));
    await passTime(300);
    expect(reads.n).toBe(readsBefore + 1);
    expect(screen.queryByRole('group', { name: 'Selected drivers' })).toBeNull();
    await user.click(within(panel()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: 'Bulk review' })).toBeNull();
  }, 40_000);

  it('partial failure: each failure with the server message as text, then "Retry failed" sends only those', async () => {
    const hostile = '<img src=x onerror="window.__pwned=1"> busy';
    let failing = true;
    const { puts } = serve([1, 2, 3, 4].map((i) => submission(i, 10 - i)), {
      k2: () => (failing ? HttpResponse.json({ message: 'Driver not found' }, { status: 404 }) : HttpResponse.json({ message: 'ok' })),
      k3: () => (failing ? HttpResponse.json({ message: hostile }, { status: 409 }) : HttpResponse.json({ message: 'ok' })),
    });
    const { user } = open();
    await decide(user, names(1, 2, 3, 4), 'Approve', 'Approve 4 drivers?');
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('2 of 4 drivers approved'));
    const failures = within(panel()).getByRole('list', { name: 'Not approved' });
    expect(within(failures).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Queue Driver 2: Driver not found',
      `Queue Driver 3: ${hostile}`,
    ]);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const retry = within(panel()).getByRole('button', { name: 'Retry failed' });
    expect(retry).toHaveFocus();

    failing = false;
    await user.click(retry);
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('4 of 4 drivers approved'));
    expect(puts.map((p) => p.id)).toEqual(['k1', 'k2', 'k3', 'k4', 'k2', 'k3']);
    expect(within(panel()).queryByRole('list')).toBeNull();
  }, 30_000);

  it('server error on every call: "0 of 3 drivers rejected", each with the error text; Cancel sends nothing', async () => {
    const fail = () => HttpResponse.json({}, { status: 500 });
    const { puts } = serve([1, 2, 3].map((i) => submission(i, 5)), { k1: fail, k2: fail, k3: fail });
    const { user } = open();
    for (const n of names(1, 2, 3)) await user.click(await waitFor(() => rowBox(n)));
    // Cancel first: nothing is sent, the selection stays.
    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(within(await findAlert('Reject 3 drivers?')).getByRole('button', { name: 'Cancel' }));
    await passTime(50);
    expect(puts).toHaveLength(0);
    expect(screen.getByRole('group', { name: 'Selected drivers' })).toHaveTextContent('3 selected');

    await user.click(screen.getByRole('button', { name: 'Reject selected' }));
    await user.click(within(await findAlert('Reject 3 drivers?')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('0 of 3 drivers rejected'));
    expect(puts.every((p) => JSON.stringify(p.body) === '{"status":false}')).toBe(true);
    const items = within(within(panel()).getByRole('list', { name: 'Not rejected' })).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(names(1, 2, 3).map((n) => `${n}: Error processing verification`));
  }, 30_000);

  it('a 401 signs out and starts no further call', async () => {
    const list = Array.from({ length: 8 }, (_, i) => submission(i + 1, 9 - i));
    const { puts } = serve(list, Object.fromEntries(list.map((d) => [d._id, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })])));
    const { user } = open();
    await waitFor(() => expect(selectAll()).toBeEnabled());
    await user.click(selectAll());
    await user.click(screen.getByRole('button', { name: 'Approve selected' }));
    await user.click(within(await findAlert('Approve 8 drivers?')).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await passTime(100);
    // The three already in flight, none after.
    expect(puts.length).toBeLessThanOrEqual(3);
  });

  it('no answer: the failures say so and the network toast shows', async () => {
    const { puts } = serve([1, 2].map((i) => submission(i, 5)), { k2: () => HttpResponse.error() });
    const { user } = open();
    await decide(user, names(1, 2), 'Approve', 'Approve 2 drivers?');
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('1 of 2 drivers approved'));
    expect(within(panel()).getByRole('listitem')).toHaveTextContent('Queue Driver 2: Error processing verification');
    expect(await findToast(/network|connection|server/i)).toBeInTheDocument();
    expect(puts).toHaveLength(2);
  });

  it('malformed data: a success that is not JSON counts as a failure; hostile and broken names stay text', async () => {
    const hostile = '<b onclick="x()">Ada</b>';
    serve([submission(1, 5, { firstname: hostile, lastname: null }), submission(2, 4)], {
      k2: () => new HttpResponse('<html>OK</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    });
    const { user } = open();
    await decide(user, [hostile, 'Queue Driver 2'], 'Approve', 'Approve 2 drivers?');
    await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent('1 of 2 drivers approved'));
    expect(within(panel()).getByRole('listitem')).toHaveTextContent(`Queue Driver 2: ${UNEXPECTED_ANSWER_MESSAGE}`);
    expect(document.querySelector('b[onclick]')).toBeNull();
  });

  it('lagos, and the other tabs, show no selection', async () => {
    serve([submission(1, 3)]);
    open('lagos');
    await screen.findByRole('table', { name: 'KYC Submitted drivers' });
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Approve selected' })).toBeNull();
  });
});

describe('Bulk KYC review against the seeded mock', () => {
  beforeEach(() => resetDisplaySwitchCache());
  afterEach(() => resetListModes());

  for (const mode of ['client', 'server'] as const) {
    it(`${mode} mode: the page's select-all approves the page, and the counts move`, async () => {
      resetListModes(mode);
      const waiting = seeded().filter((d) => driverStageOf(d) === 'kycSubmitted').length;
      const onPage = Math.min(10, waiting);
      const { user } = open();
      const tab = await screen.findByRole('tab', { name: /KYC Submitted/ });
      await waitFor(() => expect(tab).toHaveTextContent(String(waiting)));
      await waitFor(() => expect(selectAll()).toBeEnabled());
      await user.click(selectAll());
      await user.click(screen.getByRole('button', { name: 'Approve selected' }));
      await user.click(within(await findAlert(`Approve ${onPage} drivers?`)).getByRole('button', { name: 'Approve' }));
      await waitFor(() => expect(within(panel()).getByRole('status')).toHaveTextContent(`${onPage} of ${onPage} drivers approved`));
      await waitFor(() => expect(tab).toHaveTextContent(String(waiting - onPage)));
      // No other tab is touched: the approved ones are now KYC Approved.
      expect(seeded().filter((d) => driverStageOf(d) === 'kycSubmitted')).toHaveLength(waiting - onPage);
    }, 60_000);
  }
});
