import { emailText } from '../../testing/dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { listMode } from '../../lib/api/paging';
import { resetDisplaySwitchCache } from '../../lib/displaySwitches';
import type { Role } from '../../lib/role';
import { findToast, renderScreen } from '../../testing/renderScreen';
import RidersPage from './RidersPage';

const USERS = '*/api/admin/users';

/** A wire rider; `over` replaces fields (any JSON, to model malformed records). */
function rider(i: number, over: Record<string, unknown> = {}) {
  return {
    _id: `u${i}`,
    fullname: `Rider ${String(i).padStart(2, '0')}`,
    email: `rider${i}@example.ng`,
    phone: `+23480300000${String(i).padStart(2, '0')}`,
    isVerified: i % 2 === 0,
    isCompleted: i % 3 === 0,
    isSetPassCode: i % 2 === 1,
    walletBalance: 1250000 + i,
    bonusBalance: 50000,
    createdAt: `2026-03-${String((i % 27) + 1).padStart(2, '0')}T09:15:00.000Z`,
    updatedAt: '2026-10-01T12:00:00.000Z',
    isDeleted: false,
    profileImage: `https://cdn.example.ng/u${i}.jpg`,
    ...over,
  };
}

function serveRiders(list: unknown[]) {
  server.use(http.get(USERS, () => HttpResponse.json({ message: 'ok', data: { data: list } })));
}

const twelve = Array.from({ length: 12 }, (_, i) => rider(i + 1));

function open(role: Role = 'admin', url?: string) {
  const path = role === 'admin' ? '/dashboard/riders' : '/dashboard/lagos/riders';
  return renderScreen(<RidersPage role={role} />, { path, url: url ?? path, role });
}

