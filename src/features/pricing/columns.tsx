import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { Inline } from '../../ui/Layout';
import { formatNaira } from '../../lib/format';
import type { Pricing } from '../../lib/schemas';
import { textColumn } from '../../shared/table/text';
import { vehicleTypeLabel } from './model';

export interface PricingColumnOptions {
  onEdit: (p: Pricing) => void;
  onDelete: (p: Pricing) => void;
  /** Id of the pricing being deleted: its Delete button spins. */
  deletingId: string | null;
}

/** docs/product.md §2 Pricing Management: vehicle type, price per km and both commissions in naira (no division), actions. */
export function pricingColumns({ onEdit, onDelete, deletingId }: PricingColumnOptions): DataTableColumn<Pricing>[] {
  return [
    textColumn('vehicleType', 'Vehicle Type', (p) => p.vehicleType?.name, { card: 'primary' }),
    { id: 'pricePerKm', header: 'Price per Km', align: 'end', cell: (p) => formatNaira(p.pricePerKm), sortValue: (p) => p.pricePerKm },
    {
      id: 'keroCommission',
      header: 'Kero Commission',
      align: 'end',
      cell: (p) => formatNaira(p.keroCommission),
      sortValue: (p) => p.keroCommission,
    },
    {
      id: 'lagosCommission',
      header: 'Lagos Commission',
      align: 'end',
      cell: (p) => formatNaira(p.lagosCommission),
      sortValue: (p) => p.lagosCommission,
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      width: '168px',
      card: 'actions',
      cell: (p) => {
        const name = vehicleTypeLabel(p);
        const deleting = p._id !== null && p._id === deletingId;
        return (
          <Inline justify="end" wrap={false}>
            <Button size="sm" variant="secondary" aria-label={`Edit ${name} pricing`} onClick={() => onEdit(p)}>
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              aria-label={`Delete ${name} pricing`}
              loading={deleting}
              disabled={p._id === null || (deletingId !== null && !deleting)}
              onClick={() => onDelete(p)}
            >
              Delete
            </Button>
          </Inline>
        );
      },
    },
  ];
}
