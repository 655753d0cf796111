import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { toast } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dismissToast, dismissToasts, resolveToast, showLoading, showToast, ToastHost, type ToastId } from './Toast';

/** The toast texts on screen, in order. */
const shown = () => screen.queryAllByRole('alert').map((el) => el.textContent);

/** The library's add / update / remove events, by toast id. */
let events: string[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  events = [];
  unsubscribe = toast.onChange((item) => events.push(`${item.status} ${String(item.id)}`));
});
afterEach(() => unsubscribe());

/** Ends a closing toast's exit animation (jsdom runs no CSS animation), which frees its place. */
function endExit(text: string) {
  fireEvent.animationEnd(screen.getByText(text).closest<HTMLElement>('.Toastify__toast')!);
}

/** Closes a toast and frees its place. */
function close(text: string) {
  const el = screen.getByText(text).closest<HTMLElement>('[role="alert"]')!;
  act(() => dismissToast(el.id));
  endExit(text);
}

/** Three long toasts: the limit is reached, and the next toast waits for a place. */
async function fillTheLimit() {
  render(<ToastHost />);
  act(() => {
    for (const n of [1, 2, 3]) showToast('info', `Filler ${n}`, { autoClose: 60_000 });
  });
  await waitFor(() => expect(shown()).toHaveLength(3));
}

function loading(message: string): ToastId {
  let id: ToastId = '';
  act(() => {
    id = showLoading(message);
  });
  return id;
}

describe('a loading toast that waits for a place (limit 3)', () => {
  it('resolved while waiting, takes the place a closing toast leaves showing its outcome: no spinner left, no second toast', async () => {
    await fillTheLimit();
    const id = loading('Fetching dashboard data...');
    act(() => resolveToast(id, 'success', 'Dashboard data loaded'));
    expect(shown()).not.toContain('Dashboard data loaded');
    close('Filler 1');
    await waitFor(() => expect(shown()).toContain('Dashboard data loaded'));
    expect(shown()).not.toContain('Fetching dashboard data...');
    expect(shown().filter((t) => t === 'Dashboard data loaded')).toHaveLength(1);
  });

  it('dismissed while waiting, is removed the moment it gets a place', async () => {
    await fillTheLimit();
    const id = loading('Fetching rides data...');
    act(() => dismissToast(id));
    close('Filler 2');
    await waitFor(() => expect(events).toContain(`removed ${String(id)}`));
    expect(shown()).toEqual(['Filler 3', 'Filler 1']);
  });

  it('is never shown after every toast is dismissed (a sign-out)', async () => {
    await fillTheLimit();
    const id = loading('Fetching drivers data...');
    act(() => dismissToasts());
    for (const n of [1, 2, 3]) endExit(`Filler ${n}`);
    await waitFor(() => expect(screen.queryByText('Filler 3')).toBeNull());
    expect(events).not.toContain(`added ${String(id)}`);
    expect(shown()).toEqual([]);
  });

  it('on screen, turns into its outcome in place', async () => {
    render(<ToastHost />);
    const id = loading('Fetching riders data...');
    await screen.findByText('Fetching riders data...');
    act(() => resolveToast(id, 'error', 'Error fetching riders data'));
    await waitFor(() => expect(shown()).toEqual(['Error fetching riders data']));
  });
});
