const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements inside `root` that Tab can reach, in tab order (positive tabindex is not used in this system). */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => {
    if (el.tabIndex < 0) return false;
    if (el.closest('[inert], [hidden]')) return false;
    // Real browsers: skip display:none / visibility:hidden. jsdom has no layout, so trust the markup there.
    if (typeof el.checkVisibility === 'function' && !isJsdom()) return el.checkVisibility({ visibilityProperty: true });
    return true;
  });
}

/** A form field (not a button or link): the element a form dialog opens on. */
export function isField(el: HTMLElement): boolean {
  return el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement;
}

function isJsdom(): boolean {
  return typeof navigator !== 'undefined' && /jsdom/i.test(navigator.userAgent);
}

/** Layers that sit above a modal and handle their own keys (sweetalert2 popups, react-toastify toasts). */
export function isInForeignLayer(node: EventTarget | null): boolean {
  return node instanceof Element && node.closest('.swal2-container, .Toastify') !== null;
}

const NOT_TEXT = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'image', 'file', 'range', 'color']);

/** Where typing writes text (a text input, textarea, select, editable element): single-key shortcuts stay off there. */
export function isTextEntry(node: EventTarget | null): boolean {
  if (!(node instanceof HTMLElement)) return false;
  if (node instanceof HTMLInputElement) return !NOT_TEXT.has(node.type);
  return node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement || node.isContentEditable;
}
