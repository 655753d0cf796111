import { useState } from 'react';
import { FilterToggle } from '../FilterToggle';

export function Usage({ activeFilters }: { activeFilters: number }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <FilterToggle open={open} onToggle={() => setOpen((o) => !o)} controls="list-filters" count={activeFilters} />
      <div id="list-filters" hidden={!open}>
        {/* the list's filters, display switches and sort */}
      </div>
    </>
  );
}
