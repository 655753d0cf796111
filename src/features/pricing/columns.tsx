import styled from 'styled-components';
import { Button } from '../../ui/Button';
import type { DataTableColumn } from '../../ui/DataTable';
import { tokens } from '../../ui/theme/tokens';
import { formatNaira, orPlaceholder, PLACEHOLDER } from '../../lib/format';
import type { Pricing } from '../../lib/schemas';

// Server text can be very long: one line, clipped with an ellipsis, the full text in the tooltip.
const Clip = styled.span`
  display: inline-block;
  max-width: 24ch;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  vertical-align: bottom;
`;

const Muted = styled.span`
  color: ${tokens.color.textMuted};
`;

const Actions = styled.div`
  display: flex;
  gap: ${tokens.space[2]};
  justify-content: flex-end;
`;

function TextCell({ value }: { value: string | null | undefined }) {
  const text = orPlaceholder(value);
  if (text === PLACEHOLDER) return <Muted>{PLACEHOLDER}</Muted>;
  return <Clip title={text.length > 20 ? text : undefined}>{text}</Clip>;
}

/** The vehicle type's name as the row's actions call it ("Edit Car pricing"). */
export function vehicleTypeLabel(p: Pricing): string {
  const name = p.vehicleType?.name?.trim();
  return name ? name : 'unnamed vehicle type';
}

export interface PricingColumnOptions {
  onEdit: (p: Pricing) => void;
  onDelete: (p: Pricing) => void;
  /** Id of the pricing being deleted: its Delete button spins. */
  deletingId: string | null;
}

/** Spec §2 Pricing Management: vehicle type, price per km and both commissions in naira (no division), actions. */
export function pricingColumns({ onEdit, onDelete, deletingId }: PricingColumnOptions): DataTableColumn<Pricing>[] {
  return [
    {
      id: 'vehicleType',
      header: 'Vehicle Type',
      cell: (p) => <TextCell value={p.vehicleType?.name} />,
      sortValue: (p) => p.vehicleType?.name,
      searchValue: (p) => p.vehicleType?.name ?? '',
    },
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
      width: '1%',
      cell: (p) => {
        const name = vehicleTypeLabel(p);
        const deleting = p._id !== null && p._id === deletingId;
        return (
          <Actions>
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
          </Actions>
        );
      },
    },
  ];
}
