import { emailText } from '../../testing/dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { resetDisplaySwitchCache } from '../../lib/displaySwitches';
import type { Role } from '../../lib/role';
import { findToast, renderScreen } from '../../testing/renderScreen';
import DriversPage from './DriversPage';
import type { Stage } from './model';

const DRIVERS = '*/api/admin/drivers';
const VERIFY = '*/api/admin/drivers/verify/:id';

const FLAGS: Record<Stage, { isVerified: boolean; kycSubmitted: boolean; kycVerified: boolean }> = {
  emailUnverified: { isVerified: false, kycSubmitted: false, kycVerified: false },
  emailVerified: { isVerified: true, kycSubmitted: false, kycVerified: false },
  kycSubmitted: { isVerified: true, kycSubmitted: true, kycVerified: false },
  kycApproved: { isVerified: true, kycSubmitted: true, kycVerified: true },
};

/** A wire driver in a stage; `over` replaces fields (any JSON, to model malformed records). */
function driver(i: number, stage: Stage, over: Record<string, unknown> = {}) {
  return {
    _id: `d${i}`,
    firstname: 'Driver',
    lastname: String(i).padStart(2, '0'),
    email: `driver${i}@example.ng`,
    phone: `+23480200000${String(i).padStart(2, '0')}`,
    createdAt: '2026-05-11T08:00:00.000Z',
    ...FLAGS[stage],
    vehicle: {
      licensePlate: `LND-${100 + i}-KJ`,
      model: 'Toyota Corolla',
      year: 2016,
      type: 'Car',
      driverLicense: stage === 'kycSubmitted' || stage === 'kycApproved' ? `https://cdn.example.ng/licence-${i}.jpg` : null,
      hackneyPermit: stage === 'kycSubmitted' || stage === 'kycApproved' ? `https://cdn.example.ng/permit-${i}.jpg` : null,
    },
    tripsCount: 42,
    rating: 4.5,
    walletBalance: 15400.5,
    ...over,
  };
}

function serveDrivers(list: unknown[]) {
  server.use(http.get(DRIVERS, () => HttpResponse.json({ message: 'ok', data: { data: { drivers: list } } })));
}

/** 12 email-unverified, 2 email-verified, 3 KYC-submitted, 1 approved. */
const mixed = [
  ...Array.from({ length: 12 }, (_, i) => driver(i + 1, 'emailUnverified')),
  driver(21, 'emailVerified'),
  driver(22, 'emailVerified'),
  driver(31, 'kycSubmitted'),
  driver(32, 'kycSubmitted', { vehicle: { licensePlate: 'KJA-1', driverLicense: 'javascript:alert(1)', hackneyPermit: 'http://cdn.example.ng/permit-32.jpg' } }),
  driver(33, 'kycSubmitted'),
  driver(41, 'kycApproved'),
];

function open(role: Role = 'admin', query = '') {
  const path = role === 'admin' ? '/dashboard/drivers' : '/dashboard/lagos/drivers';
  return renderScreen(<DriversPage role={role} />, { path, url: path + query, role });
}

const table = () => screen.getByRole('table');
const headers = () => within(table()).getAllByRole('columnheader').map((h) => h.textContent);
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const card = (label: string) => screen.getByRole('group', { name: label });
const tab = (name: string) => screen.getByRole('tab', { name });

/** Counts PUT /verify requests that reach the network layer. */
function countVerifyCalls() {
  const calls: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method === 'PUT' && request.url.includes('/drivers/verify/')) calls.push(request.url);
  };
  server.events.on('request:start', listener);
  return { calls, stop: () => server.events.removeListener('request:start', listener) };
}

