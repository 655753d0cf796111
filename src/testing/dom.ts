import { act, fireEvent, waitFor } from '@testing-library/react';
import { vi } from 'vitest';
import Swal from 'sweetalert2';
import { dismissToasts } from '../ui/Toast';

/** sweetalert2 writes its title with innerText, which jsdom lacks: map it to textContent. */
export function installInnerTextShim(): void {
  if (Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'innerText')) return;
  Object.defineProperty(HTMLElement.prototype, 'innerText', {
    configurable: true,
    get(this: HTMLElement) {
      return this.textContent;
    },
    set(this: HTMLElement, v: string) {
      this.textContent = v;
    },
  });
}

/** Closes any sweetalert2 popup a test left open. */
export function closeAlerts(): void {
  Swal.close();
  document.querySelectorAll('.swal2-container').forEach((el) => el.remove());
}

/** jsdom runs no CSS animations, so toasts never close by themselves: clear them (at most 3 show). */
export async function clearToasts(): Promise<void> {
  act(() => dismissToasts());
  await passTime(0);
  document.querySelectorAll('.Toastify__toast').forEach((el) => fireEvent.animationEnd(el));
  await waitFor(() => {
    if (document.querySelector('.Toastify__toast')) throw new Error('toasts still shown');
  });
}

/**
 * For "and then nothing happens" checks (no request sent, no dialog opened): moves the clock on by `ms`
 * instead of waiting. Fake timers are installed for the call, so every timer that falls due meanwhile
 * fires at once and the promises between them settle; real time goes on as usual for everything else.
 */
export async function passTime(ms = 50): Promise<void> {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  try {
    await act(() => vi.advanceTimersByTimeAsync(ms));
  } finally {
    vi.useRealTimers();
  }
}

/**
 * A text matcher for an e-mail address shown by EmailText, whose <wbr>s split it into several text
 * nodes (getByText reads an element's own text nodes only): the innermost element that reads `address`.
 */
export function emailText(address: string): (content: string, element: Element | null) => boolean {
  return (_content, element) =>
    !!element && element.textContent === address && !Array.from(element.children).some((c) => c.textContent === address);
}
