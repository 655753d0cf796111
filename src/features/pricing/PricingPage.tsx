import { useCallback, useMemo, useRef, useState } from 'react';
import { useConfirmedDelete } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { DataTable } from '../../ui/DataTable';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { PageHeader } from '../../ui/PageHeader';
import { errorMessage } from '../../lib/api/client';
import type { Pricing, PricingInput, VehicleType } from '../../lib/schemas';
import { useTableUrlState } from '../../shared/url/useUrlState';
import { deletePricingOutcome, PRICING_FETCH_ERROR, usePricingList, useSavePricing, useVehicleTypes } from './api';
import { pricingColumns } from './columns';
import { pricedTypeIds } from './model';
import { PricingDialog } from './PricingDialog';

const EMPTY: readonly Pricing[] = [];
const NO_TYPES: readonly VehicleType[] = [];
const PAGE_SIZE = 10;
const getRowId = (p: Pricing, i: number) => p._id ?? `row-${i}`;

function PlusIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path d="M8 3v10M3 8h10" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Which dialog is open: none, add, or edit one pricing. `n` remounts the form on every opening. */
type DialogState = { n: number; pricing: Pricing | null } | null;

/**
 * Pricing Management (docs/product.md §2, admin only): per-vehicle-type price per km and commissions, a searchable
 * 10-row table, one add/edit dialog and a confirmed delete. Search, sort and page live in the URL.
 */
export default function PricingPage() {
  const { data, error, isLoading, mutate } = usePricingList();
  const types = useVehicleTypes();
  const { table } = useTableUrlState();
  const [dialog, setDialog] = useState<DialogState>(null);
  const opened = useRef(0);

  const pricing = data ?? EMPTY;
  const priced = useMemo(() => pricedTypeIds(pricing), [pricing]);

  const reload = useCallback(() => mutate(), [mutate]);
  const { save, saving } = useSavePricing(reload);
  const { deletingId, requestDelete } = useConfirmedDelete(deletePricingOutcome, reload);

  const { error: typesError, data: typesData, mutate: reloadTypes } = types;
  const onAdd = useCallback(() => {
    // Vehicle types that failed to load are asked for again when they are needed.
    if (typesError && !typesData) void reloadTypes();
    setDialog({ n: ++opened.current, pricing: null });
  }, [typesError, typesData, reloadTypes]);
  const onEdit = useCallback((p: Pricing) => setDialog({ n: ++opened.current, pricing: p }), []);
  const onClose = useCallback(() => setDialog(null), []);

  const onSave = async (input: PricingInput) => {
    const ok = await save(input, dialog?.pricing ? 'edit' : 'create');
    if (ok) setDialog(null);
  };

  const onDelete = useCallback((p: Pricing) => void requestDelete(p._id), [requestDelete]);

  const columns = useMemo(() => pricingColumns({ onEdit, onDelete, deletingId }), [onEdit, onDelete, deletingId]);
  const failed = !!error && !data;

  return (
    <>
      <title>{'Pricing Management · Kero'}</title>
      <PageHeader
        title="Pricing Management"
        description="Price per kilometre and commissions for each vehicle type"
        actions={
          <Button icon={<PlusIcon />} onClick={onAdd} disabled={!data}>
            Add New Pricing
          </Button>
        }
      />
      {failed ? (
        <ErrorPanel
          title="Pricing could not be loaded"
          message={errorMessage(error, PRICING_FETCH_ERROR)}
          onRetry={() => void mutate()}
        />
      ) : (
        <DataTable
          {...table}
          data={pricing}
          columns={columns}
          getRowId={getRowId}
          caption="Pricing"
          loading={isLoading && !data}
          emptyText="No pricing data found"
          pageSize={PAGE_SIZE}
          serialColumn={{ header: 'S/N' }}
          searchPlaceholder="Search pricing..."
          searchLabel="Search pricing"
        />
      )}
      {dialog && (
        <PricingDialog
          key={dialog.n}
          pricing={dialog.pricing}
          vehicleTypes={types.data ?? NO_TYPES}
          pricedTypeIds={priced}
          vehicleTypesLoading={types.isLoading && !types.data}
          vehicleTypesFailed={!!types.error && !types.data}
          saving={saving}
          onSave={(input) => void onSave(input)}
          onClose={onClose}
        />
      )}
    </>
  );
}
