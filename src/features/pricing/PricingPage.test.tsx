import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import Swal from 'sweetalert2';
import { server } from '../../../mocks/node';
import { clearToasts, passTime } from '../../testing/dom';
import { findToast, renderScreen } from '../../testing/renderScreen';
import PricingPage from './PricingPage';

const PRICING = '*/api/admin/pricing';
const TYPES = '*/api/admin/vehicletypes';

function open(url = '/dashboard/pricing') {
  return renderScreen(<PricingPage />, { path: '/dashboard/pricing', url, role: 'admin' });
}

const table = () => screen.getByRole('table', { name: 'Pricing' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;
const naira = (n: string) => new RegExp(`₦\\s?${n.replace(/\./g, '\\.')}`);

/** Records every request body sent to `method` + a path ending. */
function captureBodies(method: string, ending: RegExp) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && ending.test(new URL(request.url).pathname)) {
      void request
        .clone()
        .text()
        .then((t) => bodies.push(t ? JSON.parse(t) : null));
    }
  });
  return bodies;
}

/** A wire pricing; `over` replaces fields (any JSON, to model malformed records). */
function pricing(i: number, over: Record<string, unknown> = {}) {
  return {
    _id: `p${i}`,
    vehicleType: { _id: `vt${i}`, name: `Type ${String(i).padStart(2, '0')}` },
    pricePerKm: 100 + i,
    keroCommission: 10,
    lagosCommission: 30,
    ...over,
  };
}

function servePricing(list: unknown[]) {
  server.use(http.get(PRICING, () => HttpResponse.json({ message: 'ok', data: { data: list } })));
}

async function openLoaded() {
  const utils = open();
  await screen.findByText('Car');
  await findToast('Vehicle Type loaded');
  await clearToasts();
  return utils;
}

