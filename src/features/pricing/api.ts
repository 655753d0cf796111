import { request } from '../../lib/api/client';
import { useApiQuery } from '../../lib/data/useApiQuery';
import {
  messageSchema,
  pricingListResponseSchema,
  vehicleTypesResponseSchema,
  type Pricing,
  type PricingInput,
  type VehicleType,
} from '../../lib/schemas';
import { useConfirmedDelete, type ConfirmedDeleteOptions } from '../../shared/data/useConfirmedDelete';
import { useMutation, type MutationOptions } from '../../shared/data/useMutation';

/** SWR key of the pricing list (GET /admin/pricing). */
export const PRICING_KEY = '/admin/pricing';
/** SWR key of the vehicle types (GET /admin/vehicletypes). */
export const VEHICLE_TYPES_KEY = '/admin/vehicletypes';


/** docs/product.md §8 fallback for both pricing lists (pricing and vehicle types). */
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


const postPricing = (input: PricingInput, _mode: 'create' | 'edit') => savePricing(input);

const SAVE: MutationOptions<[PricingInput, 'create' | 'edit']> = {
  toasts: {
    success: (_m, _input, mode) => (mode === 'create' ? 'Pricing created successfully' : 'Pricing updated successfully'),
    error: 'Error processing request',
  },
  revalidates: [PRICING_KEY],
};

/**
 * Saves a pricing with docs/product.md §8's toasts ("Pricing created successfully" / "Pricing updated
 * successfully", else the server message or "Error processing request"); one request in flight.
 */
export function useSavePricing() {
  return useMutation(postPricing, SAVE);
}

const DELETE: ConfirmedDeleteOptions = {
  texts: { success: 'Pricing deleted successfully', error: 'Failed to delete pricing' },
  revalidates: [PRICING_KEY],
};

/** The row's Delete: confirmed, one at a time, then "Deleted!" or "Error!" (docs/product.md §5, §8). */
export function useDeletePricing() {
  return useConfirmedDelete(deletePricing, DELETE);
}
