import { palettes, type Palette } from '../theme/tokens';

type Key = keyof Palette;

interface ColorGroup {
  title: string;
  about: string;
  keys: Key[];
  notes: Partial<Record<Key, string>>;
}

/** The Colors page's grouping and one-line notes; every palette key must appear once (checked below). */
export const colorGroups: ColorGroup[] = [
  {
    title: 'Surfaces',
    about: 'Backgrounds from the page up to raised menus.',
    keys: ['bg', 'surface', 'surfaceMuted', 'surfaceRaised', 'backdrop'],
    notes: {
      bg: 'console main area (light grey)',
      surface: 'cards, dialogs, tables, header, sidebar',
      surfaceMuted: 'hovered rows, subtle fills, skeletons',
      surfaceRaised: 'menus, popovers, toasts, alerts',
      backdrop: 'behind dialogs and the drawer',
    },
  },
  {
    title: 'Text and lines',
    about: 'Body text, secondary text, borders and the focus ring.',
    keys: ['text', 'textMuted', 'border', 'borderStrong', 'focus'],
    notes: {
      text: 'body text, headings',
      textMuted: 'labels, secondary text',
      border: 'dividers, card edges',
      borderStrong: 'inputs, secondary buttons',
      focus: 'keyboard focus ring',
    },
  },
  {
    title: 'Brand accent',
    about: 'The gold-brown accent: the current menu item, primary actions, the map route.',
    keys: ['accent', 'accentHover', 'onAccent', 'accentSoft', 'accentText', 'gold'],
    notes: {
      accent: 'primary buttons, current-item bar',
      accentHover: 'primary button hover',
      onAccent: 'text on accent fills',
      accentSoft: 'current menu item, selected tab',
      accentText: 'accent as text on surfaces',
      gold: 'map route (docs/product.md §9)',
    },
  },
  {
    title: 'Status',
    about: 'Each status colour with its soft background; badges always carry a word too.',
    keys: ['success', 'successSoft', 'warning', 'warningSoft', 'danger', 'dangerHover', 'dangerSoft', 'info', 'infoSoft', 'neutralSoft'],
    notes: {
      success: 'completed, approved, successful',
      successSoft: 'success badge background',
      warning: 'pending, on review',
      warningSoft: 'warning badge background',
      danger: 'cancelled, rejected, failed, delete',
      dangerHover: 'danger button hover',
      dangerSoft: 'danger badge background, form errors',
      info: 'information',
      infoSoft: 'info badge background',
      neutralSoft: 'unknown status badge background',
    },
  },
];

// A token added to the palette but not to a group would silently miss the page: fail loudly instead.
const listed = new Set(colorGroups.flatMap((g) => g.keys));
const missing = (Object.keys(palettes.light) as Key[]).filter((k) => !listed.has(k));
if (missing.length > 0) throw new Error(`Colors docs: add ${missing.join(', ')} to src/ui/docs/colorGroups.ts`);
