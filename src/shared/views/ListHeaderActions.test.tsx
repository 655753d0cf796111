import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen } from '../../testing/renderScreen';
import { savedViewsStore, saveView, screenViews, setDefaultView } from '../../lib/savedViews';
import { sessionFor } from '../../../mocks/testing';
import { ListHeaderActions } from './ListHeaderActions';

function Screen() {
  return <ListHeaderActions screen="rides" updatedAt={null} onRefresh={() => {}} />;
}

/** Signs in as the mock admin first, so the store is keyed to the admin the screen will see. */
function signedInStore() {
  const { token, admin } = sessionFor('admin');
  localStorage.setItem('token', token);
  localStorage.setItem('admin', JSON.stringify(admin));
  return savedViewsStore('admin');
}

describe('ListHeaderActions: saved views', () => {
  it('saves the URL state under a name, for this screen', async () => {
    const { user } = renderScreen(<Screen />, { path: '/dashboard/rides', url: '/dashboard/rides?status=completed&q=lekki&page=2&open=x' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('button', { name: 'Save view…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Save view' });
    await user.type(within(dialog).getByRole('textbox', { name: 'View name' }), 'Lekki done');
    await user.click(within(dialog).getByRole('button', { name: 'Save view' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screenViews(savedViewsStore('admin').read(), 'rides').views).toMatchObject([{ name: 'Lekki done', search: 'status=completed&q=lekki' }]);
    expect(screenViews(savedViewsStore('lagos').read(), 'rides').views).toEqual([]);
  });

  it('applies the default view when the screen opens with no query string, not when it has one', async () => {
    const store = signedInStore();
    const id = saveView(store, 'rides', 'Pending', '?status=pending');
    setDefaultView(store, 'rides', id);
    const first = renderScreen(<Screen />, { path: '/dashboard/rides' });
    await waitFor(() => expect(first.router.state.location.search).toBe('?status=pending'));
    first.unmount();
    const second = renderScreen(<Screen />, { path: '/dashboard/rides', url: '/dashboard/rides?q=ada' });
    await screen.findByRole('button', { name: 'Views' });
    expect(second.router.state.location.search).toBe('?q=ada');
  });

  it('opens a view, and lists garbage in storage as no views', async () => {
    const store = signedInStore();
    saveView(store, 'rides', 'Cancelled', '?status=cancelled');
    const { user, router } = renderScreen(<Screen />, { path: '/dashboard/rides' });
    await user.click(screen.getByRole('button', { name: 'Views' }));
    await user.click(screen.getByRole('button', { name: 'Cancelled' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=cancelled'));
    localStorage.setItem(Object.keys(localStorage).find((k) => k.startsWith('kero-views:'))!, '{"screens":{"rides":{"views":"garbage"}}}');
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    await user.click(screen.getByRole('button', { name: 'Views' }));
    expect(await screen.findByText(/No saved views yet/)).toBeInTheDocument();
  });
});
