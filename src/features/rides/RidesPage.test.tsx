import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { findToast, renderScreen } from '../../testing/renderScreen';
import RidesPage from './RidesPage';
import { columnLayoutsStore, saveColumnLayout, screenLayout } from '../../lib/columnLayouts';
import type { Role } from '../../lib/role';

const TRIPS = '*/api/admin/get-all-trips';
const STATUSES = ['completed', 'pending', 'cancelled', 'rejected'] as const;
const pad = (i: number) => String(i).padStart(2, '0');

/** A wire trip; `over` replaces fields (any JSON, to model malformed records). */
function trip(i: number, over: Record<string, unknown> = {}) {
  return {
    rideId: `66f1c0ffee${String(i).padStart(14, '0')}`,
    driverName: `Driver ${pad(i)}`,
    riderName: `Rider ${pad(i)}`,
    distance: 1000 + i,
    fare: 450000 + i * 100,
    keroCommission: 67500,
    lagosCommission: 3000,
    status: STATUSES[(i - 1) % 4],
    driverSelfie: `https://images.example.ng/selfies/${i}.jpg`,
    startAddress: `Start ${pad(i)} Ikeja City Mall`,
    endAddress: `End ${pad(i)} Eko Hotel`,
    startLocation: { type: 'Point', coordinates: [3.3515, 6.6018] },
    endLocation: { type: 'Point', coordinates: [3.4296, 6.4269] },
    rating: 4.5,
    ...over,
  };
}

const thirty = Array.from({ length: 30 }, (_, i) => trip(i + 1));
const totals = { totalTrips: 5400, completedTrips: 4900, runningTrips: 49, canceledTrips: 451 };

function serveTrips(list: unknown[], extra: Record<string, unknown> = totals) {
  server.use(http.get(TRIPS, () => HttpResponse.json({ trips: list, ...extra })));
}

function open(role: Role = 'admin', query = '') {
  const path = role === 'admin' ? '/dashboard/rides' : '/dashboard/lagos/rides';
  return renderScreen(<RidesPage role={role} />, { path, url: `${path}${query}`, role });
}

