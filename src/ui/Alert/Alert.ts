import type SwalModule from 'sweetalert2';

type Swal = typeof SwalModule;
let swal: Promise<Swal> | null = null;

/**
 * sweetalert2 (about 20 KB gzip) is fetched on the first dialog, not with the sign-in form: the import
 * starts once and every later call reuses it. A screen that knows a dialog is coming (a submitted form)
 * calls this early so the dialog shows without waiting for the fetch.
 */
export function preloadAlerts(): Promise<Swal> {
  swal ??= import('./sweetalert2').then(
    (m) => m.default,
    (e: unknown) => {
      swal = null; // a failed fetch is tried again by the next dialog
      throw e;
    },
  );
  return swal;
}

/**
 * Closes any open dialog at once, without its closing animation (sweetalert2 then restores the page's
 * classes, aria-hidden and focus right away): what the next story of the story book or the next test
 * must not inherit. Does nothing when sweetalert2 was never loaded.
 */
export async function closeAlerts(): Promise<void> {
  if (!swal) return;
  const s = await swal;
  const popup = s.getPopup();
  if (!popup || !s.isVisible()) return;
  popup.style.animation = 'none';
  s.close();
}

/**
 * Focus back where it was once a popup has gone. sweetalert2 does it itself (`returnFocus`), from one
 * element it keeps for the whole page; when that was lost (another popup closed at once in between, or
 * the element it kept left the page) focus fell to <body>, and a keyboard user above a dialog was lost: the
 * story tests found it (Alert "Above Dialog"). Runs after sweetalert2's own attempt (`didClose`).
 */
function returnFocusTo(before: Element | null | (() => Element | null)): () => void {
  return () => {
    const now = document.activeElement;
    if (now !== null && now !== document.body) return;
    const target = typeof before === 'function' ? before() : before;
    if (target instanceof HTMLElement && target.isConnected) target.focus();
  };
}

/** docs/product.md §9: dialog timers. */
export const ALERT_TIMER_MS = 1500;

const customClass = {
  popup: 'k-alert',
  title: 'k-alert-title',
  htmlContainer: 'k-alert-text',
  confirmButton: 'k-alert-confirm',
  cancelButton: 'k-alert-cancel',
};

export interface AlertOptions {
  icon: 'success' | 'error' | 'warning' | 'info';
  /** Plain text: never parsed as markup. */
  title: string;
  /** Plain text: never parsed as markup. */
  text?: string;
  /** Close by itself after this many ms. */
  timer?: number;
  showConfirmButton?: boolean;
  /**
   * Where the focus goes back to when it closes, if it is still on the page (or a function, asked then).
   * Default: what has the focus when the alert opens. An alert that follows another dialog (a result
   * after "Are you sure?") opens while the focus is nowhere: pass what had it before that dialog.
   */
  returnTo?: Element | null | (() => Element | null);
}

/**
 * A modal message on sweetalert2. Title and text go through `titleText` and `text` only, so server
 * strings can never run as markup.
 */
export async function showAlert({ icon, title, text, timer, showConfirmButton = true, returnTo }: AlertOptions): Promise<void> {
  const before = returnTo ?? document.activeElement;
  const Swal = await preloadAlerts();
  await Swal.fire({
    icon,
    titleText: title,
    text: text ?? '',
    timer,
    timerProgressBar: timer !== undefined,
    showConfirmButton,
    customClass,
    buttonsStyling: false,
    returnFocus: true,
    didClose: returnFocusTo(before),
  });
}

export interface ConfirmOptions {
  title: string;
  text: string;
  confirmText: string;
  cancelText?: string;
  /** `danger` (the default: deletes, rejections) paints the confirm button in the danger colour. */
  tone?: 'danger' | 'accent';
}

/** Asks before an action; resolves true only when the user confirms. Destructive by default. */
export async function confirmAction({ title, text, confirmText, cancelText = 'Cancel', tone = 'danger' }: ConfirmOptions): Promise<boolean> {
  const Swal = await preloadAlerts();
  const result = await Swal.fire({
    icon: 'warning',
    titleText: title,
    text,
    showCancelButton: true,
    confirmButtonText: confirmText,
    cancelButtonText: cancelText,
    focusCancel: true,
    reverseButtons: true,
    customClass: tone === 'danger' ? { ...customClass, confirmButton: `${customClass.confirmButton} k-alert-danger` } : customClass,
    buttonsStyling: false,
    returnFocus: true,
    didClose: returnFocusTo(document.activeElement),
  });
  return result.isConfirmed;
}

/** docs/product.md §5: the delete confirmation for pricing and admin users. */
export function confirmDelete(): Promise<boolean> {
  return confirmAction({ title: 'Are you sure?', text: "You won't be able to revert this!", confirmText: 'Yes, delete it!' });
}
