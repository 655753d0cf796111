import { useCallback, useMemo, useRef, useState } from 'react';
import { PlusIcon } from '../../ui/Icon';
import type { Pricing, PricingInput, VehicleType } from '../../lib/schemas';
import { ListScreen } from '../../shared/list/ListScreen';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { PRICING_FETCH_ERROR, useDeletePricing, usePricingList, useSavePricing, useVehicleTypes } from './api';
import { pricingColumns } from './columns';
import { pricedTypeIds } from './model';
import { PricingDialog } from './PricingDialog';

const EMPTY: readonly Pricing[] = [];
const NO_TYPES: readonly VehicleType[] = [];
const PAGE_SIZE = 10;
const getRowId = (p: Pricing, i: number) => p._id ?? `row-${i}`;

/** Which dialog is open: none, add, or edit one pricing. `n` remounts the form on every opening. */
type DialogState = { n: number; pricing: Pricing | null } | null;

/**
 * Pricing Management (docs/product.md §2, admin only): per-vehicle-type price per km and commissions, a searchable
 * 10-row table, one add/edit dialog and a confirmed delete. Search, sort and page live in the URL.
 */
export default function PricingPage() {
  const list = usePricingList();
  const { data } = list;
  const types = useVehicleTypes();
  const { table } = useTableUrlState();
  const [dialog, setDialog] = useState<DialogState>(null);
  const opened = useRef(0);

  const pricing = data ?? EMPTY;
  const priced = useMemo(() => pricedTypeIds(pricing), [pricing]);

  const save = useSavePricing();
  const { deletingId, requestDelete } = useDeletePricing();

  const { error: typesError, data: typesData, mutate: reloadTypes } = types;
  const onAdd = useCallback(() => {
    // Vehicle types that failed to load are asked for again when they are needed.
    if (typesError && !typesData) void reloadTypes();
    setDialog({ n: ++opened.current, pricing: null });
  }, [typesError, typesData, reloadTypes]);
  const onEdit = useCallback((p: Pricing) => setDialog({ n: ++opened.current, pricing: p }), []);
  const onClose = useCallback(() => setDialog(null), []);

  const onSave = async (input: PricingInput) => {
    const result = await save.run(input, dialog?.pricing ? 'edit' : 'create');
    if (result.ok) setDialog(null);
  };

  const onDelete = useCallback((p: Pricing) => void requestDelete(p._id), [requestDelete]);

  const columns = useMemo(() => pricingColumns({ onEdit, onDelete, deletingId }), [onEdit, onDelete, deletingId]);

  return (
    <ListScreen
      title="Pricing Management"
      description="Price per kilometre and commissions for each vehicle type"
      screen="pricing"
      noun="pricing"
      primary={{ label: 'Add New Pricing', icon: <PlusIcon />, onClick: onAdd, disabled: !data }}
      list={list}
      errorFallback={PRICING_FETCH_ERROR}
      table={{
        ...table,
        data: pricing,
        columns,
        getRowId,
        caption: 'Pricing',
        emptyText: 'No pricing data found',
        pageSize: PAGE_SIZE,
        serialColumn: { header: 'S/N' },
      }}
      details={
        dialog && (
          <PricingDialog
            key={dialog.n}
            pricing={dialog.pricing}
            vehicleTypes={types.data ?? NO_TYPES}
            pricedTypeIds={priced}
            vehicleTypesLoading={types.isLoading && !types.data}
            vehicleTypesFailed={!!types.error && !types.data}
            saving={save.pending}
            onSave={(input) => void onSave(input)}
            onClose={onClose}
          />
        )
      }
    />
  );
}
