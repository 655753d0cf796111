// The drivers screen in the console's command menu and with saved views (docs/product.md, "Command menu",
// "Saved views"): "Review next KYC submission" starts review mode at the oldest submission; the Views
// menu stores the drivers' URL state (tab, search) as the other lists do.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { resetListModes } from '../../lib/api/paging';
import { resetDisplaySwitchCache } from '../../lib/displaySwitches';
import { savedViewsStore, screenViews } from '../../lib/savedViews';
import type { Role } from '../../lib/role';
import { ScreenActionsProvider } from '../../shared/commands/screenActions';
import { submission } from '../../testing/drivers';
import { renderScreen } from '../../testing/renderScreen';
import DriversPage from '../../features/drivers/DriversPage';
import { ConsoleCommands } from './ConsoleCommands';

// jsdom has no layout: cmdk measures its list and scrolls the selected row into view.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
Element.prototype.scrollIntoView ??= function scrollIntoView() {};

const DRIVERS = '*/api/admin/drivers';

function serve(list: unknown[]) {
  server.use(http.get(DRIVERS, () => HttpResponse.json({ message: 'ok', data: { data: { drivers: list } } })));
}

function open(role: Role = 'admin', url?: string) {
  const path = role === 'admin' ? '/dashboard/drivers' : '/dashboard/lagos/drivers';
  return renderScreen(
    <ScreenActionsProvider>
      <DriversPage role={role} />
      <ConsoleCommands area={role} />
    </ScreenActionsProvider>,
    { path, url: url ?? path, role },
  );
}

async function openMenu(user: ReturnType<typeof open>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command menu' });
}

beforeEach(() => resetDisplaySwitchCache());
afterEach(() => resetListModes());

describe('drivers in the command menu', () => {
  it('"Review next KYC submission" starts review mode at the oldest submission', async () => {
    // Served newest first: the oldest registration (k2, 9 days) comes first in the review.
    serve([submission(1, 1), submission(2, 9), submission(3, 4)]);
    const { user } = open();
    await waitFor(() => expect(screen.getByText('waiting').closest('span')).toHaveTextContent('3 waiting'));
    const menu = await openMenu(user);
    await user.type(within(menu).getByRole('combobox'), 'review next');
    await user.click(within(menu).getByRole('option', { name: /Review next KYC submission/ }));
    const review = await screen.findByRole('dialog', { name: 'KYC review' });
    expect(within(review).getByText('1 of 3')).toBeInTheDocument();
    expect(within(review).getByText('Name').nextElementSibling).toHaveTextContent('Queue Driver 2');
  });

  it('with none waiting the action is shown unavailable; Refresh and Export CSV are offered too', async () => {
    serve([]);
    const { user } = open();
    await waitFor(() => expect(screen.getByText('waiting').closest('span')).toHaveTextContent('0 waiting'));
    const menu = await openMenu(user);
    const option = within(menu).getByRole('option', { name: /Review next KYC submission/ });
    expect(option).toHaveAttribute('aria-disabled', 'true');
    expect(option).toHaveTextContent('Nothing waits for review');
    expect(within(menu).getByRole('option', { name: /^Refresh/ })).toBeInTheDocument();
    expect(within(menu).getByRole('option', { name: /Export CSV/ })).toBeInTheDocument();
  });

  it('lagos is offered no review', async () => {
    serve([submission(1, 3)]);
    const { user } = open('lagos');
    await screen.findByRole('table');
    const menu = await openMenu(user);
    expect(within(menu).getByRole('option', { name: /^Refresh/ })).toBeInTheDocument();
    expect(within(menu).queryByRole('option', { name: /Review next/ })).toBeNull();
  });
});

describe('drivers saved views', () => {
  it('saves the tab and search under a name and opens it again from another tab', async () => {
    serve([submission(1, 3), submission(2, 5)]);
    const { user, router } = open('admin', '/dashboard/drivers?tab=kycSubmitted&q=Driver%202');
    await screen.findByRole('table', { name: 'KYC Submitted drivers' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('button', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'KYC driver 2');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screenViews(savedViewsStore('admin').read(), 'drivers').views).toMatchObject([{ name: 'KYC driver 2', search: 'tab=kycSubmitted&q=Driver+2' }]);

    await user.click(screen.getByRole('tab', { name: /Email Unverified/ }));
    await screen.findByRole('table', { name: 'Email Unverified drivers' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('button', { name: 'KYC driver 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=kycSubmitted&q=Driver+2'));
    await screen.findByRole('table', { name: 'KYC Submitted drivers' });
    expect(screen.getByRole('searchbox', { name: 'Search drivers' })).toHaveValue('Driver 2');
  });
});
