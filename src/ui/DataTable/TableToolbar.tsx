import type { ReactNode } from 'react';
import { SearchField } from '../SearchField';
import { Toolbar, ToolbarExtra } from './DataTable.styles';

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
}

/** The search box and the screen's own controls above a table. */
export function TableToolbar({ hasSearch, search, onSearch, placeholder, label, extra, action }: TableToolbarProps) {
  if (!hasSearch && !extra && !action) return null;
  return (
    <Toolbar>
      {hasSearch && <SearchField value={search} onChange={onSearch} placeholder={placeholder} label={label} />}
      {(extra || action) && (
        <ToolbarExtra>
          {extra}
          {action}
        </ToolbarExtra>
      )}
    </Toolbar>
  );
}
