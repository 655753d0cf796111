import type { ReactNode } from 'react';
import { FilterToggle } from '../FilterToggle';
import { SearchField } from '../SearchField';
import { SearchRow, Toolbar, ToolbarExtra } from './DataTable.styles';

/** The phones' collapsed filter bar (docs/product.md, "Lists on phones"): hidden above phone width. */
export interface ToolbarFilters {
  open: boolean;
  onToggle: () => void;
  /** id of the filters' box (the toolbar's controls); the sort chips' id is given in `controls`. */
  id: string;
  /** Every element the toggle shows and hides (aria-controls). */
  controls: string;
  count: number;
}

export interface TableToolbarProps {
  /** Show the search box. */
  hasSearch: boolean;
  search: string;
  onSearch: (value: string) => void;
  placeholder: string;
  label: string;
  /** Filters, tabs or switches beside the search box. */
  extra?: ReactNode;
  /** An action for the whole list (Export CSV), after the filters. */
  action?: ReactNode;
  /** The phones' "Filters" toggle, or null when there is nothing to collapse. */
  filters?: ToolbarFilters | null;
}

/** The search box and the screen's own controls above a table. */
export function TableToolbar({ hasSearch, search, onSearch, placeholder, label, extra, action, filters }: TableToolbarProps) {
  if (!hasSearch && !extra && !action && !filters) return null;
  return (
    <Toolbar>
      <SearchRow>
        {hasSearch && <SearchField value={search} onChange={onSearch} placeholder={placeholder} label={label} />}
        {filters && <FilterToggle open={filters.open} onToggle={filters.onToggle} controls={filters.controls} count={filters.count} />}
      </SearchRow>
      {(extra || action) && (
        <ToolbarExtra id={filters?.id} data-filter-region="">
          {extra}
          {action}
        </ToolbarExtra>
      )}
    </Toolbar>
  );
}
