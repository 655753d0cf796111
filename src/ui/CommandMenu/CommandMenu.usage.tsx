import { useState } from 'react';
import { Button } from '../Button';
import { CommandMenu } from '../CommandMenu';

export function Usage() {
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const screens = ['Rides', 'Riders', 'Transactions'].filter((s) => s.toLowerCase().includes(search.toLowerCase()));
  return (
    <>
      <Button onClick={() => setOpen(true)}>Command menu (Ctrl+K)</Button>
      <CommandMenu
        open={open}
        onClose={() => setOpen(false)}
        search={search}
        onSearchChange={setSearch}
        groups={[{ heading: 'Go to', items: screens.map((s) => ({ id: s, label: s, onSelect: () => setOpen(false) })) }]}
      />
    </>
  );
}
