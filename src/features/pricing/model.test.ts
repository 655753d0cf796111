import { describe, expect, it } from 'vitest';
import type { Pricing } from '../../lib/schemas';
import { LIMITS } from '../../lib/limits';
import { pricedTypeIds, pricingFormValues, toPricingInput, validatePricing, vehicleTypeLabel, vehicleTypeOptions } from './model';
import { naira } from '../../lib/money';

const car: Pricing = { _id: 'p1', vehicleType: { _id: 'vt-car', name: 'Car' }, pricePerKm: naira(250), keroCommission: naira(15), lagosCommission: naira(30) };
const types = [
  { _id: 'vt-car', name: 'Car' },
  { _id: 'vt-bus', name: 'Bus' },
  { _id: null, name: 'No id' },
  { _id: 'vt-boat', name: null },
];

describe('pricing model', () => {
  it('names a row by its vehicle type, else "unnamed vehicle type"', () => {
    expect(vehicleTypeLabel(car)).toBe('Car');
    expect(vehicleTypeLabel({ ...car, vehicleType: { _id: 'x', name: '  ' } })).toBe('unnamed vehicle type');
    expect(vehicleTypeLabel({ ...car, vehicleType: null })).toBe('unnamed vehicle type');
  });

  it('offers, when adding, only the types without pricing; when editing, only the locked one', () => {
    const priced = pricedTypeIds([car, { ...car, _id: 'p2', vehicleType: null }]);
    expect([...priced]).toEqual(['vt-car']);
    expect(vehicleTypeOptions(null, types, priced)).toEqual([
      { value: 'vt-bus', label: 'Bus' },
      { value: 'vt-boat', label: 'vt-boat' },
    ]);
    expect(vehicleTypeOptions(car.vehicleType, types, priced)).toEqual([{ value: 'vt-car', label: 'Car' }]);
  });

  it('starts the form empty to add and with the values to edit', () => {
    expect(pricingFormValues(null)).toEqual({ vehicleType: '', pricePerKm: '', keroCommission: '' });
    expect(pricingFormValues(car)).toEqual({ vehicleType: 'vt-car', pricePerKm: '250', keroCommission: '15' });
  });

  it('validates amounts: required, a number, not negative, two decimals at most', () => {
    expect(validatePricing({ vehicleType: 'vt', pricePerKm: '12.5', keroCommission: '0' })).toEqual({});
    expect(validatePricing({ vehicleType: '', pricePerKm: '', keroCommission: 'abc' })).toEqual({
      vehicleType: 'Select a vehicle type',
      pricePerKm: 'Price per km is required',
      keroCommission: 'Kero Commission must be a number',
    });
    expect(validatePricing({ vehicleType: 'vt', pricePerKm: '-1', keroCommission: '1.234' })).toEqual({
      pricePerKm: 'Price per km cannot be negative',
      keroCommission: 'Kero Commission can have at most 2 decimal places',
    });
  });

  it('bounds amounts at LIMITS.maxAmount, inclusive', () => {
    expect(validatePricing({ vehicleType: 'vt', pricePerKm: String(LIMITS.maxAmount), keroCommission: '0' })).toEqual({});
    expect(validatePricing({ vehicleType: 'vt', pricePerKm: '1000000.01', keroCommission: '1e308' })).toEqual({
      pricePerKm: 'Price per km cannot be more than ₦1,000,000.00',
      keroCommission: 'Kero Commission cannot be more than ₦1,000,000.00',
    });
  });

  it('sends numbers and the fixed Lagos commission', () => {
    expect(toPricingInput({ vehicleType: 'vt', pricePerKm: '12.50', keroCommission: '3' })).toEqual({
      vehicleType: 'vt',
      pricePerKm: 12.5,
      keroCommission: 3,
      lagosCommission: 30,
    });
  });
});
