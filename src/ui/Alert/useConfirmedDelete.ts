import { useCallback, useRef, useState } from 'react';
import { confirmDelete, showAlert } from './Alert';

/** What a delete call reports: the text of the "Deleted!" or "Error!" dialog, or silence. */
export type DeleteOutcome =
  | { ok: true; message: string }
  | { ok: false; message: string; /** Report nothing and refresh nothing (e.g. the session just ended). */ silent?: boolean };

/**
 * docs/product.md §5/§8's confirmed delete: "Are you sure?", then one delete at a time, then the list refreshes and
 * "Deleted!" or "Error!" shows the outcome's message. `deletingId` marks the row in flight.
 */
export function useConfirmedDelete(remove: (id: string) => Promise<DeleteOutcome>, refresh: () => unknown) {
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const busy = useRef(false);
  const requestDelete = useCallback(
    async (id: string | null) => {
      if (!id || busy.current) return;
      if (!(await confirmDelete())) return;
      busy.current = true;
      setDeletingId(id);
      const outcome = await remove(id);
      busy.current = false;
      setDeletingId(null);
      if (!outcome.ok && outcome.silent) return;
      void refresh();
      void showAlert(
        outcome.ok
          ? { icon: 'success', title: 'Deleted!', text: outcome.message }
          : { icon: 'error', title: 'Error!', text: outcome.message },
      );
    },
    [remove, refresh],
  );
  return { deletingId, requestDelete };
}
