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

type Outcome = { type: 'success' | 'error'; message: string; autoClose: number } | 'dismiss';

/** Loading toasts shown and not yet removed, on screen or still waiting for a place. */
const loadingIds = new Set<ToastId>();
/**
 * The outcome of a loading toast that was not on screen when it came. With `limit` reached the library holds
 * a new toast in a waiting queue, where `toast.update` and `toast.dismiss` cannot reach it: it appeared later
 * as a spinner that never ended ("Fetching dashboard data..." stayed for good after a quick change of
 * screen). The outcome waits here and is applied the moment the toast is added.
 */
const waitingOutcome = new Map<ToastId, Outcome>();
let watching = false;

function watchToasts(): void {
  if (watching) return;
  watching = true;
  toast.onChange((item) => {
    if (item.status === 'removed') {
      loadingIds.delete(item.id);
      waitingOutcome.delete(item.id);
      return;
    }
    if (item.status !== 'added') return;
    const outcome = waitingOutcome.get(item.id);
    if (outcome === undefined) return;
    waitingOutcome.delete(item.id);
    // After the library's own add has finished (this runs inside it).
    queueMicrotask(() => apply(item.id, outcome));
  });
}

function apply(id: ToastId, outcome: Outcome): void {
  if (outcome === 'dismiss') {
    loadingIds.delete(id);
    toast.dismiss(id);
  } else {
    toast.update(id, { render: outcome.message, type: outcome.type, isLoading: false, autoClose: outcome.autoClose, closeButton: true, draggable: true });
  }
}

/** Applies an outcome now, or when the toast leaves the waiting queue; false when the toast is gone. */
function settle(id: ToastId, outcome: Outcome): boolean {
  if (toast.isActive(id)) {
    apply(id, outcome);
    return true;
  }
  if (!loadingIds.has(id)) return false;
  waitingOutcome.set(id, outcome);
  return true;
}

/** A loading toast that a later `resolveToast` turns into success or error (same id). */
export function showLoading(message: string): ToastId {
  watchToasts();
  const id = toast.loading(message);
  loadingIds.add(id);
  return id;
}

export function resolveToast(id: ToastId, type: 'success' | 'error', message: string, autoClose = DATA_TOAST_MS): void {
  // A loading toast already gone (all toasts dismissed) leaves the outcome to a toast of its own.
  if (!settle(id, { type, message, autoClose })) toast[type](message, { autoClose });
}

/** A plain toast. `toastId` keeps one copy on screen when the same event fires many times. */
export function showToast(
  type: 'success' | 'error' | 'info' | 'warning',
  message: string,
  options: { autoClose?: number; toastId?: string } = {},
): void {
  toast[type](message, options);
}

/** Removes every toast, those waiting for a place included (nothing of one session shows in the next). */
export function dismissToasts(): void {
  toast.clearWaitingQueue();
  toast.dismiss();
  loadingIds.clear();
  waitingOutcome.clear();
}

/** Removes one toast (e.g. a loading toast whose call ended in a forced logout), also while it waits for a place. */
export function dismissToast(id: ToastId): void {
  if (!settle(id, 'dismiss')) toast.dismiss(id);
}
