import * as z from 'zod/mini';
import { isoDate, naira, num, orNull, repairedList, text, id } from './fields';

export type { LngLat } from './fields';
// The lists' schemas live in ./lists.ts (loaded with the list screens only); their types are here too.
export type { Driver, Rider, TransactionTotals, Transaction, Trip, TripsResponse, Vehicle } from './lists';

// ---- Auth -------------------------------------------------------------------------------------
export const adminSchema = z.looseObject({
  _id: z.optional(id),
  fullname: z.optional(text),
  email: z.optional(text),
  role: z.catch(z.string(), ''),
});
export type Admin = z.output<typeof adminSchema>;

export const loginResponseSchema = z.object({
  message: orNull(text),
  data: z.object({ token: z.string().check(z.minLength(1)), admin: adminSchema }),
});
export type LoginResponse = z.output<typeof loginResponseSchema>;

/** Answers whose body is only `{ message }` (or ignored). */
export const messageSchema = z.catch(z.object({ message: orNull(text) }), { message: null });
export type MessageResponse = z.output<typeof messageSchema>;

// ---- Dashboard --------------------------------------------------------------------------------
/** A count that may be missing or wrong: null, shown as the placeholder. */
const count = orNull(num);

export const dashboardSchema = z.object({
  data: z.object({
    drivers: z.catch(z.object({ approved: count, unapproved: count, joinedThisWeek: count }), {
      approved: null,
      unapproved: null,
      joinedThisWeek: null,
    }),
    rides: z.catch(z.object({ total: count, completed: count, active: count, pending: count, canceled: count }), {
      total: null,
      completed: null,
      active: null,
      pending: null,
      canceled: null,
    }),
    weeklyRides: z.catch(z.object({ total: count, completed: count, active: count, canceled: count }), {
      total: null,
      completed: null,
      active: null,
      canceled: null,
    }),
  }),
});
export type DashboardData = z.output<typeof dashboardSchema>['data'];

// ---- Pricing ----------------------------------------------------------------------------------
export const vehicleTypeSchema = z.object({ _id: id, name: text });
export type VehicleType = z.output<typeof vehicleTypeSchema>;

export const pricingSchema = z.object({
  _id: id,
  vehicleType: z.catch(z.nullable(vehicleTypeSchema), null),
  pricePerKm: naira,
  keroCommission: naira,
  lagosCommission: naira,
});
export type Pricing = z.output<typeof pricingSchema>;
export const pricingListResponseSchema = z.object({ data: z.object({ data: repairedList(pricingSchema) }) });
export const vehicleTypesResponseSchema = z.object({ data: z.object({ data: repairedList(vehicleTypeSchema) }) });

export interface PricingInput {
  vehicleType: string;
  pricePerKm: number;
  keroCommission: number;
  lagosCommission: number;
}

// ---- Admin users ------------------------------------------------------------------------------
export const adminUserSchema = z.object({
  _id: id,
  fullname: text,
  email: text,
  /** lagos | admin | '' */
  role: z.catch(z.nullable(z.string()), null),
  createdAt: isoDate,
});
export type AdminUser = z.output<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ data: z.object({ data: repairedList(adminUserSchema) }) });

export interface RegisterAdminInput {
  fullname: string;
  email: string;
  password: string;
  role?: 'lagos';
}
