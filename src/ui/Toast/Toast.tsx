// The library's build without its stylesheet in the JS, and that stylesheet as a CSS file (3 KB less JS).
import { ToastContainer, toast, type Id } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { createGlobalStyle } from 'styled-components';
import { media, tokens } from '../theme/tokens';

/** docs/product.md §9: data operations' toasts close after 2000 ms. */
export const DATA_TOAST_MS = 2000;

// The library's stylesheet may load after these rules (a CSS file comes after styled-components' tag; its
// JS build put it first), so each rule here is one step more specific than the one it overrides.
const ToastTheme = createGlobalStyle`
  :root:root {
    --toastify-color-light: ${tokens.color.surfaceRaised};
    --toastify-text-color-light: ${tokens.color.text};
    --toastify-color-success: ${tokens.color.success};
    --toastify-color-error: ${tokens.color.danger};
    --toastify-color-info: ${tokens.color.info};
    --toastify-color-warning: ${tokens.color.warning};
    --toastify-color-progress-light: ${tokens.color.accent};
    --toastify-font-family: ${tokens.font.family};
    --toastify-z-index: ${tokens.z.toast};
    --toastify-spinner-color: ${tokens.color.accent};
    --toastify-spinner-color-empty-area: ${tokens.color.border};
    /* Top-right, but below the fixed header: a toast never covers the account area or the menu button. */
    --toastify-toast-top: max(calc(${tokens.layout.headerHeight} + ${tokens.space[2]}), env(safe-area-inset-top));
  }
  /* Phones: the library pins its container to the very top at full width; keep it under the header too,
     with the page's margins, so "Open menu" stays tappable while a toast shows. */
  ${media.mobile} {
    .Toastify .Toastify__toast-container--top-right {
      top: calc(${tokens.layout.headerHeight} + ${tokens.space[2]});
      left: auto;
      right: ${tokens.space[2]};
      width: min(var(--toastify-toast-width), calc(100vw - 2 * ${tokens.space[2]}));
    }
    .Toastify .Toastify__toast-container--top-right .Toastify__toast {
      border-radius: ${tokens.radius.md};
      margin-bottom: ${tokens.space[2]};
    }
  }
  .Toastify .Toastify__toast {
    border: 1px solid ${tokens.color.border};
    border-radius: ${tokens.radius.md};
    box-shadow: ${tokens.shadow.md};
    font-size: ${tokens.font.size.md};
  }
  /* The library's close button is faint (opacity 0.3) and drops its focus outline. */
  .Toastify__close-button.Toastify__close-button--light {
    color: ${tokens.color.textMuted};
    opacity: 1;
    border-radius: ${tokens.radius.sm};
  }
  .Toastify__close-button.Toastify__close-button--light:hover { color: ${tokens.color.text}; }
  .Toastify__close-button:focus-visible { outline: 2px solid ${tokens.color.focus}; outline-offset: 2px; }
`;

/**
 * The app's one toast container, as docs/product.md §9 sets it: top-right, at most 3, newest on top, 1000 ms by
 * default, pause on hover and on focus loss, drag to dismiss at 80 %, Alt+T focuses the toasts.
 */
export function ToastHost() {
  return (
    <>
      <ToastTheme />
      <ToastContainer
        position="top-right"
        autoClose={1000}
        limit={3}
        newestOnTop
        pauseOnHover
        pauseOnFocusLoss
        draggable
        draggablePercent={80}
        closeOnClick={false}
        theme="light"
      />
    </>
  );
}

export type ToastId = Id;

/** A loading toast that a later `resolveToast` turns into success or error (same id). */
export function showLoading(message: string): ToastId {
  return toast.loading(message);
}

export function resolveToast(id: ToastId, type: 'success' | 'error', message: string, autoClose = DATA_TOAST_MS): void {
  if (toast.isActive(id)) {
    toast.update(id, { render: message, type, isLoading: false, autoClose, closeButton: true, draggable: true });
  } else {
    toast[type](message, { autoClose });
  }
}

/** A plain toast. `toastId` keeps one copy on screen when the same event fires many times. */
export function showToast(
  type: 'success' | 'error' | 'info' | 'warning',
  message: string,
  options: { autoClose?: number; toastId?: string } = {},
): void {
  toast[type](message, options);
}

export function dismissToasts(): void {
  toast.dismiss();
}

/** Removes one toast (e.g. a loading toast whose call ended in a forced logout). */
export function dismissToast(id: ToastId): void {
  toast.dismiss(id);
}
