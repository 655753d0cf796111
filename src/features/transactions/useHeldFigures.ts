import { startTransition, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { DayRange } from '../../lib/dateRange';
import { lagosDay } from '../../lib/lagosTime';
import { transactionFiguresOf, type TransactionFigures } from '../../lib/listQuery';
import type { Role } from '../../lib/role';
import type { Transaction } from '../../lib/schemas';
import { runInSlices, type DataTableHeldRows } from '../../ui/DataTable';

export interface HeldFigures {
  /** The figures of the rows last reported, once made; null before. */
  figures: TransactionFigures | null;
  /** The search those rows answer: the cards say "filtered" with the figures they show. */
  search: string;
  /** DataTable's onRowsChange. */
  onRowsChange: (rows: DataTableHeldRows<Transaction>) => void;
}

/** The figures are counted once the table's reports pause this long (ms). */
export const FIGURES_AFTER_MS = 500;

/** Figures made per set of held rows (the table keeps its searches per query: backspacing finds both). */
const made = new WeakMap<object, Map<string, TransactionFigures>>();

/**
 * Client mode's cards and chart (docs/product.md, "The ledger's figures"): the figures over exactly the
 * rows the table holds, which the table reports through `onRowsChange` once its row filter and search
 * are finished. They are summed in background slices, so a keystroke's rows never wait for them, and
 * they reach the screen in a transition: until then the last figures stay up. Nothing renders per
 * keystroke here: the screen re-renders when new figures are made, not when rows are reported.
 * (docs/performance.md, "Client mode against a floor".)
 */
export function useHeldFigures(range: DayRange, role: Role): HeldFigures {
  const [shown, setShown] = useState<{ figures: TransactionFigures; search: string } | null>(null);
  const held = useRef<DataTableHeldRows<Transaction> | null>(null);
  const job = useRef<(() => void) | null>(null);
  const about = useRef({ range, role });
  useLayoutEffect(() => {
    about.current = { range, role };
  });

  const sum = useCallback((): void => {
    job.current = null;
    const rows = held.current;
    if (!rows) return;
    const { range: r, role: who } = about.current;
    const now = Date.now();
    const key = `${who}|${r.from}|${r.to}|${lagosDay(new Date(now).toISOString())}`;
    const owner: object = rows.kept ?? rows.data;
    const known = made.get(owner)?.get(key);
    if (known) {
      startTransition(() => setShown({ figures: known, search: rows.search }));
      return;
    }
    const figuresJob = transactionFiguresOf(rows.data, rows.kept, r, who, now);
    job.current = runInSlices(
      figuresJob.step,
      () => {
        job.current = null;
        const result = figuresJob.result;
        if (!result) return;
        let byKey = made.get(owner);
        if (!byKey) made.set(owner, (byKey = new Map()));
        byKey.set(key, result);
        startTransition(() => setShown({ figures: result, search: rows.search }));
      },
      true,
    );
  }, []);

  const count = useCallback(() => {
    job.current?.();
    job.current = null;
    // After a pause in the reports (each keystroke's rows make one): the cards and the chart follow the
    // query typed, not every prefix of it on the way, and their render never takes turns with the keys.
    const timer = setTimeout(sum, FIGURES_AFTER_MS);
    job.current = () => clearTimeout(timer);
  }, [sum]);

  const onRowsChange = useCallback(
    (rows: DataTableHeldRows<Transaction>) => {
      held.current = rows;
      count();
    },
    [count],
  );
  // Another range or role: the chart's days change even where the rows do not.
  useEffect(() => {
    count();
  }, [range.from, range.to, role, count]);
  useEffect(() => () => job.current?.(), []);

  return { figures: shown?.figures ?? null, search: shown?.search ?? '', onRowsChange };
}
