// A console page opened from the address bar asks for its code all at once (src/app/routes.tsx,
// preloadConsole): the console's providers, its shell, the screen and the screen's data module, in
// parallel, instead of one lazy step after the other (docs/performance.md, "Server mode: first rows").
import { describe, expect, it, vi } from 'vitest';

const { loaded, stub, started } = vi.hoisted(() => {
  const loaded = new Set<string>();
  /** The early reads started: the screen, the query string it opens with, and the role. */
  const started: unknown[][] = [];
  const stub = (name: string) => () => {
    loaded.add(name);
    return { default: () => null };
  };
  return { loaded, stub, started };
});
vi.mock('./ConsoleProviders', stub('providers'));
vi.mock('./ConsoleShell', () => {
  loaded.add('shell');
  return { ConsoleShell: () => null };
});
vi.mock('../features/dashboard/DashboardPage', stub('dashboard'));
vi.mock('../features/rides/RidesPage', stub('rides'));
vi.mock('../features/drivers/DriversPage', stub('drivers'));
vi.mock('../features/riders/RidersPage', stub('riders'));
vi.mock('../features/transactions/TransactionsPage', stub('transactions'));
vi.mock('../features/transactions/api', () => {
  loaded.add('transactions data');
  return { startTransactionsEarly: (search: string, role: string) => void started.push(['transactions', search, role]) };
});
vi.mock('../features/riders/api', () => {
  loaded.add('riders data');
  return { startRidersEarly: (search: string) => void started.push(['riders', search]) };
});

const { preloadConsole } = await import('./routes');

const signInAs = (role: string) => {
  localStorage.setItem('token', `token-${role}`);
  localStorage.setItem('admin', JSON.stringify({ role }));
};

describe('preloadConsole', () => {
  it("asks for the providers, the shell, the screen and its data module of a list's path at once", async () => {
    signInAs('lagos');
    // Outside the console: nothing (the next path's wait shows no screen of this one's).
    preloadConsole({ pathname: '/login', search: '' });
    preloadConsole({ pathname: '/dashboard/lagos/riders/', search: '?q=ada' });
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['providers', 'riders', 'riders data', 'shell']));
    // Each screen's first read starts with its code, for the address's query string and the area's role.
    await vi.waitFor(() => expect(started).toEqual([['riders', '?q=ada']]));
    loaded.clear();
    // The full console's address with a Lagos session: the code, but no read (the guard sends the visitor on).
    preloadConsole({ pathname: '/dashboard/transactions', search: '?status=pending&page=3' });
    await vi.waitFor(() => expect([...loaded].sort()).toEqual(['transactions', 'transactions data']));
    signInAs('admin');
    preloadConsole({ pathname: '/dashboard/transactions', search: '?status=pending&page=3' });
    await vi.waitFor(() =>
      expect(started).toEqual([
        ['riders', '?q=ada'],
        ['transactions', '?status=pending&page=3', 'admin'],
      ]),
    );
    localStorage.clear();
  });

  it('starts no read without a session the area lets in (signed out, or another role)', async () => {
    localStorage.clear();
    started.length = 0;
    preloadConsole({ pathname: '/dashboard/riders', search: '' });
    signInAs('support');
    preloadConsole({ pathname: '/dashboard/lagos/riders', search: '' });
    // The data module has come (its promise settles after preloadConsole's own handler has run).
    await import('../features/riders/api');
    await Promise.resolve();
    expect(started).toEqual([]);
    localStorage.clear();
  });
});