const table = () => screen.getByRole('table', { name: 'Rides' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const card = (label: string) => screen.getByRole('group', { name: label });
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);
const details = () => screen.getByRole('dialog', { name: 'Ride Details' });
const valueOf = (scope: HTMLElement, label: string) => within(scope).getByText(label).nextElementSibling as HTMLElement;

describe('RidesPage', () => {
  it('the cards are the list summary: a filter or a search narrows the table, not the cards (docs/product.md §2 Rides)', async () => {
    serveTrips(thirty);
    const { user } = open('admin', '?status=cancelled');
    await screen.findByText('Driver 03');
    expect(card('Total Rides')).toHaveTextContent('5,400');
    expect(card('Cancelled Rides')).toHaveTextContent('451');
    await user.type(screen.getByRole('searchbox', { name: 'Search rides' }), 'Driver 03');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(card('Total Rides')).toHaveTextContent('5,400');
    expect(card('Completed Rides')).toHaveTextContent('4,900');
    // The summary's own labels, unchanged (no "· filtered": they do not follow the filter).
    expect(screen.queryByRole('group', { name: /filtered/ })).toBeNull();
  });

  it('loads rides: toasts, summary cards, columns and 25 rows a page', async () => {
    serveTrips(thirty);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Rides Management' })).toBeInTheDocument();
    expect(await findToast('Fetching rides data...')).toBeInTheDocument();
    await findToast('Rides data loaded');
    await screen.findByText('Driver 01');
    expect(card('Total Rides')).toHaveTextContent('5,400');
    expect(card('Completed Rides')).toHaveTextContent('4,900');
    expect(card('Pending Rides')).toHaveTextContent('49');
    expect(card('Cancelled Rides')).toHaveTextContent('451');
    expect(headers()).toEqual(['S/N', 'Ride ID', 'Driver', 'Rider', 'Distance (m)', 'Fare', 'Kero Commission', 'Lagos Commission', 'Status']);
    expect(bodyRows()).toHaveLength(25);
    const first = cellsOf(bodyRows()[0]!);
    expect(first.slice(0, 5)).toEqual(['1', '66f1c0ff…', 'Driver 01', 'Rider 01', '1,001']);
    expect(first[5]).toMatch(/₦\s?4,501\.00/); // kobo ÷ 100
    expect(first[6]).toMatch(/₦\s?675\.00/);
    expect(first[7]).toMatch(/₦\s?30\.00/);
    expect(first[8]).toBe('Completed');
    expect(screen.getByPlaceholderText('Search rides...')).toBeInTheDocument();
    expect(screen.getByText('Showing 25 of 30 results')).toBeInTheDocument();
    for (const name of ['All Rides', 'Completed', 'Pending', 'Cancelled']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'All Rides' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('works against the seeded mock backend', async () => {
    open();
    await findToast('Rides data loaded');
    await waitFor(() => expect(bodyRows().length).toBe(25));
    expect(card('Total Rides').textContent).toMatch(/\d/);
  });

  it('styles statuses: completed success, pending warning, cancelled and rejected danger, unknown neutral', async () => {
    serveTrips([trip(1), trip(2), trip(3), trip(4), trip(5, { status: 'reversed' })]);
    open();
    await screen.findByText('Driver 01');
    const badge = (text: string) => within(table()).getByText(text).closest('[data-tone]');
    expect(badge('Completed')).toHaveAttribute('data-tone', 'success');
    expect(badge('Pending')).toHaveAttribute('data-tone', 'warning');
    expect(badge('Cancelled')).toHaveAttribute('data-tone', 'danger');
    expect(badge('Rejected')).toHaveAttribute('data-tone', 'danger');
    expect(badge('reversed')).toHaveAttribute('data-tone', 'neutral');
  });

  it('filters by status (Cancelled includes rejected) and keeps the filter in the URL', async () => {
    serveTrips(thirty);
    const { user, router } = open();
    await screen.findByText('Driver 01');
    await user.click(screen.getByRole('button', { name: 'Completed' }));
    expect(screen.getByRole('button', { name: 'Completed' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toContain('status=completed');
    expect(bodyRows()).toHaveLength(8);
    expect(bodyRows().every((r) => cellsOf(r)[8] === 'Completed')).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    expect(bodyRows()).toHaveLength(14);
    expect(new Set(bodyRows().map((r) => cellsOf(r)[8]))).toEqual(new Set(['Cancelled', 'Rejected']));

    await user.click(screen.getByRole('button', { name: 'Pending' }));
    expect(bodyRows()).toHaveLength(8);
    await user.click(screen.getByRole('button', { name: 'All Rides' }));
    expect(router.state.location.search).not.toContain('status=');
    expect(bodyRows()).toHaveLength(25);
  });

  it('searches ride id, driver, rider, addresses and status', async () => {
    serveTrips(thirty);
    const { user, router } = open();
    await screen.findByText('Driver 01');
    const box = screen.getByRole('searchbox', { name: 'Search rides' });
    // One input event per query (typing each letter is covered by the first query).
    const search = (value: string) => fireEvent.change(box, { target: { value } });

    await user.type(box, 'driver 07');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(cellsOf(bodyRows()[0]!)[2]).toBe('Driver 07');
    await waitFor(() => expect(router.state.location.search).toContain('q=driver+07'));

    const onlyDriver = async (driver: string) =>
      waitFor(() => {
        expect(bodyRows()).toHaveLength(1);
        expect(cellsOf(bodyRows()[0]!)[2]).toBe(driver);
      });

    search('Rider 12');
    await onlyDriver('Driver 12');

    search('start 21 ikeja');
    await onlyDriver('Driver 21');

    search('End 30 Eko');
    await onlyDriver('Driver 30');

    search('00000000000009');
    await onlyDriver('Driver 09');

    search('rejected');
    await waitFor(() => expect(bodyRows()).toHaveLength(7));
    expect(new Set(bodyRows().map((r) => cellsOf(r)[8]))).toEqual(new Set(['Rejected']));

    search('nobody at all');
    expect(await screen.findByText('No rides match this filter or search')).toBeInTheDocument();
  });

  it('restores filter, search, sort and page from the URL', async () => {
    serveTrips(thirty);
    open('admin', '?status=cancelled&q=Driver%2003');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Cancelled' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('searchbox', { name: 'Search rides' })).toHaveValue('Driver 03');
    expect(cellsOf(bodyRows()[0]!)[8]).toBe('Cancelled');
  });

  it('Back and links that change the URL replace the search text', async () => {
    serveTrips(thirty);
    const { router } = open('admin', '?q=Driver%2003');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const box = screen.getByRole('searchbox', { name: 'Search rides' });
    await act(() => router.navigate('/dashboard/rides?q=Rider%2005'));
    expect(box).toHaveValue('Rider 05');
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[2]).toBe('Driver 05'));
    await act(() => router.navigate(-1));
    expect(box).toHaveValue('Driver 03');
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[2]).toBe('Driver 03'));
  });

  it('restores sort and page from the URL and sorts by header click', async () => {
    serveTrips(thirty);
    const { user, router } = open('admin', '?sort=fare.desc&page=2');
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    // Fares descend: page 2 holds the five smallest, the first of them is trip 5.
    expect(cellsOf(bodyRows()[0]!)[2]).toBe('Driver 05');
    expect(cellsOf(bodyRows()[0]!)[0]).toBe('26');
    expect(screen.getByRole('columnheader', { name: /Fare/ })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Driver' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=driver.asc'));
    await waitFor(() => expect(router.state.location.search).not.toContain('page='));
    expect(cellsOf(bodyRows()[0]!)[2]).toBe('Driver 01');
  });

  it('display switches mask ride id, fare and commissions', async () => {
    serveTrips(thirty);
    const { user } = open();
    await screen.findByText('Driver 01');
    const switches = screen.getByRole('group', { name: 'Display columns' });
    expect(within(switches).getAllByRole('switch').map((s) => s.textContent)).toEqual(['Ride ID', 'Fare', 'Commissions']);

    await user.click(within(switches).getByRole('switch', { name: 'Fare' }));
    expect(within(switches).getByRole('switch', { name: 'Fare' })).toHaveAttribute('aria-checked', 'false');
    let first = cellsOf(bodyRows()[0]!);
    expect(first[5]).toContain('••••••');
    expect(first[6]).toMatch(/675\.00/);

    await user.click(within(switches).getByRole('switch', { name: 'Commissions' }));
    await user.click(within(switches).getByRole('switch', { name: 'Ride ID' }));
    first = cellsOf(bodyRows()[0]!);
    expect(first[1]).toContain('••••••');
    expect(first[6]).toContain('••••••');
    expect(first[7]).toContain('••••••');
    expect(screen.queryByText('66f1c0ff…')).toBeNull();

    // The details dialog keeps them hidden too.
    await user.click(screen.getByText('Driver 01'));
    const d = details();
    expect(valueOf(d, 'Ride ID')).toHaveTextContent('Hidden');
    expect(valueOf(d, 'Fare')).toHaveTextContent('Hidden');
    expect(within(d).queryByText('66f1c0ffee00000000000001')).toBeNull();
  });

  it('lagos: no fare or commission columns and no such switches', async () => {
    serveTrips(thirty);
    const { user } = open('lagos');
    await screen.findByText('Driver 01');
    expect(headers()).toEqual(['S/N', 'Ride ID', 'Driver', 'Rider', 'Distance (m)', 'Status']);
    const switches = screen.getByRole('group', { name: 'Display columns' });
    expect(within(switches).getAllByRole('switch').map((s) => s.textContent)).toEqual(['Ride ID']);
    expect(screen.queryByText(/₦/)).toBeNull();

    await user.click(screen.getByText('Driver 01'));
    const d = details();
    expect(within(d).queryByText('Fare')).toBeNull();
    expect(within(d).queryByText('Kero Commission')).toBeNull();
    expect(within(d).queryByText('Lagos Commission')).toBeNull();
    expect(within(d).queryByText(/₦/)).toBeNull();
  });

  it('a row click opens Ride Details with every field and the status note', async () => {
    serveTrips(thirty);
    const { user } = open();
    await user.click(await screen.findByText('Driver 01'));
    const d = details();
    expect(within(d).getByRole('img', { name: 'Selfie of Driver 01' })).toHaveAttribute('src', 'https://images.example.ng/selfies/1.jpg');
    expect(valueOf(d, 'Ride ID')).toHaveTextContent('66f1c0ffee00000000000001');
    expect(valueOf(d, 'Driver')).toHaveTextContent('Driver 01');
    expect(valueOf(d, 'Rider')).toHaveTextContent('Rider 01');
    expect(valueOf(d, 'Start address')).toHaveTextContent('Start 01 Ikeja City Mall');
    expect(valueOf(d, 'End address')).toHaveTextContent('End 01 Eko Hotel');
    expect(valueOf(d, 'Distance')).toHaveTextContent('1,001 m');
    expect(valueOf(d, 'Fare')).toHaveTextContent(/₦\s?4,501\.00/);
    expect(valueOf(d, 'Kero Commission')).toHaveTextContent(/₦\s?675\.00/);
    expect(valueOf(d, 'Lagos Commission')).toHaveTextContent(/₦\s?30\.00/);
    expect(valueOf(d, 'Status')).toHaveTextContent('Completed');
    expect(valueOf(d, 'Rating')).toHaveTextContent('4.5 / 5');
    expect(within(d).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(d).getByText('This ride was completed successfully.')).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'View Ride on Map' })).toBeInTheDocument();

    // A selfie that fails to load falls back to the driver's initials.
    fireEvent.error(within(d).getByRole('img', { name: 'Selfie of Driver 01' }));
    expect(within(d).getByRole('img', { name: 'No photo of Driver 01' })).toHaveTextContent('D0');

    await user.click(within(d).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens a ride from the keyboard and shows a note per status', async () => {
    serveTrips(thirty);
    const { user } = open();
    await screen.findByText('Driver 01');
    const notes: Record<string, RegExp> = {
      'Driver 02': /pending: it is either awaiting a driver or still in progress/,
      'Driver 03': /was cancelled/,
      'Driver 04': /was rejected/,
    };
    for (const [driver, note] of Object.entries(notes)) {
      const row = screen.getByText(driver).closest('tr')!;
      row.focus();
      await user.keyboard('{Enter}');
      expect(within(details()).getByText(note)).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('the map dialog shows an error panel when no maps key is configured; closing returns to the details', async () => {
    serveTrips(thirty);
    const { user } = open();
    await user.click(await screen.findByText('Driver 01'));
    await user.click(within(details()).getByRole('button', { name: 'View Ride on Map' }));
    const map = screen.getByRole('dialog', { name: 'Ride Path' });
    expect(within(map).getByRole('alert')).toHaveTextContent('Map unavailable');
    expect(within(map).getByRole('alert')).toHaveTextContent('No Google Maps key is configured');
    await user.click(within(map).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Ride Path' })).toBeNull();
    expect(details()).toBeInTheDocument();
  });

  it('a ride without valid coordinates shows "Invalid location data" on the map', async () => {
    serveTrips([
      trip(1, { startLocation: null }),
      trip(2, { endLocation: { type: 'Point', coordinates: [] } }),
      trip(3, { startLocation: { type: 'Point', coordinates: ['x', 6.5] } }),
      trip(4, { endLocation: { type: 'Point', coordinates: [3.3, 123] } }),
    ]);
    const { user } = open();
    for (const driver of ['Driver 01', 'Driver 02', 'Driver 03', 'Driver 04']) {
      await user.click(await screen.findByText(driver));
      await user.click(within(details()).getByRole('button', { name: 'View Ride on Map' }));
      const map = screen.getByRole('dialog', { name: 'Ride Path' });
      expect(within(map).getByRole('alert')).toHaveTextContent('Invalid location data');
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog', { name: 'Ride Path' })).toBeNull();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    }
  });

  it('renders malformed records with placeholders and hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>' + 'x'.repeat(500);
    serveTrips(
      [
        trip(1, { driverName: hostile, fare: 'lots', distance: null, status: 42, rating: '5', driverSelfie: 'javascript:alert(1)' }),
        { rideId: 7, riderName: ['nope'] },
        'not a record',
        null,
      ],
      { totalTrips: 'many' },
    );
    const { user } = open();
    await findToast('Rides data loaded');
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(document.querySelector('img[src="x"]')).toBeNull();
    const first = cellsOf(bodyRows()[0]!);
    expect(first[2]).toBe(hostile);
    expect(first[4]).toBe('—');
    expect(first[5]).toBe('—');
    expect(first[8]).toBe('—');
    const second = cellsOf(bodyRows()[1]!);
    expect(second[1]).toBe('7');
    expect(second[3]).toBe('—');
    expect(card('Total Rides')).toHaveTextContent('—');
    expect(card('Completed Rides')).toHaveTextContent('—');

    await user.click(within(bodyRows()[1]!).getByText('7'));
    const d = details();
    expect(within(d).getByRole('img', { name: 'No photo of the driver' })).toHaveTextContent('?');
    expect(within(d).getByText('The status of this ride is not recognised, so its outcome is unknown.')).toBeInTheDocument();
    await user.click(within(d).getByRole('button', { name: 'View Ride on Map' }));
    expect(within(screen.getByRole('dialog', { name: 'Ride Path' })).getByRole('alert')).toHaveTextContent('Invalid location data');
  });

  it('a 401 signs out', async () => {
    server.use(http.get(TRIPS, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
    open();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('a 500 shows the server message in a toast and an error panel with retry', async () => {
    let calls = 0;
    server.use(
      http.get(TRIPS, () => {
        calls++;
        return calls === 1 ? HttpResponse.json({ message: 'Trips database is down' }, { status: 500 }) : HttpResponse.json({ trips: thirty, ...totals });
      }),
    );
    const { user } = open();
    expect(await findToast('Trips database is down')).toBeInTheDocument();
    const panel = (await screen.findByText('Rides could not be loaded')).closest('[role="alert"]');
    expect(panel).toHaveTextContent('Trips database is down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Driver 01')).toBeInTheDocument();
  });

  it('no answer: the network toast and the screen error', async () => {
    server.use(http.get(TRIPS, () => HttpResponse.error()));
    open();
    expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByText('Rides could not be loaded')).toBeInTheDocument();
    expect(screen.getAllByText('Error fetching rides data').length).toBeGreaterThan(0);
    // The one error pattern: the summary cards stay, showing the placeholder, and the panel takes the list's place.
    expect(card('Total Rides')).toHaveTextContent('—');
    expect(screen.queryByRole('table', { name: 'Rides' })).toBeNull();
  });

  it('a body that is not JSON shows the fallback error', async () => {
    server.use(http.get(TRIPS, () => new HttpResponse('<html>oops</html>', { status: 200, headers: { 'Content-Type': 'text/html' } })));
    open();
    expect(await findToast('Error fetching rides data')).toBeInTheDocument();
    expect(await screen.findByText('Rides could not be loaded')).toBeInTheDocument();
  });

  it('an empty list says so', async () => {
    serveTrips([], { totalTrips: 0, completedTrips: 0, runningTrips: 0, canceledTrips: 0 });
    open();
    expect(await screen.findByText('No rides found')).toBeInTheDocument();
    expect(card('Total Rides')).toHaveTextContent('0');
  });

  it('shows the column layout stored for the admin console, ignoring columns it no longer has (docs/product.md, "Column layout")', async () => {
    serveTrips(thirty);
    const { user } = open('admin');
    // Stored for the signed-in admin once the session is in place; the screen follows the store.
    saveColumnLayout(columnLayoutsStore('admin'), 'rides', { columnOrder: ['status', 'noSuchColumn', 'rideId'], columnSizing: { driver: 240, noSuchColumn: 300 } });
    await screen.findByText('Driver 03');
    expect(headers().slice(0, 3)).toEqual(['S/N', 'Status', 'Ride ID']);
    const driver = screen.getByRole('separator', { name: 'Resize Driver' });
    expect(driver).toHaveAttribute('aria-valuenow', '240');
    expect(driver.closest('th')!.style.width).toBe('240px');
    // Reset through the column menu: the default layout, and nothing stored for the screen.
    await user.click(screen.getByRole('button', { name: 'Status column options' }));
    await user.click(screen.getByRole('menuitem', { name: 'Reset columns' }));
    expect(headers()[1]).toBe('Ride ID');
    expect(screenLayout(columnLayoutsStore('admin').read(), 'rides')).toEqual({ columnOrder: [], columnSizing: {} });
  });

  it('keeps the Lagos console on its own (default) layout when the admin console has one', async () => {
    serveTrips(thirty);
    open('lagos');
    saveColumnLayout(columnLayoutsStore('admin'), 'rides', { columnOrder: ['status'], columnSizing: { driver: 240 } });
    await screen.findByText('Driver 03');
    expect(headers()[1]).not.toBe('Status');
    expect(screen.getByRole('separator', { name: 'Resize Driver' }).closest('th')!.style.width).not.toBe('240px');
  });
});
