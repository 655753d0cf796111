import { act, fireEvent, waitFor } from '@testing-library/react';
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
  await act(() => new Promise((r) => setTimeout(r, 0)));
  document.querySelectorAll('.Toastify__toast').forEach((el) => fireEvent.animationEnd(el));
  await waitFor(() => {
    if (document.querySelector('.Toastify__toast')) throw new Error('toasts still shown');
  });
}
