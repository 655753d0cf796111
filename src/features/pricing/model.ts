import { formatNaira } from '../../lib/format';
import { LIMITS } from '../../lib/limits';
import type { Pricing, PricingInput, VehicleType } from '../../lib/schemas';
import { naira } from '../../lib/money';

/** docs/product.md §9: the Lagos commission is fixed at ₦30. */
export const LAGOS_COMMISSION = 30;

/** The vehicle type's name as the row's actions call it ("Edit Car pricing"). */
export function vehicleTypeLabel(p: Pricing): string {
  const name = p.vehicleType?.name?.trim();
  return name ? name : 'unnamed vehicle type';
}

/** Ids of the vehicle types that already have a pricing (not offered when adding one). */
export function pricedTypeIds(list: readonly Pricing[]): Set<string> {
  return new Set(list.map((p) => p.vehicleType?._id).filter((id): id is string => !!id));
}

/** The pricing form as typed. */
export interface PricingValues {
  vehicleType: string;
  pricePerKm: string;
  keroCommission: string;
}

export type PricingErrors = Partial<Record<keyof PricingValues, string>>;

const asInput = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** The form's starting values: empty to add, the pricing's own values to edit. */
export function pricingFormValues(pricing: Pricing | null): PricingValues {
  return {
    vehicleType: pricing?.vehicleType?._id ?? '',
    pricePerKm: asInput(pricing?.pricePerKm),
    keroCommission: asInput(pricing?.keroCommission),
  };
}

/** docs/product.md §5: required, a number, at least 0, in steps of 0.01; at most LIMITS.maxAmount (docs/security.md). */
function amountError(raw: string, name: string): string | undefined {
  const s = raw.trim();
  if (s === '') return `${name} is required`;
  const n = Number(s);
  if (!Number.isFinite(n)) return `${name} must be a number`;
  if (n < 0) return `${name} cannot be negative`;
  if (n > LIMITS.maxAmount) return `${name} cannot be more than ${formatNaira(naira(LIMITS.maxAmount))}`;
  if (Math.abs(Math.round(n * 100) - n * 100) > 1e-6) return `${name} can have at most 2 decimal places`;
  return undefined;
}

/** The field errors of the form; empty when it may be sent. */
export function validatePricing(values: PricingValues): PricingErrors {
  const errors: PricingErrors = {};
  if (!values.vehicleType) errors.vehicleType = 'Select a vehicle type';
  const price = amountError(values.pricePerKm, 'Price per km');
  if (price) errors.pricePerKm = price;
  const kero = amountError(values.keroCommission, 'Kero Commission');
  if (kero) errors.keroCommission = kero;
  return errors;
}

/** The contract's body for valid values: numbers, and the fixed Lagos commission. */
export function toPricingInput(values: PricingValues): PricingInput {
  return {
    vehicleType: values.vehicleType,
    pricePerKm: Number(values.pricePerKm),
    keroCommission: Number(values.keroCommission),
    lagosCommission: LAGOS_COMMISSION,
  };
}

/** The vehicle types the dialog offers: only the locked one when editing, else those without a pricing. */
export function vehicleTypeOptions(
  locked: VehicleType | null,
  all: readonly VehicleType[],
  priced: ReadonlySet<string>,
): { value: string; label: string }[] {
  if (locked?._id) return [{ value: locked._id, label: locked.name ?? locked._id }];
  return all
    .filter((t): t is VehicleType & { _id: string } => t._id !== null && !priced.has(t._id))
    .map((t) => ({ value: t._id, label: t.name ?? t._id }));
}
