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
      if (!id || pendingArgs || !(await confirmDelete())) return;
      const result = await run(id);
      if (result.ok) void showAlert({ icon: 'success', title: 'Deleted!', text: result.data.message ?? texts.success });
      else if (!result.skipped && !result.unauthorized) void showAlert({ icon: 'error', title: 'Error!', text: result.serverMessage || texts.error });
    },
    [run, pendingArgs, texts],
  );
  return { deletingId: pendingArgs?.[0] ?? null, requestDelete };
}
