import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../../mocks/node';
import { renderScreen } from '../../testing/renderScreen';
import LoginPage from './LoginPage';

const LOGIN = '*/api/admin/login';

function open() {
  return renderScreen(<LoginPage />, { path: '/login', role: null });
}

async function submit(user: ReturnType<typeof open>['user'], email: string, password: string) {
  await user.type(screen.getByPlaceholderText('Email Address'), email);
  await user.type(screen.getByPlaceholderText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('LoginPage', () => {
  it('shows the exact texts, typed fields and the demo accounts (mock mode)', () => {
    open();
    expect(screen.getByRole('heading', { name: 'Admin Sign In', level: 1 })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Email Address')).toHaveAttribute('type', 'email');
    expect(screen.getByPlaceholderText('Email Address')).toBeRequired();
    expect(screen.getByPlaceholderText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    expect(screen.getByText('admin@kero.ng')).toBeInTheDocument();
    expect(screen.getByText('lagos@kero.ng')).toBeInTheDocument();
  });

  it('signs an admin in: "Signing In..." while pending, the Success dialog, the session stored, then /dashboard', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((r) => (release = r));
    server.use(
      http.post(LOGIN, async () => {
        await gate;
        return HttpResponse.json({ message: 'Login successful', data: { token: 'tok-a', admin: { _id: 'a1', role: 'admin' } } });
      }),
    );
    const { user, router } = open();
    await submit(user, 'admin@kero.ng', 'admin123');
    const pending = await screen.findByRole('button', { name: 'Signing In...' });
    expect(pending).toBeDisabled();
    release();
    expect(await screen.findByText('Success')).toBeInTheDocument();
    expect(screen.getByText('Login successful')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('tok-a');
    expect(JSON.parse(localStorage.getItem('admin')!)).toMatchObject({ role: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 4000 });
  });

  it('sends a lagos admin to /dashboard/lagos (against the real mock backend)', async () => {
    const { user, router } = open();
    await submit(user, 'lagos@kero.ng', 'lagos123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lagos'), { timeout: 4000 });
    expect(JSON.parse(localStorage.getItem('admin')!)).toMatchObject({ role: 'lagos' });
  });

  it('wrong credentials: the Error dialog with the server message, no logout toast, the button back', async () => {
    const { user, router } = open();
    await submit(user, 'admin@kero.ng', 'nope-nope');
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Invalid email or password')).toBeInTheDocument();
    expect(screen.queryByText('Logged out successfully!')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(localStorage.getItem('token')).toBeNull();
    // The alert hides the page from assistive tech while it is open, hence `hidden: true`.
    expect(screen.getByRole('button', { name: 'Sign In', hidden: true })).toBeEnabled();
  });

  it('the server down: the network toast and "Login failed"', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.error()));
    const { user } = open();
    await submit(user, 'admin@kero.ng', 'admin123');
    expect(await screen.findByText('Network error. Please check your connection.')).toBeInTheDocument();
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Email Address')).toHaveValue('admin@kero.ng');
  });

  it('a body that is not JSON, or a success without a token, is a failed sign-in', async () => {
    server.use(http.post(LOGIN, () => new HttpResponse('<html>proxy error</html>', { status: 200 })));
    const { user } = open();
    await submit(user, 'admin@kero.ng', 'admin123');
    expect(await screen.findByText('Login failed')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('a stored session goes straight to its console', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('admin', JSON.stringify({ role: 'lagos' }));
    const { router } = open();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard/lagos'));
  });

  it('a stored session of another role is cleared and the form shown', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('admin', JSON.stringify({ role: 'support' }));
    const { router } = open();
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    expect(localStorage.getItem('admin')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
