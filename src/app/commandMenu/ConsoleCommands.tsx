import { lazy, Suspense, useState } from 'react';
import { useConsoleKey } from '../../shared/keyboard/useConsoleKey';
import type { ConsoleArea } from '../guards';

// Loaded on first use, not with the console's first screen (docs/performance.md, "Command menu").
const CommandMenuPanel = lazy(() => import('./CommandMenuPanel'));
const ShortcutsPanel = lazy(() => import('./ShortcutsPanel'));

/**
 * The console's keyboard layer (docs/product.md, "Command menu" and "Keyboard"): Ctrl+K / ⌘K opens the
 * command menu (also from a text field; again to close it), `?` outside text fields the shortcuts
 * sheet. The keys come from the shortcut registry (src/shared/keyboard/shortcuts.ts).
 */
export function ConsoleCommands({ area }: { area: ConsoleArea }) {
  const [menu, setMenu] = useState<'closed' | 'open' | 'loaded'>('closed');
  const [sheet, setSheet] = useState<'closed' | 'open' | 'loaded'>('closed');

  useConsoleKey(
    'command-menu',
    (e) => {
      e.preventDefault();
      setMenu((m) => (m === 'open' ? 'loaded' : 'open'));
    },
    // Ctrl+K is no text to type, and it closes the menu it opened (the menu is a dialog).
    { inFields: true, overDialogs: menu === 'open' },
  );
  useConsoleKey('shortcuts', (e) => {
    e.preventDefault();
    setSheet('open');
  });

  return (
    <Suspense fallback={null}>
      {menu !== 'closed' && (
        <CommandMenuPanel
          area={area}
          open={menu === 'open'}
          onClose={() => setMenu('loaded')}
          onShowShortcuts={() => {
            setMenu('loaded');
            setSheet('open');
          }}
        />
      )}
      {sheet !== 'closed' && <ShortcutsPanel open={sheet === 'open'} onClose={() => setSheet('loaded')} />}
    </Suspense>
  );
}
