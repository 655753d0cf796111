import { useMemo } from 'react';
import { FormDialog } from '../../ui/FormDialog';
import { Select } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import { LIMITS } from '../../lib/limits';
import type { Pricing, PricingInput, VehicleType } from '../../lib/schemas';
import { useForm, type FieldProps } from '../../shared/form/useForm';
import { LAGOS_COMMISSION, pricingFormValues, toPricingInput, validatePricing, vehicleTypeOptions, type PricingValues } from './model';

/** A naira amount: required, from 0 to LIMITS.maxAmount, in steps of 0.01. */
function AmountField(props: FieldProps & { label: string }) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      min={0}
      max={LIMITS.maxAmount}
      step={0.01}
      required
      placeholder="0.00"
      startAdornment={<span aria-hidden="true">₦</span>}
      {...props}
    />
  );
}

export interface PricingDialogProps {
  /** The pricing being edited, or null to add one. */
  pricing: Pricing | null;
  /** Every vehicle type (GET /admin/vehicletypes). */
  vehicleTypes: readonly VehicleType[];
  /** Vehicle type ids that already have a pricing: not offered when adding. */
  pricedTypeIds: ReadonlySet<string>;
  /** The vehicle types are still loading. */
  vehicleTypesLoading: boolean;
  /** The vehicle types could not be loaded. */
  vehicleTypesFailed: boolean;
  /** A save is in flight: the submit button spins and the dialog cannot be dismissed. */
  saving: boolean;
  /** Called with the contract's body once the form is valid. */
  onSave: (input: PricingInput) => void;
  onClose: () => void;
}

/**
 * "Add New Pricing" / "Edit Pricing" (docs/product.md §2, §5): vehicle type (locked when editing), price per km and
 * the Kero commission (required, ≥ 0, step 0.01), and the Lagos commission fixed at ₦30. Mount it anew
 * (a new `key`) for each opening so the form starts fresh.
 */
export function PricingDialog({
  pricing,
  vehicleTypes,
  pricedTypeIds,
  vehicleTypesLoading,
  vehicleTypesFailed,
  saving,
  onSave,
  onClose,
}: PricingDialogProps) {
  const editing = pricing !== null;
  const lockedType = editing && pricing.vehicleType?._id ? pricing.vehicleType : null;
  const form = useForm<PricingValues>({
    initial: () => pricingFormValues(pricing),
    validate: validatePricing,
    onSubmit: (values) => onSave(toPricingInput(values)),
  });
  const options = useMemo(() => vehicleTypeOptions(lockedType, vehicleTypes, pricedTypeIds), [lockedType, vehicleTypes, pricedTypeIds]);

  const typeHint = lockedType
    ? 'The vehicle type of an existing pricing cannot be changed.'
    : vehicleTypesLoading
      ? 'Loading vehicle types...'
      : vehicleTypesFailed
        ? 'Vehicle types could not be loaded.'
        : options.length === 0
          ? 'Every vehicle type already has pricing.'
          : undefined;

  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? 'Edit Pricing' : 'Add New Pricing'}
      submitLabel={editing ? 'Update Pricing' : 'Save Pricing'}
      submittingLabel="Saving..."
      submitting={saving}
      onSubmit={form.onSubmit}
    >
      <Select
        label="Vehicle Type"
        required
        placeholder="Select vehicle type"
        options={options}
        {...form.field('vehicleType')}
        disabled={!!lockedType}
        hint={typeHint}
      />
      <AmountField label="Price per Km" {...form.field('pricePerKm')} />
      <AmountField label="Kero Commission" {...form.field('keroCommission')} />
      <TextField
        label="Lagos Commission"
        name="lagosCommission"
        type="number"
        value={String(LAGOS_COMMISSION)}
        readOnly
        disabled
        startAdornment={<span aria-hidden="true">₦</span>}
        hint={`Lagos Commission is fixed at ₦${LAGOS_COMMISSION}`}
      />
    </FormDialog>
  );
}