const table = () => screen.getByRole('table', { name: 'Riders' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const card = (label: string) => screen.getByRole('group', { name: label });

describe('RidersPage', () => {
  beforeEach(() => resetDisplaySwitchCache());

  it('loads riders: toasts, cards, columns and the first page', async () => {
    serveRiders(twelve);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Riders' })).toBeInTheDocument();
    await findToast('Riders data loaded');
    await screen.findByText('Rider 01');
    expect(card('Total Riders')).toHaveTextContent('12');
    expect(card('Verified Riders')).toHaveTextContent('6');
    expect(card('Unverified Riders')).toHaveTextContent('6');
    expect(card('Completed Profiles')).toHaveTextContent('4');
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['S/N', 'Name', 'Email', 'Phone', 'Verified', 'Profile Complete', 'Balance', 'Joined Date']);
    expect(bodyRows()).toHaveLength(10);
    const first = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first[0]).toBe('1');
    expect(first[2]).toBe('rider1@example.ng');
    expect(first[4]).toBe('Unverified');
    expect(first[6]).toMatch(/₦\s?12,500\.01/); // kobo ÷ 100
    expect(screen.getByPlaceholderText('Search riders...')).toBeInTheDocument();
    expect(screen.getByText('Showing 1 of 2 pages')).toBeInTheDocument();
  });

  it('shows the loading toast first', async () => {
    serveRiders(twelve);
    open();
    expect(await findToast('Fetching riders data...')).toBeInTheDocument();
  });

  it('paginates with First, Previous, Next and Last, keeping the page in the URL', async () => {
    serveRiders(twelve);
    const { user, router } = open();
    await screen.findByText('Rider 01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 2 of 2 pages')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(2);
    expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('11');
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    expect(screen.getByRole('button', { name: 'Last' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'First' }));
    expect(screen.getByText('Showing 1 of 2 pages')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Last' }));
    expect(screen.getByText('Showing 2 of 2 pages')).toBeInTheDocument();
  });

  it('reads search, sort and page from the URL', async () => {
    serveRiders(twelve);
    open('admin', '/dashboard/riders?q=rider%2012&sort=name.desc');
    await screen.findByText('Rider 12');
    expect(screen.getByPlaceholderText('Search riders...')).toHaveValue('rider 12');
    expect(bodyRows()).toHaveLength(1);
  });

  it('searches and sorts, writing both to the URL', async () => {
    serveRiders(twelve);
    const { user, router } = open();
    await screen.findByText('Rider 01');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[1]).toHaveTextContent('Rider 12'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name.desc'));
    await user.type(screen.getByPlaceholderText('Search riders...'), 'zzz-nobody');
    expect(await screen.findByText('No riders found')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('q=zzz-nobody'));
  });

  it('opens "Rider Details" on click with every field', async () => {
    serveRiders([rider(2, { isSetPassCode: true, isCompleted: false }), rider(3, { isDeleted: true })]);
    const { user } = open();
    await user.click(await screen.findByText('Rider 02'));
    const dialog = await screen.findByRole('dialog', { name: 'Rider Details' });
    const d = within(dialog);
    expect(d.getByRole('img', { name: 'Profile photo of Rider 02' })).toHaveAttribute('src', 'https://cdn.example.ng/u2.jpg');
    expect(d.getByText(emailText('rider2@example.ng'))).toBeInTheDocument();
    expect(d.getByText('+2348030000002')).toBeInTheDocument();
    expect(d.getByText('Verified')).toBeInTheDocument();
    expect(d.getByText('Incomplete')).toBeInTheDocument();
    expect(d.getByText('Passcode set').nextElementSibling).toHaveTextContent('Yes');
    expect(d.getByText('Wallet balance').nextElementSibling).toHaveTextContent(/12,500\.02/);
    expect(d.getByText('Bonus balance').nextElementSibling).toHaveTextContent(/500\.00/);
    expect(d.getByText('Join date').nextElementSibling).toHaveTextContent(/2026/);
    expect(d.getByText('Last updated').nextElementSibling).toHaveTextContent(/2026/);
    expect(d.getByText('Account status').nextElementSibling).toHaveTextContent('Active');
    await user.click(d.getByRole('button', { name: /close/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens details with Enter and falls back to initials when the photo fails', async () => {
    serveRiders([rider(3, { isDeleted: true, fullname: 'Chioma Eze' })]);
    const { user } = open();
    await screen.findByText('Chioma Eze');
    bodyRows()[0]!.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Rider Details' });
    const img = within(dialog).getByRole('img', { name: 'Profile photo of Chioma Eze' });
    fireEvent.error(img);
    expect(within(dialog).getByRole('img', { name: 'Chioma Eze (no photo)' })).toHaveTextContent('CE');
    expect(within(dialog).getByText('Account status').nextElementSibling).toHaveTextContent('Deleted');
  });

  it('renders malformed records with placeholders and hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    serveRiders([
      rider(1, { fullname: 12345, email: null, walletBalance: 'lots', createdAt: 'not a date', isVerified: 'yes' }),
      rider(2, { fullname: hostile, profileImage: 'javascript:alert(1)' }),
      { _id: 'u3' },
      'not a record',
    ]);
    const { user, container } = open();
    await screen.findByText(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(card('Total Riders')).toHaveTextContent('3');
    expect(bodyRows()).toHaveLength(3);
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[1]).toBe('—');
    expect(cells[2]).toBe('—');
    expect(cells[4]).toBe('—');
    expect(cells[6]).toBe('—');
    expect(cells[7]).toBe('—');
    await user.click(screen.getByText(hostile));
    const dialog = await screen.findByRole('dialog', { name: 'Rider Details' });
    // A javascript: image is never loaded: initials instead.
    expect(within(dialog).queryByRole('img', { name: /Profile photo/ })).toBeNull();
    expect(dialog.querySelector('img')).toBeNull();
  });

  it('masks email, phone and balance with the display switches and remembers them', async () => {
    serveRiders(twelve);
    const { user, unmount } = open();
    await screen.findByText('Rider 01');
    await user.click(screen.getByRole('switch', { name: 'Email' }));
    await user.click(screen.getByRole('switch', { name: 'Wallet balance' }));
    expect(screen.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(emailText('rider1@example.ng'))).toBeNull();
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('••••••');
    expect(cells[3]).toHaveTextContent('+2348030000001');
    expect(cells[6]).toHaveTextContent('••••••');
    await user.click(cells[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Rider Details' });
    expect(within(dialog).queryByText(emailText('rider1@example.ng'))).toBeNull();
    unmount();
    // Remembered per browser: a fresh screen (memory cache dropped) reads them back from storage.
    resetDisplaySwitchCache();
    open();
    await screen.findByText('Rider 01');
    expect(screen.getByRole('switch', { name: 'Email' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.queryByText(emailText('rider1@example.ng'))).toBeNull();
  });

  it('lagos: no balance column, switch or detail', async () => {
    serveRiders(twelve);
    const { user } = open('lagos');
    await screen.findByText('Rider 01');
    expect(within(table()).queryByRole('columnheader', { name: 'Balance' })).toBeNull();
    expect(screen.queryByRole('switch', { name: 'Wallet balance' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Email' })).toBeInTheDocument();
    await user.click(screen.getByText('Rider 01'));
    const dialog = await screen.findByRole('dialog', { name: 'Rider Details' });
    expect(within(dialog).queryByText('Wallet balance')).toBeNull();
    expect(within(dialog).getByText('Bonus balance')).toBeInTheDocument();
  });

  it('lagos against the mock backend loads the seeded riders', async () => {
    open('lagos');
    await findToast('Riders data loaded');
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
  });

  it('shows "No riders found" for an empty list', async () => {
    serveRiders([]);
    open();
    expect(await screen.findByText('No riders found')).toBeInTheDocument();
    expect(card('Total Riders')).toHaveTextContent('0');
  });

  it('a 401 signs out', async () => {
    server.use(http.get(USERS, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
    open();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('admin')).toBeNull();
  });

  it('a 500 shows the server message', async () => {
    server.use(http.get(USERS, () => HttpResponse.json({ message: 'Riders database is down' }, { status: 500 })));
    open();
    expect(await findToast('Riders database is down')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Riders could not be loaded' })).toBeInTheDocument();
    expect(card('Total Riders')).toHaveTextContent('—');
  });

  it('no answer shows the network toast and the error panel', async () => {
    server.use(http.get(USERS, () => HttpResponse.error()));
    open();
    expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Riders could not be loaded' })).toBeInTheDocument();
    expect(screen.getAllByText('Error fetching riders data').length).toBeGreaterThan(0);
  });

  it('a body that is not JSON shows the fallback error', async () => {
    server.use(http.get(USERS, () => new HttpResponse('<html>gateway</html>', { status: 200 })));
    open();
    expect(await findToast('Error fetching riders data')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Riders could not be loaded' })).toBeInTheDocument();
  });

  it('a paged answer with an unreadable paging is an error, not one page taken for the whole list (auto mode)', async () => {
    const page = Array.from({ length: 10 }, (_, i) => rider(i + 1));
    const figures = { total: 4800, verified: 4000, unverified: 800, completed: 3000 };
    let paging: unknown = { page: 1, limit: 10, total: 2 ** 53 };
    server.use(http.get(USERS, () => HttpResponse.json({ message: 'ok', data: { data: page, paging, figures } })));
    open();
    expect(await screen.findByRole('heading', { name: 'Riders could not be loaded' })).toBeInTheDocument();
    expect(listMode('riders')).toBeNull();
    expect(card('Total Riders')).not.toHaveTextContent('10');
    // Read as a whole list, the ten would have been "Total Riders 10" and the rest of the session's searches.
    paging = { page: 1, limit: 10, total: 4800 };
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByText('Rider 01');
    expect(listMode('riders')).toBe('server');
    expect(card('Total Riders')).toHaveTextContent('4,800');
  });
});
