/**
 * The four big lists' answers (rides, riders, drivers, transactions), apart from the other schemas:
 * only the list screens' decoder (src/lib/api/listDecode.ts, on the page and in its worker) loads them,
 * not sign-in or the dashboard. Their types are re-exported by ./index.ts.
 */
import * as z from 'zod/mini';
import { CHART_DAYS_MAX } from '../dateRange';
import { isDay } from '../lagosTime';
import { bool, emailRef, geoPoint, id, isoDate, kobo, naira, nullableObject, num, numberOrText, orNull, repairedList, text, withFastPath } from './fields';

/** A count that may be missing or wrong: null, shown as the placeholder. */
const count = orNull(num);

// ---- Paged answers (docs/api.md, "Paged lists") -----------------------------------------------
const wholeNumber = z.number().check(z.int(), z.nonnegative());
const pageNumber = z.number().check(z.int(), z.positive());
/**
 * `paging` beside a paged answer's list; absent in a whole-list answer. Present but unreadable (a total
 * that is not a safe whole number, page 0, null), the answer is malformed: read as "no paging", one page
 * would pass for the whole list and turn the list to client mode over it.
 */
export const pagingSchema = z.optional(z.object({ page: pageNumber, limit: pageNumber, total: wholeNumber }));
const figuresOf = <S extends z.ZodMiniType>(schema: S) => z.catch(z.optional(schema), undefined);
const counts = <const K extends string>(keys: readonly K[]) => z.object(Object.fromEntries(keys.map((k) => [k, wholeNumber])) as Record<K, typeof wholeNumber>);
const finite = z.number().check(z.refine(Number.isFinite));
export const riderFiguresSchema = figuresOf(counts(['total', 'verified', 'unverified', 'completed']));
export const driverFiguresSchema = figuresOf(counts(['total', 'emailUnverified', 'emailVerified', 'kycSubmitted', 'kycApproved']));
export const transactionFiguresSchema = figuresOf(
  z.object({
    count: wholeNumber,
    amount: finite,
    keroCommission: finite,
    lagosCommission: finite,
    // One entry per Lagos day, at most the chart's days, the three arrays as long as each other.
    volume: z
      .object({ days: z.array(z.string().check(z.refine(isDay))).check(z.maxLength(CHART_DAYS_MAX)), amounts: z.array(finite), counts: z.array(wholeNumber) })
      .check(z.refine((v) => v.amounts.length === v.days.length && v.counts.length === v.days.length)),
  }),
);

// ---- Trips ------------------------------------------------------------------------------------
export const tripSchema = z.object({
  rideId: id,
  driverName: text,
  riderName: text,
  /** meters */
  distance: num,
  fare: kobo,
  keroCommission: kobo,
  lagosCommission: kobo,
  /** completed | pending | cancelled | rejected, or anything else the server sends */
  status: text,
  driverSelfie: text,
  startAddress: text,
  endAddress: text,
  startLocation: geoPoint,
  endLocation: geoPoint,
  rating: num,
});
export type Trip = z.output<typeof tripSchema>;

export const tripsResponseSchema = z.object({
  trips: repairedList(withFastPath(tripSchema)),
  paging: pagingSchema,
  totalTrips: count,
  completedTrips: count,
  runningTrips: count,
  canceledTrips: count,
});
export type TripsResponse = z.output<typeof tripsResponseSchema>;

// ---- Riders -----------------------------------------------------------------------------------
export const riderSchema = z.object({
  _id: id,
  fullname: text,
  email: text,
  phone: text,
  isVerified: bool,
  isCompleted: bool,
  isSetPassCode: bool,
  walletBalance: kobo,
  bonusBalance: kobo,
  createdAt: isoDate,
  updatedAt: isoDate,
  isDeleted: bool,
  profileImage: text,
});
export type Rider = z.output<typeof riderSchema>;
export const ridersResponseSchema = z.object({
  data: z.object({ data: repairedList(withFastPath(riderSchema)), paging: pagingSchema, figures: riderFiguresSchema }),
});

// ---- Drivers ----------------------------------------------------------------------------------
export const vehicleSchema = nullableObject({
  licensePlate: orNull(text),
  model: orNull(text),
  year: numberOrText,
  type: orNull(text),
  driverLicense: orNull(text),
  hackneyPermit: orNull(text),
});
export type Vehicle = NonNullable<z.output<typeof vehicleSchema>>;

export const driverSchema = z.object({
  _id: id,
  firstname: text,
  lastname: text,
  email: text,
  phone: text,
  createdAt: isoDate,
  isVerified: bool,
  kycSubmitted: bool,
  kycVerified: bool,
  vehicle: vehicleSchema,
  tripsCount: num,
  rating: num,
  walletBalance: naira,
});
export type Driver = z.output<typeof driverSchema>;
export const driversResponseSchema = z.object({
  data: z.object({
    data: z.object({
      drivers: repairedList(withFastPath(driverSchema)),
      paging: pagingSchema,
      figures: driverFiguresSchema,
    }),
  }),
});

// ---- Transactions -----------------------------------------------------------------------------
export const transactionSchema = z.object({
  _id: id,
  transaction_id: text,
  reference: text,
  user_id: emailRef,
  driver_id: emailRef,
  amount: naira,
  settled_amount: naira,
  charges: naira,
  keroCommission: naira,
  lagosCommission: naira,
  /** fund_transfer | fund_account | user_fare_payment | driver_fare_payment */
  transaction_services: text,
  /** credit | debit */
  transaction_type: text,
  /** success | pending | failed; anything else is shown neutral */
  status: text,
  createdAt: isoDate,
  narration: text,
  trip_id: text,
  /** a string, or a number turned into one (as ids) */
  account_no: id,
  bank_name: text,
});
export type Transaction = z.output<typeof transactionSchema>;
export const transactionsResponseSchema = z.object({
  data: z.object({
    data: repairedList(withFastPath(transactionSchema)),
    totals: z.catch(z.object({ totalAmount: count, totalLagosCommission: count, totalKeroCommission: count }), {
      totalAmount: null,
      totalLagosCommission: null,
      totalKeroCommission: null,
    }),
    paging: pagingSchema,
    figures: transactionFiguresSchema,
  }),
});
export type TransactionTotals = z.output<typeof transactionsResponseSchema>['data']['totals'];