async function openAddDialog() {
  const utils = await openLoaded();
  await utils.user.click(screen.getByRole('button', { name: 'Add New Pricing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Pricing' });
  return { ...utils, dialog, d: within(dialog) };
}

async function openEditCar() {
  const utils = await openLoaded();
  await utils.user.click(screen.getByRole('button', { name: 'Edit Car pricing' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Pricing' });
  return { ...utils, dialog, d: within(dialog) };
}

/** The sweetalert2 popup with this title. */
async function findAlert(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 4000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

describe('PricingPage', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    Swal.close();
    document.querySelectorAll('.swal2-container').forEach((el) => el.remove());
  });

  it('loads pricing and vehicle types from the mock backend: toasts, columns, naira amounts', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Pricing Management' })).toBeInTheDocument();
    await findToast('Pricing data loaded');
    await findToast('Vehicle Type loaded');
    await screen.findByText('Car');
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['S/N', 'Vehicle Type', 'Price per Km', 'Kero Commission', 'Lagos Commission', 'Actions']);
    const car = cellsOf(rowOf('Car'));
    expect(car[2]).toMatch(naira('250.00'));
    expect(car[3]).toMatch(naira('15.00'));
    expect(car[4]).toMatch(naira('30.00'));
    expect(bodyRows()).toHaveLength(4);
    expect(screen.getByPlaceholderText('Search pricing...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Car pricing' })).toHaveTextContent('Edit');
    expect(screen.getByRole('button', { name: 'Delete Car pricing' })).toHaveTextContent('Delete');
    expect(document.title).toBe('Pricing Management · Kero');
  });

  it('shows when the list was updated, and Refresh fetches it again with its toast', async () => {
    let calls = 0;
    server.use(http.get(PRICING, () => (calls++, HttpResponse.json({ message: 'ok', data: { data: [pricing(1)] } }))));
    const { user } = open();
    await findToast('Pricing data loaded');
    expect(await screen.findByText(/^Updated/)).toHaveTextContent('Updated just now');
    await clearToasts();
    const before = calls;
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(before + 1));
    expect(await findToast('Pricing data loaded')).toBeInTheDocument();
  });

  it('pages 10 rows with Previous/Next and searches, keeping both in the URL', async () => {
    servePricing(Array.from({ length: 12 }, (_, i) => pricing(i + 1)));
    const { user, router } = open();
    await screen.findByText('Type 01');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 results')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(2);
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.type(screen.getByPlaceholderText('Search pricing...'), 'type 07');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await waitFor(() => expect(router.state.location.search).toContain('q=type+07'));
    await user.clear(screen.getByPlaceholderText('Search pricing...'));
    await user.type(screen.getByPlaceholderText('Search pricing...'), 'zzz');
    expect(await screen.findByText('No pricing data found')).toBeInTheDocument();
  });

  it('sorts by a header click', async () => {
    servePricing([pricing(1, { pricePerKm: 300 }), pricing(2, { pricePerKm: 100 }), pricing(3, { pricePerKm: 200 })]);
    const { user } = open();
    await screen.findByText('Type 01');
    await user.click(screen.getByRole('button', { name: 'Price per Km' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toBe('Type 02'));
    await user.click(screen.getByRole('button', { name: 'Price per Km' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toBe('Type 01'));
  });

  it('shows "No pricing data found" for an empty list', async () => {
    servePricing([]);
    open();
    expect(await screen.findByText('No pricing data found')).toBeInTheDocument();
  });

  describe('add', () => {
    it('offers only vehicle types without pricing and shows the fixed Lagos commission', async () => {
      const { d } = await openAddDialog();
      const select = d.getByRole('combobox', { name: 'Vehicle Type' });
      expect(select).toBeEnabled();
      expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select vehicle type', 'Bus']);
      const lagos = d.getByLabelText('Lagos Commission');
      expect(lagos).toBeDisabled();
      expect(lagos).toHaveValue(30);
      expect(d.getByText('Lagos Commission is fixed at ₦30')).toBeInTheDocument();
      for (const name of ['Price per Km', 'Kero Commission']) {
        const input = d.getByLabelText(name);
        expect(input).toHaveAttribute('type', 'number');
        expect(input).toHaveAttribute('min', '0');
        expect(input).toHaveAttribute('step', '0.01');
        expect(input).toBeRequired();
      }
      expect(d.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    });

    it('validates by the fields and sends nothing when invalid', async () => {
      const posts = captureBodies('POST', /\/pricing$/);
      const { user, d } = await openAddDialog();
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(d.getByRole('combobox', { name: 'Vehicle Type' })).toHaveAccessibleDescription(/Select a vehicle type/);
      expect(d.getByLabelText('Price per Km')).toHaveAccessibleDescription('Price per km is required');
      expect(d.getByLabelText('Kero Commission')).toHaveAccessibleDescription('Kero Commission is required');
      expect(d.getByRole('combobox', { name: 'Vehicle Type' })).toHaveFocus();

      await user.selectOptions(d.getByRole('combobox', { name: 'Vehicle Type' }), 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '-5');
      await user.type(d.getByLabelText('Kero Commission'), '1.234');
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(d.getByLabelText('Price per Km')).toHaveAccessibleDescription('Price per km cannot be negative');
      expect(d.getByLabelText('Kero Commission')).toHaveAccessibleDescription('Kero Commission can have at most 2 decimal places');
      expect(d.getByRole('combobox', { name: 'Vehicle Type' })).not.toHaveAttribute('aria-invalid');
      await passTime(50);
      expect(posts).toHaveLength(0);
    });

    it('creates a pricing: the contract body as numbers, toast, dialog closes, list reloads', async () => {
      const posts = captureBodies('POST', /\/pricing$/);
      const { user, d } = await openAddDialog();
      const select = d.getByRole('combobox', { name: 'Vehicle Type' });
      const busId = within(select).getByRole('option', { name: 'Bus' }).getAttribute('value');
      await user.selectOptions(select, 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '500.5');
      await user.type(d.getByLabelText('Kero Commission'), '25');
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(await findToast('Pricing created successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(posts).toEqual([{ vehicleType: busId, pricePerKm: 500.5, keroCommission: 25, lagosCommission: 30 }]);
      const bus = await screen.findByText('Bus');
      expect(cellsOf(bus.closest('tr')!)[2]).toMatch(naira('500.50'));
      // Every type is priced now: the next add offers none.
      await user.click(screen.getByRole('button', { name: 'Add New Pricing' }));
      const again = within(await screen.findByRole('dialog', { name: 'Add New Pricing' }));
      expect(again.getByText('Every vehicle type already has pricing.')).toBeInTheDocument();
      expect(again.getByLabelText('Price per Km')).toHaveValue(null);
    });

    it('posts once however often save is pressed, with progress on the button', async () => {
      let posts = 0;
      // The answer waits until the test has pressed everything, however slow the machine.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => (answer = resolve));
      server.use(
        http.post(PRICING, async () => {
          posts++;
          await answered;
          return HttpResponse.json({ message: 'Pricing saved', data: {} });
        }),
      );
      const { user, d } = await openAddDialog();
      await user.selectOptions(d.getByRole('combobox', { name: 'Vehicle Type' }), 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '100');
      await user.type(d.getByLabelText('Kero Commission'), '10');
      await user.dblClick(d.getByRole('button', { name: 'Save Pricing' }));
      const busy = d.getByRole('button', { name: 'Saving...' });
      expect(busy).toHaveAttribute('aria-busy', 'true');
      await user.click(busy);
      await user.keyboard('{Enter}');
      expect(d.getByRole('button', { name: 'Cancel' })).toBeDisabled();
      answer();
      expect(await findToast('Pricing created successfully')).toBeInTheDocument();
      expect(posts).toBe(1);
    });

    it('a 400 shows the server message and keeps the dialog open', async () => {
      server.use(http.post(PRICING, () => HttpResponse.json({ message: 'Unknown vehicle type' }, { status: 400 })));
      const { user, d } = await openAddDialog();
      await user.selectOptions(d.getByRole('combobox', { name: 'Vehicle Type' }), 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '100');
      await user.type(d.getByLabelText('Kero Commission'), '10');
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(await findToast('Unknown vehicle type')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add New Pricing' })).toBeInTheDocument();
      expect(d.getByRole('button', { name: 'Save Pricing' })).toBeEnabled();
    });

    it('a 500 without a message shows "Error processing request"', async () => {
      server.use(http.post(PRICING, () => new HttpResponse(null, { status: 500 })));
      const { user, d } = await openAddDialog();
      await user.selectOptions(d.getByRole('combobox', { name: 'Vehicle Type' }), 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '100');
      await user.type(d.getByLabelText('Kero Commission'), '10');
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(await findToast('Error processing request')).toBeInTheDocument();
    });

    it('no answer shows the network toast and "Error processing request"', async () => {
      server.use(http.post(PRICING, () => HttpResponse.error()));
      const { user, d } = await openAddDialog();
      await user.selectOptions(d.getByRole('combobox', { name: 'Vehicle Type' }), 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '100');
      await user.type(d.getByLabelText('Kero Commission'), '10');
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
      expect(await findToast('Error processing request')).toBeInTheDocument();
    });

    it('a 401 while saving signs out', async () => {
      server.use(http.post(PRICING, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      const { user, d } = await openAddDialog();
      await user.selectOptions(d.getByRole('combobox', { name: 'Vehicle Type' }), 'Bus');
      await user.type(d.getByLabelText('Price per Km'), '100');
      await user.type(d.getByLabelText('Kero Commission'), '10');
      await user.click(d.getByRole('button', { name: 'Save Pricing' }));
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('admin')).toBeNull();
    });

    it('the form starts empty on every opening', async () => {
      const { user, d } = await openAddDialog();
      await user.type(d.getByLabelText('Price per Km'), '77');
      await user.click(d.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Add New Pricing' }));
      const again = within(await screen.findByRole('dialog', { name: 'Add New Pricing' }));
      expect(again.getByLabelText('Price per Km')).toHaveValue(null);
    });
  });

  describe('edit', () => {
    it('locks the vehicle type, prefills the amounts and updates', async () => {
      const posts = captureBodies('POST', /\/pricing$/);
      const { user, d } = await openEditCar();
      const select = d.getByRole('combobox', { name: 'Vehicle Type' });
      expect(select).toBeDisabled();
      expect(select).toHaveDisplayValue('Car');
      expect(d.getByLabelText('Price per Km')).toHaveValue(250);
      expect(d.getByLabelText('Kero Commission')).toHaveValue(15);
      expect(d.getByLabelText('Lagos Commission')).toBeDisabled();
      await user.clear(d.getByLabelText('Price per Km'));
      await user.type(d.getByLabelText('Price per Km'), '275.25');
      await user.click(d.getByRole('button', { name: 'Update Pricing' }));
      expect(await findToast('Pricing updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(posts).toEqual([{ vehicleType: (select as HTMLSelectElement).value, pricePerKm: 275.25, keroCommission: 15, lagosCommission: 30 }]);
      await waitFor(() => expect(cellsOf(rowOf('Car'))[2]).toMatch(naira('275.25')));
    });

    it('an emptied amount shows its message and sends nothing', async () => {
      const posts = captureBodies('POST', /\/pricing$/);
      const { user, d } = await openEditCar();
      await user.clear(d.getByLabelText('Kero Commission'));
      await user.click(d.getByRole('button', { name: 'Update Pricing' }));
      expect(d.getByLabelText('Kero Commission')).toHaveAccessibleDescription('Kero Commission is required');
      expect(d.getByLabelText('Kero Commission')).toHaveFocus();
      await passTime(50);
      expect(posts).toHaveLength(0);
    });
  });

  describe('delete', () => {
    it('asks first, then shows "Deleted!" with the server message and reloads', async () => {
      const { user } = await openLoaded();
      await user.click(screen.getByRole('button', { name: 'Delete Car pricing' }));
      const confirm = await findAlert('Are you sure?');
      expect(confirm).toHaveTextContent("You won't be able to revert this!");
      await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
      const done = await findAlert('Deleted!');
      expect(done).toHaveTextContent('Pricing deleted successfully');
      await user.click(within(done).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Deleted!' })).toBeNull());
      await waitFor(() => expect(screen.queryByText('Car')).toBeNull());
      expect(bodyRows()).toHaveLength(3);
    });

    it('cancelling sends nothing', async () => {
      let deletes = 0;
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'DELETE') deletes++;
      });
      const { user } = await openLoaded();
      await user.click(screen.getByRole('button', { name: 'Delete Car pricing' }));
      const confirm = await findAlert('Are you sure?');
      await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('heading', { name: 'Are you sure?' })).toBeNull());
      expect(deletes).toBe(0);
      expect(screen.getByText('Car')).toBeInTheDocument();
    });

    it('a failure shows "Error!" with the server message', async () => {
      server.use(http.delete(`${PRICING}/:id`, () => HttpResponse.json({ message: 'Pricing not found' }, { status: 404 })));
      const { user } = await openLoaded();
      await user.click(screen.getByRole('button', { name: 'Delete Car pricing' }));
      await user.click(within(await findAlert('Are you sure?')).getByRole('button', { name: 'Yes, delete it!' }));
      expect(await findAlert('Error!')).toHaveTextContent('Pricing not found');
    });

    it('a failure without a message shows "Failed to delete pricing"', async () => {
      server.use(http.delete(`${PRICING}/:id`, () => HttpResponse.error()));
      const { user } = await openLoaded();
      await user.click(screen.getByRole('button', { name: 'Delete Car pricing' }));
      await user.click(within(await findAlert('Are you sure?')).getByRole('button', { name: 'Yes, delete it!' }));
      expect(await findAlert('Error!')).toHaveTextContent('Failed to delete pricing');
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    });

    it('a 401 signs out without an error dialog', async () => {
      server.use(http.delete(`${PRICING}/:id`, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      const { user } = await openLoaded();
      await user.click(screen.getByRole('button', { name: 'Delete Car pricing' }));
      await user.click(within(await findAlert('Are you sure?')).getByRole('button', { name: 'Yes, delete it!' }));
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Error!' })).toBeNull();
    });
  });

  describe('load failures', () => {
    it('a 401 signs out', async () => {
      server.use(http.get(PRICING, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      open();
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('admin')).toBeNull();
    });

    it('a 500 shows the server message and the error panel', async () => {
      server.use(http.get(PRICING, () => HttpResponse.json({ message: 'Pricing service is down' }, { status: 500 })));
      open();
      expect(await findToast('Pricing service is down')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Pricing could not be loaded' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Add New Pricing' })).toBeDisabled();
    });

    it('no answer shows the network toast and "Error fetching pricing data"', async () => {
      server.use(http.get(PRICING, () => HttpResponse.error()));
      open();
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Pricing could not be loaded' })).toBeInTheDocument();
      expect(screen.getAllByText('Error fetching pricing data').length).toBeGreaterThan(0);
    });

    it('a body that is not JSON shows the fallback error', async () => {
      server.use(http.get(PRICING, () => new HttpResponse('<html>gateway</html>', { status: 200 })));
      open();
      expect(await findToast('Error fetching pricing data')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Pricing could not be loaded' })).toBeInTheDocument();
    });

    it('vehicle types failing show "Error fetching pricing data" and the add dialog says so', async () => {
      server.use(http.get(TYPES, () => HttpResponse.json({}, { status: 400 })));
      const { user } = open();
      expect(await findToast('Error fetching pricing data')).toBeInTheDocument();
      await screen.findByText('Car');
      await user.click(screen.getByRole('button', { name: 'Add New Pricing' }));
      const d = within(await screen.findByRole('dialog', { name: 'Add New Pricing' }));
      expect(await d.findByText('Vehicle types could not be loaded.')).toBeInTheDocument();
    });

    it('vehicle types that failed are asked for again when the add dialog opens', async () => {
      let calls = 0;
      server.use(
        http.get(TYPES, () => {
          calls++;
          return calls === 1
            ? HttpResponse.json({ message: 'Vehicle types unavailable' }, { status: 400 })
            : HttpResponse.json({ message: 'ok', data: { data: [{ _id: 'vt-bus', name: 'Bus' }, { _id: 'vt-boat', name: 'Boat' }] } });
        }),
      );
      const { user } = open();
      expect(await findToast('Vehicle types unavailable')).toBeInTheDocument();
      await screen.findByText('Car');
      await user.click(screen.getByRole('button', { name: 'Add New Pricing' }));
      const select = within(await screen.findByRole('dialog', { name: 'Add New Pricing' })).getByRole('combobox', { name: 'Vehicle Type' });
      await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Select vehicle type', 'Bus', 'Boat']));
      expect(calls).toBe(2);
    });

    it('malformed records render with "—" and markup stays text', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      servePricing([
        pricing(1, { vehicleType: null, pricePerKm: 'cheap', keroCommission: null }),
        pricing(2, { vehicleType: { _id: 'vt2', name: hostile }, lagosCommission: '30' }),
        { _id: 'p3' },
        'not a record',
        pricing(4, { _id: null, vehicleType: { _id: 'vt4', name: 'X'.repeat(300) } }),
      ]);
      const { container } = open();
      await screen.findByText(hostile);
      expect(container.querySelector('img[src="x"]')).toBeNull();
      expect(bodyRows()).toHaveLength(4);
      const first = cellsOf(bodyRows()[0]!);
      expect(first.slice(1, 5)).toEqual(['—', '—', '—', expect.stringMatching(naira('30.00'))]);
      expect(screen.getAllByRole('button', { name: 'Edit unnamed vehicle type pricing' })).toHaveLength(2);
      expect(cellsOf(bodyRows()[1]!)[4]).toBe('—');
      expect(cellsOf(bodyRows()[2]!).slice(1, 5)).toEqual(['—', '—', '—', '—']);
      // No id: nothing to delete.
      expect(screen.getByRole('button', { name: `Delete ${'X'.repeat(300)} pricing` })).toBeDisabled();
    });
  });
});
