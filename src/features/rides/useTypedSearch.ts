import { useCallback, useEffect, useRef, useState } from 'react';
import type { DataTableChangeOptions, DataTableState } from '../../ui/DataTable';

interface UrlTable {
  search: string;
  onStateChange: (patch: Partial<DataTableState>, options: DataTableChangeOptions) => void;
}

/**
 * Keeps the search box's text in React state and writes it to the URL behind it.
 *
 * The router commits URL changes in a transition, so a search box controlled straight from the URL
 * lags a fast typist and drops keystrokes (typing "ikeja" over 40,000 rides left "a"). Here the box
 * shows what was typed at once; the URL follows, and a URL change we did not make (Back, a link)
 * still replaces the text.
 */
export function useTypedSearch<T extends UrlTable>(table: T): T {
  const [text, setText] = useState(table.search);
  const sent = useRef<string[]>([]);
  const [seenUrl, setSeenUrl] = useState(table.search);

  // Adjusting state while rendering (React's pattern for a prop that changed): a URL value that is not
  // one we wrote comes from navigation and replaces the text; our own echoes are ignored.
  if (table.search !== seenUrl) {
    setSeenUrl(table.search);
    if (!sent.current.includes(table.search)) setText(table.search);
  }
  // Once the URL has caught up with the last text we wrote, nothing of ours is in flight.
  useEffect(() => {
    if (sent.current[sent.current.length - 1] === table.search) sent.current = [];
  }, [table.search]);

  const { onStateChange } = table;
  const onChange = useCallback(
    (patch: Partial<DataTableState>, options: DataTableChangeOptions) => {
      if (patch.search !== undefined) {
        setText(patch.search);
        sent.current.push(patch.search);
      }
      onStateChange(patch, options);
    },
    [onStateChange],
  );

  return { ...table, search: text, onStateChange: onChange };
}
