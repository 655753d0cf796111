import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Dialog } from '../ui/Dialog';
import { ConsoleShell } from './ConsoleShell';
import { Providers } from './Providers';

/** A screen that meets data it cannot render (an object where text was expected). */
function BrokenScreen() {
  const bad = JSON.parse('{"__proto__": {}}') as { __proto__: never };
  return <p>{bad.__proto__}</p>;
}

function BrokenDialogScreen() {
  return (
    <>
      <h1>Riders</h1>
      <Dialog open onClose={() => {}} title="Rider Details">
        <BrokenScreen />
      </Dialog>
    </>
  );
}

function renderShell(url: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/dashboard',
        element: <ConsoleShell area="admin" />,
        children: [
          { index: true, element: <h1>Dashboard screen</h1> },
          { path: 'rides', element: <BrokenScreen /> },
          { path: 'riders', element: <BrokenDialogScreen /> },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <Providers>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user: userEvent.setup() };
}

describe('ConsoleShell containment', () => {
  // React reports the caught errors on the console; they are expected here.
  let spy: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    spy = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => spy.mockRestore());

  it('a screen that throws shows the panel in the content area; the menu still navigates and recovers', async () => {
    const { user, router } = renderShell('/dashboard/rides');
    const panel = await screen.findByRole('alert');
    expect(panel).toHaveTextContent('This screen could not be shown');
    expect(within(panel).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The header and the sidebar are still there and work.
    const nav = screen.getByRole('navigation', { name: 'Admin console' });
    await user.click(within(nav).getByRole('link', { name: 'Dashboard' }));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(await screen.findByRole('heading', { name: 'Dashboard screen' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a dialog whose content throws shows the panel inside the dialog; the screen and Close keep working', async () => {
    renderShell('/dashboard/riders');
    const dialog = await screen.findByRole('dialog', { name: 'Rider Details' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This dialog could not be shown');
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeEnabled();
    expect(screen.getByRole('heading', { name: 'Riders', hidden: true })).toBeInTheDocument();
  });
});
