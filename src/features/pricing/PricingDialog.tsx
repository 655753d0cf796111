import { useMemo, useState, type FormEvent } from 'react';
import { FormDialog } from '../../ui/FormDialog';
import { Select, type SelectOption } from '../../ui/Select';
import { TextField } from '../../ui/TextField';
import type { Pricing, PricingInput, VehicleType } from '../../lib/schemas';
import { LAGOS_COMMISSION } from './api';

type FieldName = 'vehicleType' | 'pricePerKm' | 'keroCommission';
type Errors = Partial<Record<FieldName, string>>;

interface Values {
  vehicleType: string;
  pricePerKm: string;
  keroCommission: string;
}

/** Spec §5: required, a number, at least 0, in steps of 0.01. */
function amountError(raw: string, name: string): string | undefined {
  const s = raw.trim();
  if (s === '') return `${name} is required`;
  const n = Number(s);
  if (!Number.isFinite(n)) return `${name} must be a number`;
  if (n < 0) return `${name} cannot be negative`;
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return `${name} can have at most 2 decimal places`;
  return undefined;
}

/** The field errors of the form; empty when it may be sent. */
export function validatePricing(values: Values): Errors {
  const errors: Errors = {};
  if (!values.vehicleType) errors.vehicleType = 'Select a vehicle type';
  const price = amountError(values.pricePerKm, 'Price per km');
  if (price) errors.pricePerKm = price;
  const kero = amountError(values.keroCommission, 'Kero Commission');
  if (kero) errors.keroCommission = kero;
  return errors;
}

const asInput = (n: number | null) => (n === null ? '' : String(n));

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
 * "Add New Pricing" / "Edit Pricing" (spec §2, §5): vehicle type (locked when editing), price per km and
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
  const [values, setValues] = useState<Values>(() => ({
    vehicleType: lockedType?._id ?? '',
    pricePerKm: asInput(pricing?.pricePerKm ?? null),
    keroCommission: asInput(pricing?.keroCommission ?? null),
  }));
  const [errors, setErrors] = useState<Errors>({});

  const options = useMemo<SelectOption[]>(() => {
    if (lockedType) return [{ value: lockedType._id!, label: lockedType.name ?? lockedType._id! }];
    return vehicleTypes
      .filter((t): t is VehicleType & { _id: string } => t._id !== null && !pricedTypeIds.has(t._id))
      .map((t) => ({ value: t._id, label: t.name ?? t._id }));
  }, [lockedType, vehicleTypes, pricedTypeIds]);

  const typeHint = lockedType
    ? 'The vehicle type of an existing pricing cannot be changed.'
    : vehicleTypesLoading
      ? 'Loading vehicle types...'
      : vehicleTypesFailed
        ? 'Vehicle types could not be loaded.'
        : options.length === 0
          ? 'Every vehicle type already has pricing.'
          : undefined;

  const set = (name: FieldName) => (e: { target: { value: string } }) => {
    const value = e.target.value;
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((prev) => ({ ...prev, [name]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const found = validatePricing(values);
    setErrors(found);
    const first = (Object.keys(found) as FieldName[])[0];
    if (first) {
      const el = event.currentTarget.elements.namedItem(first);
      if (el instanceof HTMLElement) el.focus();
      return;
    }
    onSave({
      vehicleType: values.vehicleType,
      pricePerKm: Number(values.pricePerKm),
      keroCommission: Number(values.keroCommission),
      lagosCommission: LAGOS_COMMISSION,
    });
  };

  return (
    <FormDialog
      open
      onClose={onClose}
      title={editing ? 'Edit Pricing' : 'Add New Pricing'}
      submitLabel={editing ? 'Update Pricing' : 'Save Pricing'}
      submittingLabel="Saving..."
      submitting={saving}
      onSubmit={submit}
    >
      <Select
        label="Vehicle Type"
        name="vehicleType"
        required
        placeholder="Select vehicle type"
        options={options}
        value={values.vehicleType}
        onChange={set('vehicleType')}
        disabled={!!lockedType}
        hint={typeHint}
        error={errors.vehicleType}
      />
      <TextField
        label="Price per Km"
        name="pricePerKm"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        placeholder="0.00"
        startAdornment={<span aria-hidden="true">₦</span>}
        value={values.pricePerKm}
        onChange={set('pricePerKm')}
        error={errors.pricePerKm}
      />
      <TextField
        label="Kero Commission"
        name="keroCommission"
        type="number"
        inputMode="decimal"
        min={0}
        step={0.01}
        required
        placeholder="0.00"
        startAdornment={<span aria-hidden="true">₦</span>}
        value={values.keroCommission}
        onChange={set('keroCommission')}
        error={errors.keroCommission}
      />
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
