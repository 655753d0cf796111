import { useCallback } from 'react';
import { confirmDelete, showAlert } from '../../ui/Alert';
import { useMutation } from './useMutation';

export interface DeleteTexts {
  /** "Deleted!" text when the server sent no message. */
  success: string;
  /** "Error!" text when the server sent no message. */
  error: string;
}

export interface ConfirmedDeleteOptions {
  texts: DeleteTexts;
  /** SWR keys of the lists the record leaves. */
  revalidates: readonly string[];
}

/**
 * docs/product.md §5/§8's confirmed delete, on the one mutation hook: "Are you sure?", then one delete at
 * a time, the lists revalidated, and "Deleted!" or "Error!" with the server's message (nothing after a
 * 401: the forced logout speaks). `deletingId` marks the row in flight. `remove` and `options` must be stable.
 */
export function useConfirmedDelete(remove: (id: string) => Promise<{ message: string | null }>, options: ConfirmedDeleteOptions) {
  const { run, pendingArgs } = useMutation(remove, { revalidates: options.revalidates });
  const { texts } = options;
  const requestDelete = useCallback(
    async (id: string | null) => {
      // The result's alert opens after the confirmation has closed, with the focus nowhere: it goes back
      // to the button that asked, or, its row gone, to the same place in the list (not the page's top).
      const returnTo = placeOf(document.activeElement);
      if (!id || pendingArgs || !(await confirmDelete())) return;
      const result = await run(id);
      if (result.ok) {
        await showAlert({ icon: 'success', title: 'Deleted!', text: result.data.message ?? texts.success, returnTo });
        // Closed before the list came back, the focus went to the deleted row's button, which the new rows
        // may then take away (the last row's): once they are in, it is put at its place again.
        await result.revalidated;
        const now = document.activeElement;
        if (now === null || now === document.body) (returnTo() as HTMLElement | null)?.focus?.();
      } else if (!result.skipped && !result.unauthorized) void showAlert({ icon: 'error', title: 'Error!', text: result.serverMessage || texts.error, returnTo });
    },
    [run, pendingArgs, texts],
  );
  return { deletingId: pendingArgs?.[0] ?? null, requestDelete };
}

/**
 * Finds `from` again later, or, when it has left the page (its row deleted), the control at its place:
 * the same button of the row now at its row's position (the last row, if the list got shorter), else the
 * table's scroll region.
 */
function placeOf(from: Element | null): () => Element | null {
  const row = from?.closest('tr');
  const body = row?.parentElement;
  if (!from || !row || !body) return () => from;
  const rowAt = Array.prototype.indexOf.call(body.children, row) as number;
  const controls = (r: Element) => Array.from(r.querySelectorAll('button, a[href], [tabindex]'));
  const controlAt = controls(row).indexOf(from);
  const region = body.closest('[role="region"]');
  return () => {
    if (from.isConnected) return from;
    if (!body.isConnected) return null;
    const rows = body.children;
    const now = rows[Math.min(rowAt, rows.length - 1)];
    return (now && controls(now)[controlAt]) ?? region;
  };
}
