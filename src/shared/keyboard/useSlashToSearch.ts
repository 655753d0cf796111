import { useEffect } from 'react';

/** True when the key press belongs to something that takes text (or a modifier is held). */
function typingTarget(e: KeyboardEvent): boolean {
  if (e.ctrlKey || e.metaKey || e.altKey || e.defaultPrevented) return true;
  const el = e.target as HTMLElement | null;
  if (!el || !(el instanceof HTMLElement)) return false;
  if (el.isContentEditable) return true;
  const tag = el.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag === 'INPUT') {
    const type = (el as HTMLInputElement).type;
    return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes(type);
  }
  return false;
}

/**
 * Pressing `/` outside a text field focuses the screen's search box (the first search input inside
 * `root`, default the page's `main`), as on GitHub and Gmail. Nothing happens when an open dialog is on
 * top or the screen has no search box.
 */
export function useSlashToSearch(rootSelector = 'main'): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== '/' || typingTarget(e)) return;
      if (document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      const box = document.querySelector<HTMLInputElement>(`${rootSelector} input[type="search"]:not(:disabled)`);
      if (!box) return;
      e.preventDefault();
      box.focus();
      box.select();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [rootSelector]);
}