describe('DriversPage', () => {
  beforeEach(() => resetDisplaySwitchCache());
  afterEach(() => server.events.removeAllListeners());

  it('loads drivers: toasts, five cards, stage tabs and the Email Unverified table', async () => {
    serveDrivers(mixed);
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Drivers' })).toBeInTheDocument();
    expect(await findToast('Fetching drivers data...')).toBeInTheDocument();
    await findToast('Drivers data loaded');
    await screen.findByText('Driver 01');
    expect(card('Total Drivers')).toHaveTextContent('18');
    expect(card('Email Unverified')).toHaveTextContent('12');
    expect(card('Email Verified')).toHaveTextContent('2');
    expect(card('KYC Submitted')).toHaveTextContent('3');
    expect(card('KYC Approved')).toHaveTextContent('1');
    expect(screen.getAllByRole('tab').map((t) => t.firstChild?.textContent)).toEqual(['Email Unverified', 'Email Verified', 'KYC Submitted', 'KYC Approved']);
    expect(tab('Email Unverified')).toHaveAttribute('aria-selected', 'true');
    expect(headers()).toEqual(['Name', 'Email', 'Phone', 'Registration Date', 'Status']);
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 results')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search drivers...')).toBeInTheDocument();
  });

  it('shows each stage with its own columns, and keeps the tab in the URL', async () => {
    serveDrivers(mixed);
    const { user, router } = open();
    await screen.findByText('Driver 01');

    await user.click(tab('Email Verified'));
    expect(router.state.location.search).toContain('tab=emailVerified');
    expect(headers()).toEqual(['Name', 'Email', 'Phone', 'Vehicle Number', 'Vehicle Type', 'Year', 'Registration Date', 'KYC Status']);
    expect(within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent)).toEqual(
      expect.arrayContaining(['LND-121-KJ', 'Car', '2016', 'Not Submitted']),
    );

    await user.click(tab('KYC Submitted'));
    // The spec's columns after the bulk review's checkbox column (docs/product.md, "Bulk KYC review").
    expect(headers()).toEqual(['', 'Vehicle Number', 'Vehicle Type', 'Name', 'Email', 'Phone', 'Status', 'Actions']);
    expect(within(table()).getAllByRole('columnheader')[0]).toContainElement(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(within(bodyRows()[0]!).getByText('On Review')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Review / })).toHaveLength(3);

    await user.click(tab('KYC Approved'));
    expect(headers()).toEqual(['Vehicle', 'Name', 'Email', 'Phone', 'Trips', 'Rating', 'Wallet Balance']);
    const cells = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(cells[0]).toBe('LND-141-KJToyota Corolla');
    expect(cells[4]).toBe('42');
    expect(cells[5]).toBe('4.5');
    expect(cells[6]).toMatch(/₦\s?15,400\.50/); // naira, no division
    expect(router.state.location.search).toContain('tab=kycApproved');
  });

  it('opens on the tab, search and page the URL names', async () => {
    serveDrivers(mixed);
    open('admin', '?tab=kycSubmitted&q=driver33');
    await screen.findByText('Driver 33');
    expect(tab('KYC Submitted')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByPlaceholderText('Search drivers...')).toHaveValue('driver33');
    expect(bodyRows()).toHaveLength(1);
  });

  it('pages with Previous and Next', async () => {
    serveDrivers(mixed);
    const { user, router } = open();
    await screen.findByText('Driver 01');
    expect(screen.queryByRole('button', { name: 'First' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Showing 2 of 12 results')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Showing 10 of 12 results')).toBeInTheDocument();
  });

  it('names the stage in the empty text', async () => {
    serveDrivers([driver(1, 'emailUnverified')]);
    const { user } = open();
    await screen.findByText('Driver 01');
    await user.click(tab('KYC Submitted'));
    expect(screen.getByText('No KYC Submitted drivers found')).toBeInTheDocument();
    await user.click(tab('KYC Approved'));
    expect(screen.getByText('No KYC Approved drivers found')).toBeInTheDocument();
  });

  it('sorts by a header and writes the sort to the URL', async () => {
    serveDrivers(mixed);
    const { user, router } = open();
    await screen.findByText('Driver 01');
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await user.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(within(bodyRows()[0]!).getAllByRole('cell')[0]).toHaveTextContent('Driver 12'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=name.desc'));
  });

  it('opens "Driver Details" from Email Unverified, Email Verified and KYC Approved rows', async () => {
    serveDrivers(mixed);
    const { user } = open();
    await user.click(await screen.findByText('Driver 01'));
    let dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    expect(within(dialog).getByText(emailText('driver1@example.ng'))).toBeInTheDocument();
    // No KYC yet: no document links, no decision buttons.
    expect(within(dialog).queryByText('Driver licence')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(tab('KYC Approved'));
    await user.click(screen.getByText('Driver 41'));
    dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    const d = within(dialog);
    // Like every details dialog it opens at its title, so Close comes next, not after the documents.
    await waitFor(() => expect(d.getByRole('heading', { name: 'Driver Details' })).toHaveFocus());
    expect(d.getByText('Trips').nextElementSibling).toHaveTextContent('42');
    expect(d.getByText('Rating').nextElementSibling).toHaveTextContent('4.5');
    expect(d.getByText('Licence plate').nextElementSibling).toHaveTextContent('LND-141-KJ');
    expect(d.getByText('Vehicle model').nextElementSibling).toHaveTextContent('Toyota Corolla');
    expect(d.getByText('Vehicle year').nextElementSibling).toHaveTextContent('2016');
    expect(d.getByText('Wallet balance').nextElementSibling).toHaveTextContent(/₦\s?15,400\.50/);
    const licence = d.getByRole('link', { name: /View driver licence/ });
    expect(licence).toHaveAttribute('href', 'https://cdn.example.ng/licence-41.jpg');
    expect(licence).toHaveAttribute('target', '_blank');
    expect(licence).toHaveAttribute('rel', 'noopener noreferrer');
    expect(d.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('KYC Submitted rows do not open on click; Enter on the row or Review opens the dialog in review mode', async () => {
    serveDrivers(mixed);
    const { user } = open('admin', '?tab=kycSubmitted');
    await screen.findByText('Driver 31');
    const row = bodyRows()[0]!;
    expect(row).not.toHaveAttribute('data-clickable');
    await user.click(within(row).getByText('Driver 31'));
    expect(screen.queryByRole('dialog')).toBeNull();

    // The keyboard grid (docs/product.md §17): Enter on the focused row opens its review, as Review does.
    expect(row).toHaveFocus();
    await user.keyboard('{Enter}');
    const viaKey = await screen.findByRole('dialog', { name: 'Driver Details' });
    expect(within(viaKey).getByRole('button', { name: 'Approve' })).toBeEnabled();
    // Deciding, it opens at its top, not in the reason field below the documents.
    await waitFor(() => expect(viaKey.contains(document.activeElement)).toBe(true));
    expect(within(viaKey).getByLabelText(/^Reason/)).not.toHaveFocus();
    expect(within(viaKey).getByText('Driver 31')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(screen.getByRole('button', { name: 'Review Driver 32' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    const d = within(dialog);
    // javascript: and plain http: documents are neither linked nor previewed (docs/security.md): "N/A".
    expect(d.getByText('Driver licence').nextElementSibling).toHaveTextContent('N/A');
    expect(d.getByText('Hackney permit').nextElementSibling).toHaveTextContent('N/A');
    expect(dialog.querySelector('a')).toBeNull();
    expect(dialog.querySelector('img[src^="http:"]')).toBeNull();
    expect(d.getAllByText('No image provided')).toHaveLength(2);
    expect(d.getByRole('button', { name: 'Approve' })).toBeEnabled();
    expect(d.getByRole('button', { name: 'Reject' })).toBeEnabled();
  });

  it('Approve sends exactly one PUT even on a double click, then the driver moves to KYC Approved', async () => {
    const counter = countVerifyCalls();
    const { user } = open('admin', '?tab=kycSubmitted');
    await findToast('Drivers data loaded');
    await screen.findAllByRole('button', { name: /^Review / });
    const before = Number(screen.getByRole('group', { name: 'KYC Approved' }).textContent?.replace(/\D/g, ''));
    const first = bodyRows()[0]!;
    // The first row's driver, by name (the submissions tab's fourth cell, after the box, plate and vehicle).
    const name = within(first).getAllByRole('cell')[3]!.textContent!;
    await user.click(within(first).getByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.dblClick(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await findToast('Driver approved successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(counter.calls).toHaveLength(1);
    counter.stop();
    // The list reloads: the driver left KYC Submitted and shows under KYC Approved.
    await waitFor(() => expect(card('KYC Approved')).toHaveTextContent(String(before + 1)));
    expect(screen.queryByText(name)).toBeNull();
    await user.click(tab('KYC Approved'));
    await user.type(screen.getByPlaceholderText('Search drivers...'), name);
    // Found and checked in one look (see the Reject journey below).
    await waitFor(() => expect(screen.getByText(emailText(name))).toBeInTheDocument());
  });

  it('Reject sends status false and the driver goes back to Email Verified', async () => {
    let body: unknown = null;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') void request.clone().json().then((b: unknown) => (body = b));
    });
    const { user } = open('admin', '?tab=kycSubmitted');
    await screen.findAllByRole('button', { name: /^Review / });
    const first = bodyRows()[0]!;
    // The first row's driver, by name (the submissions tab's fourth cell, after the box, plate and vehicle).
    const name = within(first).getAllByRole('cell')[3]!.textContent!;
    await user.click(within(first).getByRole('button', { name: /^Review / }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findToast('Driver rejected successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body).toEqual({ status: false });
    await waitFor(() => expect(screen.queryByText(name)).toBeNull());
    await user.click(tab('Email Verified'));
    await user.type(screen.getByPlaceholderText('Search drivers...'), name);
    // Found and checked in one look: the search's write to the URL once typing pauses renders the screen
    // again, and an element found just before it may be gone by the next line (emailText: the innermost
    // element that reads the whole text).
    await waitFor(() => expect(screen.getByText(emailText(name))).toBeInTheDocument());
  });

  it('shows a spinner and disables both buttons while the decision is pending', async () => {
    serveDrivers(mixed);
    server.use(
      http.put(VERIFY, async () => {
        await delay(300);
        return HttpResponse.json({ message: 'Driver approved' });
      }),
    );
    const { user } = open('admin', '?tab=kycSubmitted');
    await screen.findByText('Driver 31');
    await user.click(screen.getByRole('button', { name: 'Review Driver 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    const reject = within(dialog).getByRole('button', { name: 'Reject' });
    expect(approve).toBeDisabled();
    expect(reject).toBeDisabled();
    expect(approve).toHaveAttribute('aria-busy', 'true');
    expect(reject).toHaveAttribute('aria-busy', 'true');
    expect(await findToast('Driver approved successfully')).toBeInTheDocument();
  });

  it('a failed verification shows the server message and keeps the dialog open for another try', async () => {
    serveDrivers(mixed);
    server.use(http.put(VERIFY, () => HttpResponse.json({ message: 'KYC service unavailable' }, { status: 500 })));
    const { user } = open('admin', '?tab=kycSubmitted');
    await screen.findByText('Driver 31');
    await user.click(screen.getByRole('button', { name: 'Review Driver 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect(await findToast('KYC service unavailable')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Driver Details' })).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Reject' })).toBeEnabled());
    expect(within(dialog).getByRole('button', { name: 'Approve' })).toBeEnabled();
  });

  it('a failed verification without a server message shows "Error processing verification"', async () => {
    serveDrivers(mixed);
    server.use(http.put(VERIFY, () => new HttpResponse('oops', { status: 502 })));
    const { user } = open('admin', '?tab=kycSubmitted');
    await screen.findByText('Driver 31');
    await user.click(screen.getByRole('button', { name: 'Review Driver 31' }));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await findToast('Error processing verification')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Driver Details' })).toBeInTheDocument();
  });

  it('masks email, phone and wallet balance with the switches and remembers them', async () => {
    serveDrivers(mixed);
    const { user, unmount } = open('admin', '?tab=kycApproved');
    await screen.findByText('Driver 41');
    await user.click(screen.getByRole('switch', { name: 'Phone' }));
    await user.click(screen.getByRole('switch', { name: 'Wallet balance' }));
    const cells = within(bodyRows()[0]!).getAllByRole('cell');
    expect(cells[2]).toHaveTextContent('driver41@example.ng');
    expect(cells[3]).toHaveTextContent('••••••');
    expect(cells[6]).toHaveTextContent('••••••');
    await user.click(cells[1]!);
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    expect(within(dialog).queryByText('+2348020000041')).toBeNull();
    expect(within(dialog).queryByText(/15,400\.50/)).toBeNull();
    unmount();
    resetDisplaySwitchCache();
    open('admin', '?tab=kycApproved');
    await screen.findByText('Driver 41');
    expect(screen.getByRole('switch', { name: 'Phone' })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('switch', { name: 'Wallet balance' })).toHaveAttribute('aria-checked', 'false');
  });

  it('lagos: no Review, no wallet balance, no Approve/Reject', async () => {
    serveDrivers(mixed);
    const { user } = open('lagos', '?tab=kycSubmitted');
    await screen.findByText('Driver 31');
    expect(headers()).toEqual(['Vehicle Number', 'Vehicle Type', 'Name', 'Email', 'Phone', 'Status']);
    expect(screen.queryByRole('button', { name: /Review/ })).toBeNull();
    // No review and no selection: the rows take no focus, and Enter opens nothing.
    expect(bodyRows()[0]).not.toHaveAttribute('tabindex');
    expect(screen.queryByRole('switch', { name: 'Wallet balance' })).toBeNull();
    await user.click(tab('KYC Approved'));
    expect(headers()).toEqual(['Vehicle', 'Name', 'Email', 'Phone', 'Trips', 'Rating']);
    await user.click(screen.getByText('Driver 41'));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    expect(within(dialog).queryByText('Wallet balance')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: /View hackney permit/ })).toBeInTheDocument();
  });

  it('renders malformed records with placeholders and hostile text as text', async () => {
    const hostile = '<img src=x onerror=alert(1)>';
    serveDrivers([
      driver(1, 'emailVerified', { vehicle: null, firstname: hostile, lastname: null }),
      driver(2, 'emailVerified', { vehicle: 'a car', email: 42, createdAt: 'yesterday' }),
      { _id: 'd3', isVerified: 'true' },
      7,
    ]);
    const { user, container } = open('admin', '?tab=emailVerified');
    await screen.findByText(hostile);
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(card('Total Drivers')).toHaveTextContent('3');
    // d3's isVerified is not a boolean: it counts as unverified.
    expect(card('Email Unverified')).toHaveTextContent('1');
    const first = within(bodyRows()[0]!).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(3, 6)).toEqual(['—', '—', '—']);
    const second = within(bodyRows()[1]!).getAllByRole('cell').map((c) => c.textContent);
    expect(second[1]).toBe('—');
    expect(second[6]).toBe('—');
    await user.click(screen.getByText(hostile));
    const dialog = await screen.findByRole('dialog', { name: 'Driver Details' });
    expect(within(dialog).getByText('Licence plate').nextElementSibling).toHaveTextContent('—');
  });

  it('a 401 signs out', async () => {
    server.use(http.get(DRIVERS, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
    open();
    expect(await screen.findByRole('heading', { name: 'Sign-in screen' }, { timeout: 5000 })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a 500 shows the server message', async () => {
    server.use(http.get(DRIVERS, () => HttpResponse.json({ message: 'Drivers database is down' }, { status: 500 })));
    open();
    expect(await findToast('Drivers database is down')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Drivers could not be loaded' })).toBeInTheDocument();
    expect(card('Total Drivers')).toHaveTextContent('—');
  });

  it('no answer shows the network toast and the error panel', async () => {
    server.use(http.get(DRIVERS, () => HttpResponse.error()));
    open();
    expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Drivers could not be loaded' })).toBeInTheDocument();
  });

  it('a body that is not JSON shows the fallback error', async () => {
    server.use(http.get(DRIVERS, () => new HttpResponse('not json', { status: 200 })));
    open();
    expect(await findToast('Error fetching drivers data')).toBeInTheDocument();
  });
});
