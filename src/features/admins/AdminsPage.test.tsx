import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import Swal from 'sweetalert2';
import { server } from '../../../mocks/node';
import { apiUrl } from '../../lib/api/client';
import { formatDateTime } from '../../lib/format';
import { clearToasts, passTime } from '../../testing/dom';
import { findToast, renderScreen } from '../../testing/renderScreen';
import AdminsPage from './AdminsPage';

const USERS = '*/api/admin/adminusers';
const REGISTER = '*/api/admin/register';
const CHANGE = '*/api/admin/adminusers/:id/change-password';
const DELETE = '*/api/admin/adminusers/:id';

function open(url = '/dashboard/admins') {
  return renderScreen(<AdminsPage />, { path: '/dashboard/admins', url, role: 'admin' });
}

const table = () => screen.getByRole('table', { name: 'Admin users' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);
const cellsOf = (row: HTMLElement) => within(row).getAllByRole('cell').map((c) => c.textContent);
const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

/** Records every request sent with `method` to a path matching `path`: its path and JSON body. */
function capture(method: string, path: RegExp) {
  const calls: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    const p = new URL(request.url).pathname;
    if (request.method === method && path.test(p)) {
      void request
        .clone()
        .text()
        .then((t) => calls.push({ path: p, body: t ? JSON.parse(t) : null }));
    }
  });
  return calls;
}

/** A wire admin user; `over` replaces fields (any JSON, to model malformed records). */
function adminUser(i: number, over: Record<string, unknown> = {}) {
  return {
    _id: `a${i}`,
    fullname: `Admin ${String(i).padStart(2, '0')}`,
    email: `admin${i}@kero.ng`,
    role: i % 3 === 0 ? 'lagos' : 'admin',
    createdAt: `2026-0${(i % 9) + 1}-05T10:00:00.000Z`,
    ...over,
  };
}

function serveUsers(list: unknown[]) {
  server.use(http.get(USERS, () => HttpResponse.json({ message: 'ok', data: { data: list } })));
}

async function openLoaded() {
  const utils = open();
  await screen.findByText('Ada Obi');
  await findToast('Admin users loaded');
  await clearToasts();
  return utils;
}

