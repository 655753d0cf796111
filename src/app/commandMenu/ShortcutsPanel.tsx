import { ShortcutsSheet, type ShortcutSection } from '../../ui/ShortcutsSheet';
import { SHORTCUTS } from '../../shared/keyboard/shortcuts';

/** The registry (src/shared/keyboard/shortcuts.ts) as the sheet's sections, in the registry's order. */
export function shortcutSections(): ShortcutSection[] {
  const sections = new Map<string, ShortcutSection & { shortcuts: ShortcutSection['shortcuts'][number][] }>();
  for (const s of SHORTCUTS) {
    const section = sections.get(s.group) ?? { heading: s.group, shortcuts: [] };
    section.shortcuts.push({ keys: s.keys, description: s.description });
    sections.set(s.group, section);
  }
  return [...sections.values()];
}

const SECTIONS = shortcutSections();

/** `?`: every shortcut of the console (docs/product.md, "Keyboard"). */
export default function ShortcutsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  return <ShortcutsSheet open={open} onClose={onClose} sections={SECTIONS} />;
}
