import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { Outlet } from 'react-router-dom';
import { server } from '../../../mocks/node';
import { transactions, riders } from '../../../mocks/db/collections';
import { resetListModes } from '../../lib/api/paging';
import { recentRecords } from '../../lib/recentRecords';
import { ScreenActionsProvider, useScreenAction } from '../../shared/commands/screenActions';
import { renderScreen } from '../../testing/renderScreen';
import { ConsoleCommands } from './ConsoleCommands';
import { shortcutSections } from './ShortcutsPanel';
import { SHORTCUTS } from '../../shared/keyboard/shortcuts';

function AddAction({ onRun }: { onRun: () => void }) {
  useScreenAction({ id: 'primary', label: 'Add New Pricing', run: onRun });
  return null;
}

function Console({ onAdd = () => {} }: { onAdd?: () => void }) {
  return (
    <ScreenActionsProvider>
      <h1>Riders</h1>
      <input type="search" aria-label="Search riders" />
      <AddAction onRun={onAdd} />
      <ConsoleCommands area="admin" />
      <Outlet />
    </ScreenActionsProvider>
  );
}

// jsdom has no layout: cmdk measures its list and scrolls the selected row into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const requests: URL[] = [];
beforeEach(() => {
  requests.length = 0;
  server.events.on('request:start', ({ request }) => void requests.push(new URL(request.url)));
});
afterEach(() => {
  server.events.removeAllListeners();
  resetListModes();
});

async function openMenu(user: ReturnType<typeof renderScreen>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command menu' });
}

describe('command menu', () => {
  it('finds a transaction by reference (reading the ledger once, on the first search), opens its link and lists it first next time', async () => {
    resetListModes('client');
    const tx = transactions()[7]!;
    // The ledger answers only when the whole reference is typed, so every search of the spell waits for it.
    let answer = () => {};
    const typed = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/get-all-transactions', () => typed));
    const { user, router } = renderScreen(<Console />, { path: '/dashboard/riders' });
    const menu = await openMenu(user);
    expect(requests.some((u) => u.pathname.includes('get-all-transactions'))).toBe(false);
    await user.type(within(menu).getByRole('combobox'), tx.reference);
    answer();
    const hit = await within(menu).findByRole('option', { name: new RegExp(tx.reference) });
    expect(requests.filter((u) => u.pathname.includes('get-all-transactions'))).toHaveLength(1);
    await user.click(hit);
    await waitFor(() => expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(`/dashboard/transactions?open=${encodeURIComponent(tx._id)}`));
    expect(recentRecords.read()[0]).toMatchObject({ screen: 'transactions', id: tx._id, label: tx.reference });
  });

  it('in server mode asks each list with q and a small limit, and an id-like query by id=', async () => {
    resetListModes('server');
    const rider = riders()[3]!;
    const { user } = renderScreen(<Console />, { path: '/dashboard/riders' });
    const menu = await openMenu(user);
    await user.type(within(menu).getByRole('combobox'), rider._id);
    await within(menu).findByRole('option', { name: new RegExp(rider.fullname ?? rider._id) });
    const riderCalls = requests.filter((u) => u.pathname.endsWith('/admin/users/'));
    expect(riderCalls.some((u) => u.searchParams.get('q') === rider._id && u.searchParams.get('limit') === '5')).toBe(true);
    expect(riderCalls.some((u) => u.searchParams.get('id') === rider._id)).toBe(true);
    for (const u of requests.filter((r) => r.pathname.startsWith('/api/admin/') || r.pathname.includes('/admin/'))) expect(u.searchParams.get('page')).toBe('1');
  });

  it('goes to a screen of the area and runs a screen action; Escape closes and gives focus back', async () => {
    let added = 0;
    const { user, router } = renderScreen(<Console onAdd={() => added++} />, { path: '/dashboard/riders' });
    const search = screen.getByRole('searchbox', { name: 'Search riders' });
    search.focus();
    // Ctrl+K works from a text field too.
    let menu = await openMenu(user);
    expect(within(menu).queryByRole('option', { name: /Logout/ })).toBeNull();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(search).toHaveFocus();

    menu = await openMenu(user);
    await user.type(within(menu).getByRole('combobox'), 'add new');
    await user.click(within(menu).getByRole('option', { name: /Add New Pricing/ }));
    expect(added).toBe(1);

    menu = await openMenu(user);
    await user.type(within(menu).getByRole('combobox'), 'admin man');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/admins'));
  });
});

describe('shortcuts sheet', () => {
  it('? outside a text field lists every shortcut of the registry; in a field it is typed', async () => {
    const { user } = renderScreen(<Console />, { path: '/dashboard/riders' });
    const search = screen.getByRole('searchbox', { name: 'Search riders' });
    await user.type(search, '?');
    expect(search).toHaveValue('?');
    expect(screen.queryByRole('dialog')).toBeNull();
    search.blur();
    await user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    const rows = within(sheet).getAllByRole('row').filter((r) => within(r).queryByRole('cell'));
    expect(rows).toHaveLength(SHORTCUTS.length);
    for (const s of SHORTCUTS) expect(within(sheet).getByRole('cell', { name: s.description })).toBeInTheDocument();
    expect(shortcutSections().map((s) => s.heading)).toEqual(['Anywhere in the console', 'Lists', 'Dialogs and menus']);
  });
});
