/**
 * Background preparation of a large list's sorts (docs/performance.md, "Sorts prepared in the
 * background"). Once the search index is built, each sortable column is ranked in time-limited
 * slices, then its ascending and descending orders are made: the first click on a header finds its
 * order made instead of ranking 60,000 keys in the click's own task. The ranking is src/core/order.ts's
 * generator, the one a click runs to its end (pipeline.ts's getRanks): here it runs until the slice's
 * deadline, so the prepared ranks are a click's own by construction.
 */
import { ranking, type Ranking, type SortKey } from '../../core/order';
import { getSortedOrder, hasRanks, storeRanks } from './pipeline';

type Step = (deadline: number) => boolean;

/**
 * Every listed column's ranks, then both its orders, one piece of work per slice. Columns already
 * ranked (sorted by a click meanwhile) only get their orders.
 */
export function prepareSorts<T>(data: readonly T[], columns: readonly (readonly [string, (row: T) => SortKey])[]): Step {
  let c = 0;
  let building: Ranking | null = null;
  let orders = 0;
  return (deadline) => {
    while (c < columns.length) {
      const [id, sortValue] = columns[c]!;
      // A click may have ranked the column meanwhile: then its build is dropped.
      if (hasRanks(data, id)) building = null;
      else {
        building ??= ranking(data, sortValue);
        for (let step = building.next(); ; step = building.next()) {
          if (step.done) {
            storeRanks(data, id, step.value);
            building = null;
            break;
          }
          if (performance.now() >= deadline) return false;
        }
      }
      // An order is O(n) once ranked: one, then a check of the clock.
      while (orders < 2) {
        getSortedOrder(data, id, sortValue, orders === 1);
        orders++;
        if (performance.now() >= deadline) return false;
      }
      orders = 0;
      c++;
    }
    return true;
  };
}