async function openAdd() {
  const utils = await openLoaded();
  await utils.user.click(screen.getByRole('button', { name: 'Add New Admin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add New Admin' });
  return { ...utils, dialog, d: within(dialog) };
}

async function fillAdd(d: ReturnType<typeof within>, user: Awaited<ReturnType<typeof openLoaded>>['user'], v: { name?: string; email?: string; password?: string }) {
  if (v.name) await user.type(d.getByLabelText('Full Name'), v.name);
  if (v.email) await user.type(d.getByLabelText('Email'), v.email);
  if (v.password) await user.type(d.getByLabelText('Password'), v.password);
}

async function openChange(name = 'Ngozi Okafor') {
  const utils = await openLoaded();
  await utils.user.click(screen.getByRole('button', { name: `Change Password for ${name}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  return { ...utils, dialog, d: within(dialog) };
}

/** The sweetalert2 popup with this title. */
async function findAlert(title: string) {
  const heading = await screen.findByRole('heading', { name: title }, { timeout: 4000 });
  return heading.closest<HTMLElement>('[role="dialog"]')!;
}

async function confirmDeleteOf(user: Awaited<ReturnType<typeof openLoaded>>['user'], name: string) {
  await user.click(screen.getByRole('button', { name: `Delete User ${name}` }));
  const confirm = await findAlert('Are you sure?');
  expect(confirm).toHaveTextContent("You won't be able to revert this!");
  await user.click(within(confirm).getByRole('button', { name: 'Yes, delete it!' }));
}

async function closeAlert(alert: HTMLElement, user: Awaited<ReturnType<typeof openLoaded>>['user']) {
  await user.click(within(alert).getByRole('button', { name: 'OK' }));
  await waitFor(() => expect(document.querySelector('.swal2-popup')).toBeNull());
}

describe('AdminsPage', () => {
  afterEach(() => {
    server.events.removeAllListeners();
    Swal.close();
    document.querySelectorAll('.swal2-container').forEach((el) => el.remove());
  });

  it('loads the admin users: toasts, columns, role badges, dates and named actions', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Admin User Management' })).toBeInTheDocument();
    expect(await findToast('Fetching admin users...')).toBeInTheDocument();
    expect(await findToast('Admin users loaded')).toBeInTheDocument();
    await screen.findByText('Ada Obi');
    expect(document.title).toBe('Admin User Management · Kero');
    const headers = within(table()).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['S/N', 'Full Name', 'Email', 'Role', 'Created At', 'Actions']);
    expect(bodyRows()).toHaveLength(6);
    const ada = cellsOf(rowOf('Ada Obi'));
    expect(ada[0]).toBe('1');
    expect(ada[2]).toBe('admin@kero.ng');
    expect(ada[3]).toBe('Admin');
    expect(ada[4]).toBe(formatDateTime('2026-01-05T10:00:00.000Z'));
    expect(ada[4]).toMatch(/2026/);
    expect(within(rowOf('Kunle Adeyemi')).getByText('Lagos').closest('[data-tone]')).toHaveAttribute('data-tone', 'accent');
    expect(within(rowOf('Ada Obi')).getByText('Admin').closest('[data-tone]')).toHaveAttribute('data-tone', 'neutral');
    // An empty role reads "Admin".
    expect(cellsOf(rowOf('Bisi Alade'))[3]).toBe('Admin');
    const change = screen.getByRole('button', { name: 'Change Password for Ada Obi' });
    expect(change).toHaveTextContent(/^Change Password$/);
    expect(screen.getByRole('button', { name: 'Delete User Ada Obi' })).toHaveTextContent(/^Delete User$/);
    expect(screen.getByPlaceholderText('Search admin users...')).toBeInTheDocument();
    expect(screen.getByText('Showing 6 of 6 results')).toBeInTheDocument();
  });

  it('shows when the list was updated, and Refresh fetches it again with its toasts', async () => {
    let calls = 0;
    server.use(http.get(USERS, () => (calls++, HttpResponse.json({ message: 'ok', data: { data: [adminUser(1)] } }))));
    const { user } = open();
    await screen.findByText('Admin 01');
    expect(screen.getByText(/^Updated/)).toHaveTextContent('Updated just now');
    await clearToasts();
    const before = calls;
    const loading = findToast('Fetching admin users...');
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await loading).toBeInTheDocument();
    await waitFor(() => expect(calls).toBe(before + 1));
    expect(await findToast('Admin users loaded')).toBeInTheDocument();
  });

  it('sorts by header click except S/N and Actions', async () => {
    const { user, router } = await openLoaded();
    expect(within(table()).queryByRole('button', { name: 'S/N' })).toBeNull();
    expect(within(table()).queryByRole('button', { name: 'Actions' })).toBeNull();
    for (const name of ['Full Name', 'Email', 'Role', 'Created At']) {
      expect(within(table()).getByRole('button', { name })).toBeInTheDocument();
    }
    await user.click(within(table()).getByRole('button', { name: 'Full Name' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toBe('Ada Obi'));
    expect(cellsOf(bodyRows()[5]!)[1]).toBe('Ngozi Okafor');
    await user.click(within(table()).getByRole('button', { name: 'Full Name' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toBe('Ngozi Okafor'));
    await waitFor(() => expect(router.state.location.search).toContain('sort=fullname.desc'));
    await user.click(within(table()).getByRole('button', { name: 'Created At' }));
    await waitFor(() => expect(cellsOf(bodyRows()[0]!)[1]).toBe('Ada Obi'));
    expect(cellsOf(bodyRows()[5]!)[1]).toBe('Ifeanyi Chukwu');
  });

  it('pages 10 rows with Previous/Next and searches name, email and role', async () => {
    serveUsers(Array.from({ length: 12 }, (_, i) => adminUser(i + 1)));
    const { user, router } = open();
    await screen.findByText('Admin 01');
    expect(bodyRows()).toHaveLength(10);
    expect(screen.getByText('Showing 10 of 12 results')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(bodyRows()).toHaveLength(2);
    expect(cellsOf(bodyRows()[0]!)[0]).toBe('11');
    await waitFor(() => expect(router.state.location.search).toContain('page=2'));
    await user.type(screen.getByPlaceholderText('Search admin users...'), 'lagos');
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    await user.clear(screen.getByPlaceholderText('Search admin users...'));
    await user.type(screen.getByPlaceholderText('Search admin users...'), 'admin7@');
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    await user.type(screen.getByPlaceholderText('Search admin users...'), 'zzz');
    expect(await screen.findByText('No admin users found')).toBeInTheDocument();
  });

  it('shows "No admin users found" for an empty list', async () => {
    serveUsers([]);
    open();
    expect(await screen.findByText('No admin users found')).toBeInTheDocument();
  });

  describe('add', () => {
    it('has Full Name, Email, Password, Lagos Role, Cancel and Create Admin', async () => {
      const { d } = await openAdd();
      expect(d.getByLabelText('Full Name')).toHaveFocus();
      expect(d.getByLabelText('Email')).toHaveAttribute('type', 'email');
      expect(d.getByLabelText('Password')).toHaveAttribute('type', 'password');
      expect(d.getByRole('checkbox', { name: 'Lagos Role' })).not.toBeChecked();
      expect(d.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(d.getByRole('button', { name: 'Create Admin' })).toBeInTheDocument();
    });

    it('validates by the fields and sends nothing when invalid', async () => {
      const posts = capture('POST', /\/register$/);
      const { user, d } = await openAdd();
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(d.getByLabelText('Full Name')).toHaveAccessibleDescription('Full name is required');
      expect(d.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
      expect(d.getByLabelText('Password')).toHaveAccessibleDescription(/Password is required/);
      expect(d.getByLabelText('Full Name')).toHaveFocus();
      await fillAdd(d, user, { name: 'Tola Bello', email: 'tola@', password: 'abc' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(d.getByLabelText('Full Name')).not.toHaveAttribute('aria-invalid');
      expect(d.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
      expect(d.getByLabelText('Password')).toHaveAccessibleDescription(/Password must be at least 6 characters/);
      expect(d.getByLabelText('Email')).toHaveFocus();
      await passTime(50);
      expect(posts).toHaveLength(0);
    });

    it('creates an admin without a role key, toasts and reloads the list', async () => {
      const posts = capture('POST', /\/register$/);
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: '  Tola Bello ', email: 'tola@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('Admin user created successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(posts).toEqual([{ path: '/api/admin/register', body: { fullname: 'Tola Bello', email: 'tola@kero.ng', password: 'secret12' } }]);
      expect(posts[0]!.body).not.toHaveProperty('role');
      const row = (await screen.findByText('Tola Bello')).closest('tr')!;
      expect(cellsOf(row)[3]).toBe('Admin');
    });

    it('shows the loading toast while creating', async () => {
      server.use(
        http.post(REGISTER, async () => {
          await delay(200);
          return HttpResponse.json({ message: 'Admin created', data: {} }, { status: 201 });
        }),
      );
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Tola Bello', email: 'tola@kero.ng', password: 'secret12' });
      await user.dblClick(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('Creating new admin user...')).toBeInTheDocument();
      expect(d.getByRole('button', { name: 'Creating...' })).toHaveAttribute('aria-busy', 'true');
      expect(await findToast('Admin user created successfully')).toBeInTheDocument();
    });

    it('sends role "lagos" when Lagos Role is ticked', async () => {
      const posts = capture('POST', /\/register$/);
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Femi Lagos', email: 'femi@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('checkbox', { name: 'Lagos Role' }));
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('Admin user created successfully')).toBeInTheDocument();
      expect(posts.map((p) => p.body)).toEqual([{ fullname: 'Femi Lagos', email: 'femi@kero.ng', password: 'secret12', role: 'lagos' }]);
      const row = (await screen.findByText('Femi Lagos')).closest('tr')!;
      expect(within(row).getByText('Lagos').closest('[data-tone]')).toHaveAttribute('data-tone', 'accent');
    });

    it('a duplicate email (409) shows the server message by the field and in a toast', async () => {
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Ada Again', email: 'admin@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('An admin with this email already exists')).toBeInTheDocument();
      expect(d.getByLabelText('Email')).toHaveAccessibleDescription('An admin with this email already exists');
      expect(screen.getByRole('dialog', { name: 'Add New Admin' })).toBeInTheDocument();
      expect(d.getByRole('button', { name: 'Create Admin' })).toBeEnabled();
    });

    it('a 400 shows the server message', async () => {
      server.use(http.post(REGISTER, () => HttpResponse.json({ message: 'Email address is not valid' }, { status: 400 })));
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Tola Bello', email: 'tola@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('Email address is not valid')).toBeInTheDocument();
    });

    it('a 500 without a message shows "Error creating admin user"', async () => {
      server.use(http.post(REGISTER, () => new HttpResponse(null, { status: 500 })));
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Tola Bello', email: 'tola@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('Error creating admin user')).toBeInTheDocument();
    });

    it('no answer shows the network toast and "Error creating admin user"', async () => {
      server.use(http.post(REGISTER, () => HttpResponse.error()));
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Tola Bello', email: 'tola@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
      expect(await findToast('Error creating admin user')).toBeInTheDocument();
    });

    it('a 401 signs out', async () => {
      server.use(http.post(REGISTER, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Tola Bello', email: 'tola@kero.ng', password: 'secret12' });
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('admin')).toBeNull();
    });

    it('the form is reset on each opening', async () => {
      const { user, d } = await openAdd();
      await fillAdd(d, user, { name: 'Half Done', email: 'half@' });
      await user.click(d.getByRole('checkbox', { name: 'Lagos Role' }));
      await user.click(d.getByRole('button', { name: 'Create Admin' }));
      await user.click(d.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Add New Admin' }));
      const again = within(await screen.findByRole('dialog', { name: 'Add New Admin' }));
      expect(again.getByLabelText('Full Name')).toHaveValue('');
      expect(again.getByLabelText('Email')).toHaveValue('');
      expect(again.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
      expect(again.getByRole('checkbox', { name: 'Lagos Role' })).not.toBeChecked();
    });
  });

  describe('change password', () => {
    it('names the user and has both fields, Cancel and Update Password', async () => {
      const { dialog, d } = await openChange();
      expect(dialog).toHaveAccessibleDescription('Changing password for Ngozi Okafor');
      expect(d.getByLabelText('New Password')).toHaveAttribute('type', 'password');
      expect(d.getByLabelText('Confirm New Password')).toHaveAttribute('type', 'password');
      expect(d.getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      expect(d.getByRole('button', { name: 'Update Password' })).toBeInTheDocument();
    });

    it('validates both fields (required, at least 6) and sends nothing', async () => {
      const puts = capture('PUT', /change-password$/);
      const { user, d } = await openChange();
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(d.getByLabelText('New Password')).toHaveAccessibleDescription(/New password is required/);
      expect(d.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Confirm the new password');
      await user.type(d.getByLabelText('New Password'), 'abc');
      await user.type(d.getByLabelText('Confirm New Password'), 'abc');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(d.getByLabelText('New Password')).toHaveAccessibleDescription(/Password must be at least 6 characters/);
      expect(d.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
      await passTime(50);
      expect(puts).toHaveLength(0);
    });

    it('a mismatch shows "Passwords do not match" and sends nothing', async () => {
      const puts = capture('PUT', /change-password$/);
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'newpass1');
      await user.type(d.getByLabelText('Confirm New Password'), 'newpass2');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      await waitFor(() => expect(document.querySelector('.Toastify')).toHaveTextContent('Passwords do not match'));
      expect(d.getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Passwords do not match');
      await passTime(50);
      expect(puts).toHaveLength(0);
    });

    it('updates: sends { newPassword } to the user, toasts the server message and closes', async () => {
      const puts = capture('PUT', /change-password$/);
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'fresh-pass');
      await user.type(d.getByLabelText('Confirm New Password'), 'fresh-pass');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await findToast('Password updated successfully')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(puts).toHaveLength(1);
      expect(puts[0]!.path).toMatch(/^\/api\/admin\/adminusers\/[^/]+\/change-password$/);
      expect(puts[0]!.body).toEqual({ newPassword: 'fresh-pass' });
      // The mock backend now accepts the new password.
      const login = await fetch(apiUrl('/admin/login'), {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'ngozi.okafor@kero.ng', password: 'fresh-pass' }),
      });
      expect(login.status).toBe(200);
    });

    it('shows "Updating password..." and the server\'s own message', async () => {
      server.use(
        http.put(CHANGE, async () => {
          await delay(150);
          return HttpResponse.json({ message: 'Password changed for Ngozi' });
        }),
      );
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'fresh-pass');
      await user.type(d.getByLabelText('Confirm New Password'), 'fresh-pass');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await findToast('Updating password...')).toBeInTheDocument();
      expect(await findToast('Password changed for Ngozi')).toBeInTheDocument();
    });

    it('falls back to "Password updated successfully" when the server sends no message', async () => {
      server.use(http.put(CHANGE, () => HttpResponse.json({})));
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'fresh-pass');
      await user.type(d.getByLabelText('Confirm New Password'), 'fresh-pass');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await findToast('Password updated successfully')).toBeInTheDocument();
    });

    it('a 400 shows the server message; a 500 without one shows "Error updating password"', async () => {
      server.use(http.put(CHANGE, () => HttpResponse.json({ message: 'Password must be at least 6 characters' }, { status: 400 })));
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'fresh-pass');
      await user.type(d.getByLabelText('Confirm New Password'), 'fresh-pass');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await findToast('Password must be at least 6 characters')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
      await clearToasts();
      server.use(http.put(CHANGE, () => new HttpResponse('oops', { status: 500 })));
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await findToast('Error updating password')).toBeInTheDocument();
    });

    it('no answer shows the network toast and "Error updating password"', async () => {
      server.use(http.put(CHANGE, () => HttpResponse.error()));
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'fresh-pass');
      await user.type(d.getByLabelText('Confirm New Password'), 'fresh-pass');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
      expect(await findToast('Error updating password')).toBeInTheDocument();
    });

    it('a 401 signs out', async () => {
      server.use(http.put(CHANGE, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'fresh-pass');
      await user.type(d.getByLabelText('Confirm New Password'), 'fresh-pass');
      await user.click(d.getByRole('button', { name: 'Update Password' }));
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
    });

    it('the passwords are reset on each opening', async () => {
      const { user, d } = await openChange();
      await user.type(d.getByLabelText('New Password'), 'half');
      await user.click(d.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      await user.click(screen.getByRole('button', { name: 'Change Password for Emeka Nwosu' }));
      const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
      expect(dialog).toHaveAccessibleDescription('Changing password for Emeka Nwosu');
      expect(within(dialog).getByLabelText('New Password')).toHaveValue('');
      expect(within(dialog).getByLabelText('Confirm New Password')).toHaveValue('');
    });
  });

  describe('delete', () => {
    it('asks first, then "Deleted!" with the server message, and the list reloads', async () => {
      const deletes = capture('DELETE', /adminusers/);
      const { user } = await openLoaded();
      await confirmDeleteOf(user, 'Emeka Nwosu');
      const done = await findAlert('Deleted!');
      expect(done).toHaveTextContent('Admin user deleted successfully.');
      await closeAlert(done, user);
      await waitFor(() => expect(screen.queryByText('Emeka Nwosu')).toBeNull());
      expect(bodyRows()).toHaveLength(5);
      expect(deletes[0]!.path).toMatch(/^\/api\/admin\/adminusers\/[^/]+\/$/);
    });

    it("gives the focus back to the row's Delete button, not to the top of the page", async () => {
      const { user } = await openLoaded();
      const at = bodyRows().findIndex((r) => within(r).queryByText('Emeka Nwosu'));
      const button = within(bodyRows()[at]!).getByRole('button', { name: 'Delete User Emeka Nwosu' });
      await confirmDeleteOf(user, 'Emeka Nwosu');
      await closeAlert(await findAlert('Deleted!'), user);
      // The row's place now holds the next admin; its button is the one the operator was on.
      await waitFor(() => expect(button).toHaveFocus());
      expect(bodyRows()[at]).toContainElement(button);
    });

    it('after the last row is deleted, gives the focus to the Delete button of the row now last', async () => {
      const { user } = await openLoaded();
      const last = bodyRows().at(-1)!;
      const name = within(last).getByRole('button', { name: /^Delete User / }).getAttribute('aria-label')!.replace('Delete User ', '');
      await confirmDeleteOf(user, name);
      await closeAlert(await findAlert('Deleted!'), user);
      await waitFor(() => expect(bodyRows()).toHaveLength(5));
      await waitFor(() => expect(within(bodyRows().at(-1)!).getByRole('button', { name: /^Delete User / })).toHaveFocus());
    });

    it('falls back to "Admin user deleted successfully." when the server sends no message', async () => {
      server.use(http.delete(DELETE, () => HttpResponse.json({})));
      const { user } = await openLoaded();
      await confirmDeleteOf(user, 'Emeka Nwosu');
      expect(await findAlert('Deleted!')).toHaveTextContent('Admin user deleted successfully.');
    });

    it('cancelling sends nothing', async () => {
      const deletes = capture('DELETE', /adminusers/);
      const { user } = await openLoaded();
      await user.click(screen.getByRole('button', { name: 'Delete User Emeka Nwosu' }));
      await user.click(within(await findAlert('Are you sure?')).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(document.querySelector('.swal2-popup')).toBeNull());
      await passTime(50);
      expect(deletes).toHaveLength(0);
      expect(screen.getByText('Emeka Nwosu')).toBeInTheDocument();
    });

    it("keeps the signed-in admin's own Delete User unavailable, with the reason, and sends nothing", async () => {
      const deletes = capture('DELETE', /adminusers/);
      const { user } = await openLoaded();
      // renderScreen signs in as admin@kero.ng, who is Ada Obi in the seed.
      const own = screen.getByRole('button', { name: 'Delete User Ada Obi' });
      expect(own).toHaveAttribute('aria-disabled', 'true');
      expect(own).toHaveAccessibleDescription("You can't delete your own account");
      await user.click(own);
      await passTime(50);
      expect(document.querySelector('.swal2-popup')).toBeNull();
      expect(deletes).toHaveLength(0);
      const other = screen.getByRole('button', { name: 'Delete User Emeka Nwosu' });
      expect(other).not.toHaveAttribute('aria-disabled');
      expect(other).not.toHaveAccessibleDescription();
    });

    it('a 409 refusal shows "Error!" with the server message and keeps the user', async () => {
      server.use(http.delete(DELETE, () => HttpResponse.json({ message: "You can't delete your own account" }, { status: 409 })));
      const { user } = await openLoaded();
      await confirmDeleteOf(user, 'Emeka Nwosu');
      expect(await findAlert('Error!')).toHaveTextContent("You can't delete your own account");
      expect(screen.getByText('Emeka Nwosu')).toBeInTheDocument();
    });

    it('a failure shows "Error!" with the server message', async () => {
      server.use(http.delete(DELETE, () => HttpResponse.json({ message: 'Admin user not found' }, { status: 404 })));
      const { user } = await openLoaded();
      await confirmDeleteOf(user, 'Emeka Nwosu');
      expect(await findAlert('Error!')).toHaveTextContent('Admin user not found');
    });

    it('no answer shows "Error!" with "Failed to delete admin user"', async () => {
      server.use(http.delete(DELETE, () => HttpResponse.error()));
      const { user } = await openLoaded();
      await confirmDeleteOf(user, 'Emeka Nwosu');
      expect(await findAlert('Error!')).toHaveTextContent('Failed to delete admin user');
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
    });

    it('a 401 signs out without an error dialog', async () => {
      server.use(http.delete(DELETE, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      const { user } = await openLoaded();
      await confirmDeleteOf(user, 'Emeka Nwosu');
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Error!' })).toBeNull();
    });
  });

  describe('load failures', () => {
    it('a 401 signs out', async () => {
      server.use(http.get(USERS, () => HttpResponse.json({ message: 'Invalid or expired token' }, { status: 401 })));
      open();
      expect(await screen.findByRole('heading', { name: 'Sign-in screen' })).toBeInTheDocument();
      expect(localStorage.getItem('token')).toBeNull();
      expect(localStorage.getItem('admin')).toBeNull();
    });

    it('a 500 shows the server message and the error panel', async () => {
      server.use(http.get(USERS, () => HttpResponse.json({ message: 'Admin directory is down' }, { status: 500 })));
      open();
      expect(await findToast('Admin directory is down')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Admin users could not be loaded' })).toBeInTheDocument();
    });

    it('no answer shows the network toast and "Error fetching admin users"', async () => {
      server.use(http.get(USERS, () => HttpResponse.error()));
      open();
      expect(await findToast('Network error. Please check your connection.')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Admin users could not be loaded' })).toBeInTheDocument();
      expect(screen.getAllByText('Error fetching admin users').length).toBeGreaterThan(0);
    });

    it('a body that is not JSON shows the fallback error', async () => {
      server.use(http.get(USERS, () => new HttpResponse('<html>gateway</html>', { status: 200 })));
      open();
      expect(await findToast('Error fetching admin users')).toBeInTheDocument();
      expect(await screen.findByRole('heading', { name: 'Admin users could not be loaded' })).toBeInTheDocument();
    });

    it('malformed records render with "—" and markup stays text', async () => {
      const hostile = '<img src=x onerror=alert(1)>';
      serveUsers([
        adminUser(1, { fullname: 42, email: null, createdAt: 'yesterday', role: 7 }),
        adminUser(2, { fullname: hostile, role: 'superuser-with-a-very-long-role-name' }),
        { _id: 'a3' },
        'not a record',
        adminUser(4, { _id: null }),
      ]);
      const { container } = open();
      await screen.findByText(hostile);
      expect(container.querySelector('img[src="x"]')).toBeNull();
      expect(bodyRows()).toHaveLength(4);
      expect(cellsOf(bodyRows()[0]!).slice(1, 5)).toEqual(['—', '—', 'Admin', '—']);
      expect(cellsOf(bodyRows()[1]!)[3]).toBe('superuser-with-a-very-long-role-name');
      expect(cellsOf(bodyRows()[2]!).slice(1, 5)).toEqual(['—', '—', 'Admin', '—']);
      expect(screen.getAllByRole('button', { name: 'Change Password for unnamed admin' })).toHaveLength(2);
      // No id: no action can address it.
      expect(screen.getByRole('button', { name: 'Delete User Admin 04' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Change Password for Admin 04' })).toBeDisabled();
    });
  });
});
