import { useCallback, useRef, useState } from 'react';
import { errorMessage, isUnauthorized, request } from '../../lib/api/client';
import type { DeleteOutcome } from '../../ui/Alert';
import { useApiQuery } from '../../lib/data/useApiQuery';
import { notify } from '../../lib/notify';
import {
  messageSchema,
  pricingListResponseSchema,
  vehicleTypesResponseSchema,
  type Pricing,
  type PricingInput,
  type VehicleType,
} from '../../lib/schemas';

/** SWR key of the pricing list (GET /admin/pricing). */
export const PRICING_KEY = '/admin/pricing';
/** SWR key of the vehicle types (GET /admin/vehicletypes). */
export const VEHICLE_TYPES_KEY = '/admin/vehicletypes';


/** Spec §8 fallback for both pricing lists (pricing and vehicle types). */
export const PRICING_FETCH_ERROR = 'Error fetching pricing data';

/** GET /admin/pricing: `data.data` is the list (bad records repaired). */
export async function fetchPricing(): Promise<Pricing[]> {
  const body = await request(PRICING_KEY, { schema: pricingListResponseSchema });
  return body.data.data;
}

/** GET /admin/vehicletypes: `data.data` is the list. */
export async function fetchVehicleTypes(): Promise<VehicleType[]> {
  const body = await request(VEHICLE_TYPES_KEY, { schema: vehicleTypesResponseSchema });
  return body.data.data;
}

/** The pricing list; the spec has no loading toast for it, so it loads silently, then toasts. */
export function usePricingList() {
  return useApiQuery(PRICING_KEY, fetchPricing, { success: 'Pricing data loaded', error: PRICING_FETCH_ERROR });
}

/** The vehicle types offered by the pricing dialog. */
export function useVehicleTypes() {
  return useApiQuery(VEHICLE_TYPES_KEY, fetchVehicleTypes, { success: 'Vehicle Type loaded', error: PRICING_FETCH_ERROR });
}

/** POST /admin/pricing: one call creates or updates (upsert by vehicle type). */
export function savePricing(input: PricingInput): Promise<unknown> {
  return request(PRICING_KEY, { method: 'POST', body: input, schema: messageSchema });
}

/** DELETE /admin/pricing/{id}: answers `{ message }`. */
export function deletePricing(id: string): Promise<{ message: string | null }> {
  return request(`${PRICING_KEY}/:id`, { method: 'DELETE', params: { id }, schema: messageSchema });
}


/**
 * Saves a pricing with spec §8's toasts ("Pricing created successfully" / "Pricing updated successfully",
 * else the server message or "Error processing request"). At most one request in flight: a second call
 * while one is pending resolves false without posting. Resolves true on success.
 */
export function useSavePricing(onSaved: () => void | Promise<unknown>) {
  const [saving, setSaving] = useState(false);
  // A ref, not state: a double click lands before React re-renders with `saving` set.
  const busy = useRef(false);

  const save = useCallback(
    async (input: PricingInput, mode: 'create' | 'edit'): Promise<boolean> => {
      if (busy.current) return false;
      busy.current = true;
      setSaving(true);
      try {
        await savePricing(input);
        notify.show('success', mode === 'create' ? 'Pricing created successfully' : 'Pricing updated successfully', { autoClose: 2000 });
        void onSaved();
        return true;
      } catch (e) {
        // A 401 is the forced logout's business (its own toast and redirect).
        if (!isUnauthorized(e)) notify.show('error', errorMessage(e, 'Error processing request'), { autoClose: 2000 });
        return false;
      } finally {
        busy.current = false;
        setSaving(false);
      }
    },
    [onSaved],
  );

  return { save, saving };
}


/** Deletes one pricing; the outcome carries the text of spec §8's "Deleted!" or "Error!" dialog. */
export async function deletePricingOutcome(id: string): Promise<DeleteOutcome> {
  try {
    const res = await deletePricing(id);
    return { ok: true, message: res.message ?? 'Pricing deleted successfully' };
  } catch (e) {
    return { ok: false, message: errorMessage(e, 'Failed to delete pricing'), silent: isUnauthorized(e) };
  }
}
