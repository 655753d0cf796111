import { useState } from 'react';
import { Button } from '../Button';
import { ShortcutsSheet } from '../ShortcutsSheet';

export function Usage() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Keyboard shortcuts (?)</Button>
      <ShortcutsSheet
        open={open}
        onClose={() => setOpen(false)}
        sections={[{ heading: 'Anywhere', shortcuts: [{ keys: [['Ctrl', 'K']], description: 'Open the command menu' }] }]}
      />
    </>
  );
}
