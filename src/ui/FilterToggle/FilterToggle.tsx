import { Button } from '../Button';

export interface FilterToggleProps {
  /** Whether the filters it shows are open (aria-expanded). */
  open: boolean;
  /** Called on a press: the owner flips `open`. */
  onToggle: () => void;
  /** id of the element holding the filters (aria-controls). */
  controls: string;
  /** Filters in effect; shown as "Filters · 2" when above 0. */
  count?: number;
  /** Default "Filters". */
  label?: string;
}

const FilterIcon = () => (
  <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d="M3 5h18" />
    <path d="M6 12h12" />
    <path d="M10 19h4" />
  </svg>
);

/** "Filters" or "Filters · 2": the text a collapsed filter bar shows, with the count of filters in effect. */
export function filterToggleText(count: number, label = 'Filters'): string {
  return count > 0 ? `${label} · ${count}` : label;
}

/**
 * The button of a collapsed filter bar (phones): it shows and hides the list's filters, display switches
 * and sort, and says how many filters are in effect while they are hidden. A disclosure: the filters stay
 * in the page (no second copy of a control), so every change is kept when it closes.
 */
export function FilterToggle({ open, onToggle, controls, count = 0, label = 'Filters' }: FilterToggleProps) {
  return (
    <Button
      type="button"
      variant={count > 0 ? 'primary' : 'secondary'}
      size="md"
      icon={<FilterIcon />}
      aria-expanded={open}
      aria-controls={controls}
      data-filter-toggle=""
      onClick={onToggle}
    >
      {filterToggleText(count, label)}
    </Button>
  );
}
