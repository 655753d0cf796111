export { ShortcutsSheet } from './ShortcutsSheet';
export type { ShortcutRow, ShortcutSection, ShortcutsSheetProps } from './ShortcutsSheet';
