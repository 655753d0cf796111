import { useConsoleKey } from './useConsoleKey';

/**
 * Pressing `/` outside a text field focuses the screen's search box (the first search input inside
 * `root`, default the page's `main`), as on GitHub and Gmail. Nothing happens when an open dialog is on
 * top or the screen has no search box. The key comes from the registry (./shortcuts.ts).
 */
export function useSlashToSearch(rootSelector = 'main'): void {
  useConsoleKey('search', (e) => {
    const box = document.querySelector<HTMLInputElement>(`${rootSelector} input[type="search"]:not(:disabled)`);
    if (!box) return;
    e.preventDefault();
    box.focus();
    box.select();
  });
}
