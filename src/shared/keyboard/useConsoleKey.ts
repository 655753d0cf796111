import { useEffect, useLayoutEffect, useRef } from 'react';
import { shortcut, typingField, type ConsoleShortcutId } from './shortcuts';

export interface ConsoleKeyOptions {
  /** Also answer while typing in a text field (Ctrl+K does; `?` and `/` do not). */
  inFields?: boolean;
  /** Also answer while a modal dialog is open. */
  overDialogs?: boolean;
}

/**
 * Runs `handler` when the registry's shortcut `id` is pressed (src/shared/keyboard/shortcuts.ts is the
 * one list of keys), outside text fields and dialogs unless the options say otherwise.
 */
export function useConsoleKey(id: ConsoleShortcutId, handler: (e: KeyboardEvent) => void, options: ConsoleKeyOptions = {}): void {
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  const { inFields = false, overDialogs = false } = options;
  // A layout effect: the key listens from the frame the console is first painted in. A passive effect runs
  // after that paint, so a key pressed as soon as the screen showed was lost (an end-to-end run pressed
  // Ctrl+K on a fresh page as its heading appeared, and the menu never opened).
  useLayoutEffect(() => {
    const { matches } = shortcut(id);
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || !matches?.(e)) return;
      if (!inFields && typingField(e.target)) return;
      if (!overDialogs && document.querySelector('[role="dialog"][aria-modal="true"]')) return;
      latest.current(e);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [id, inFields, overDialogs]);
}
