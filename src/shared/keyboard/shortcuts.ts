/**
 * Every keyboard shortcut of the console, in one list (docs/product.md, "Keyboard"): the shortcuts
 * sheet (`?`) shows it, and the console's own key handlers (`useConsoleKey`) find their keys here, so
 * the sheet cannot promise a key that does nothing. Keys handled inside a design-system component
 * (tables, tabs, dialogs) are listed here too; src/ui cannot import this file, so each such entry names
 * the component that handles it.
 */

export type ShortcutGroup = 'Anywhere in the console' | 'Lists' | 'Dialogs and menus';

export interface Shortcut {
  id: string;
  /** Each way to press it, as key caps: [['Ctrl', 'K'], ['⌘', 'K']]. */
  keys: readonly (readonly string[])[];
  /** What it does, for the sheet. */
  description: string;
  group: ShortcutGroup;
  /** The key event it answers (console-level shortcuts only; component keys have none). */
  matches?: (e: KeyboardEvent) => boolean;
}

const plain = (e: KeyboardEvent) => !e.ctrlKey && !e.metaKey && !e.altKey;

export const SHORTCUTS = [
  {
    id: 'command-menu',
    keys: [['Ctrl', 'K'], ['⌘', 'K']],
    description: 'Open the command menu: go to a screen, run an action, find a record',
    group: 'Anywhere in the console',
    matches: (e) => (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k',
  },
  {
    id: 'shortcuts',
    keys: [['?']],
    description: 'Show these keyboard shortcuts',
    group: 'Anywhere in the console',
    matches: (e) => plain(e) && e.key === '?',
  },
  {
    id: 'search',
    keys: [['/']],
    description: "Go to the screen's search box",
    group: 'Anywhere in the console',
    matches: (e) => plain(e) && e.key === '/',
  },
  { id: 'rows', keys: [['↑'], ['↓']], description: 'Move to the previous or next row (DataTable)', group: 'Lists' },
  { id: 'rows-ends', keys: [['Home'], ['End']], description: 'Move to the first or last row of the page (DataTable)', group: 'Lists' },
  { id: 'rows-page', keys: [['PageUp'], ['PageDown']], description: 'Show the previous or next page and move to its first row (DataTable)', group: 'Lists' },
  { id: 'open-row', keys: [['Enter'], ['Space']], description: "Open the row's details, or its review in KYC Submitted (DataTable)", group: 'Lists' },
  { id: 'select-row', keys: [['x']], description: 'Select or clear the row, where the list has selection (DataTable)', group: 'Lists' },
  { id: 'resize-column', keys: [['←'], ['→'], ['Shift', '←'], ['Shift', '→']], description: "On a column's resize handle (its column menu's \"Resize column\"): narrower or wider by 16 px, 64 px with Shift; Esc or Enter: back to the menu's button (DataTable)", group: 'Lists' },
  { id: 'resize-column-ends', keys: [['Home'], ['End']], description: "On a column's resize handle: the narrowest or widest the column may be (DataTable)", group: 'Lists' },
  { id: 'tabs', keys: [['←'], ['→'], ['Home'], ['End']], description: 'Move between tabs (Tabs)', group: 'Lists' },
  { id: 'clear-search', keys: [['Esc']], description: 'In a search box: clear the search (SearchField)', group: 'Lists' },
  { id: 'close', keys: [['Esc']], description: 'Close the dialog, menu or side menu on top (Dialog, Sidebar)', group: 'Dialogs and menus' },
  { id: 'tab', keys: [['Tab'], ['Shift', 'Tab']], description: 'Move through the controls; stays inside an open dialog (Dialog)', group: 'Dialogs and menus' },
  { id: 'menu-move', keys: [['↑'], ['↓'], ['Enter']], description: 'In the command menu: move and run the selected entry (CommandMenu)', group: 'Dialogs and menus' },
  { id: 'column-menu', keys: [['↓'], ['↑'], ['Enter']], description: "On a column's options button: open its menu; in it, move and choose (DataTable)", group: 'Dialogs and menus' },
  { id: 'zoom', keys: [['+'], ['-']], description: 'Zoom a document image in or out (ZoomableImage)', group: 'Dialogs and menus' },
] as const satisfies readonly Shortcut[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];
/** Shortcuts the console's own handlers answer (they carry `matches`). */
export type ConsoleShortcutId = Extract<(typeof SHORTCUTS)[number], { matches: unknown }>['id'];

export function shortcut(id: ShortcutId): Shortcut {
  return SHORTCUTS.find((s) => s.id === id)!;
}

/** An element that takes text: keys typed there are text, not shortcuts. */
export function typingField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  if (target.tagName !== 'INPUT') return false;
  return !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color', 'file', 'image'].includes((target as HTMLInputElement).type);
}
