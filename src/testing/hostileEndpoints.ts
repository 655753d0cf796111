import fc from 'fast-check';
import type * as z from 'zod/mini';
import {
  adminSchema,
  adminUserSchema,
  adminUsersResponseSchema,
  dashboardSchema,
  loginResponseSchema,
  messageSchema,
  pricingListResponseSchema,
  pricingSchema,
  vehicleTypeSchema,
  vehicleTypesResponseSchema,
} from '../lib/schemas';
import { driverSchema, driversResponseSchema, riderSchema, ridersResponseSchema, transactionSchema, transactionsResponseSchema, tripSchema, tripsResponseSchema } from '../lib/schemas/lists';
import { hostileList, hostileRecord, hostileValue } from './hostileJson';

/** Usually the given shape, now and then anything at all in its place. */
const mostly = (arb: fc.Arbitrary<unknown>) => fc.oneof({ weight: 9, arbitrary: arb }, { weight: 1, arbitrary: hostileValue });
const fieldsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape);
const message = mostly(fc.constantFrom('ok', 'Done', '__proto__', '<b>x</b>'));

export interface HostileEndpoint {
  /** Method and path as the console calls it (docs/api.md). */
  name: string;
  /** msw path of the answer. */
  path: string;
  method: 'get' | 'post' | 'put' | 'delete';
  schema: z.ZodMiniType;
  /** The endpoint's envelope with hostile records inside. */
  envelope: fc.Arbitrary<unknown>;
}

const list = (fields: readonly string[]) => mostly(hostileList(fields));

/** Every endpoint the console calls, with an arbitrary of its answers. */
export const HOSTILE_ENDPOINTS: HostileEndpoint[] = [
  {
    name: 'POST /admin/login',
    path: '*/api/admin/login',
    method: 'post',
    schema: loginResponseSchema,
    envelope: fc.record({ message, data: mostly(fc.record({ token: mostly(fc.string()), admin: mostly(hostileRecord(fieldsOf(adminSchema))) })) }),
  },
  {
    name: 'GET /admin/dashboard',
    path: '*/api/admin/dashboard',
    method: 'get',
    schema: dashboardSchema,
    envelope: fc.record({
      message,
      data: mostly(
        fc.record({
          drivers: mostly(hostileRecord(['approved', 'unapproved', 'joinedThisWeek'])),
          rides: mostly(hostileRecord(['total', 'completed', 'active', 'pending', 'canceled'])),
          weeklyRides: mostly(hostileRecord(['total', 'completed', 'active', 'canceled'])),
        }),
      ),
    }),
  },
  {
    name: 'GET /admin/get-all-trips',
    path: '*/api/admin/get-all-trips',
    method: 'get',
    schema: tripsResponseSchema,
    envelope: fc.record({
      trips: list(fieldsOf(tripSchema)),
      totalTrips: hostileValue,
      completedTrips: hostileValue,
      runningTrips: hostileValue,
      canceledTrips: hostileValue,
    }),
  },
  {
    name: 'GET /admin/users/',
    path: '*/api/admin/users',
    method: 'get',
    schema: ridersResponseSchema,
    envelope: fc.record({ message, data: mostly(fc.record({ data: list(fieldsOf(riderSchema)) })) }),
  },
  {
    name: 'GET /admin/drivers/',
    path: '*/api/admin/drivers',
    method: 'get',
    schema: driversResponseSchema,
    envelope: fc.record({ message, data: mostly(fc.record({ data: mostly(fc.record({ drivers: list(fieldsOf(driverSchema)) })) })) }),
  },
  {
    name: 'GET /admin/get-all-transactions',
    path: '*/api/admin/get-all-transactions',
    method: 'get',
    schema: transactionsResponseSchema,
    envelope: fc.record({
      message,
      data: mostly(fc.record({ data: list(fieldsOf(transactionSchema)), totals: mostly(hostileRecord(['totalAmount', 'totalLagosCommission', 'totalKeroCommission'])) })),
    }),
  },
  {
    name: 'GET /admin/pricing',
    path: '*/api/admin/pricing',
    method: 'get',
    schema: pricingListResponseSchema,
    envelope: fc.record({ message, data: mostly(fc.record({ data: list(fieldsOf(pricingSchema)) })) }),
  },
  {
    name: 'GET /admin/vehicletypes',
    path: '*/api/admin/vehicletypes',
    method: 'get',
    schema: vehicleTypesResponseSchema,
    envelope: fc.record({ message, data: mostly(fc.record({ data: list(fieldsOf(vehicleTypeSchema)) })) }),
  },
  {
    name: 'GET /admin/adminusers/',
    path: '*/api/admin/adminusers',
    method: 'get',
    schema: adminUsersResponseSchema,
    envelope: fc.record({ message, data: mostly(fc.record({ data: list(fieldsOf(adminUserSchema)) })) }),
  },
  // Answers nobody reads but their message: verify, save pricing, delete, register, change password.
  ...(
    [
      ['PUT /admin/drivers/verify/{id}', 'put', '*/api/admin/drivers/verify/:id'],
      ['POST /admin/pricing', 'post', '*/api/admin/pricing'],
      ['DELETE /admin/pricing/{id}', 'delete', '*/api/admin/pricing/:id'],
      ['POST /admin/register', 'post', '*/api/admin/register'],
      ['PUT /admin/adminusers/{id}/change-password', 'put', '*/api/admin/adminusers/:id/change-password'],
      ['DELETE /admin/adminusers/{id}/', 'delete', '*/api/admin/adminusers/:id'],
    ] as const
  ).map(([name, method, path]) => ({ name, method, path, schema: messageSchema, envelope: fc.record({ message, data: hostileValue }, { requiredKeys: [] }) })),
];
