/**
 * Wire records: exactly what the backend sends (docs/api.md). Internal records add fields the
 * backend keeps but does not send (a trip's creation time and phase, an admin's password); handlers
 * strip them with the `to*Wire` functions in store.ts.
 */
import type { Role } from '../../src/lib/role';

export type AdminRole = Role | '';

export interface GeoPointWire {
  type: 'Point';
  /** [lng, lat]; a few seeded trips carry an empty array (missing coordinates). */
  coordinates: number[];
}

export interface TripWire {
  rideId: string;
  /** null while a pending trip waits for a driver. */
  driverName: string | null;
  riderName: string;
  /** meters */
  distance: number;
  /** kobo */
  fare: number;
  /** kobo */
  keroCommission: number;
  /** kobo (3000 = ₦30) */
  lagosCommission: number;
  status: TripStatus;
  driverSelfie: string | null;
  startAddress: string;
  endAddress: string;
  startLocation: GeoPointWire | null;
  endLocation: GeoPointWire | null;
  /** 0 = not rated */
  rating: number;
}
export type TripStatus = 'completed' | 'pending' | 'cancelled' | 'rejected';

export interface TripRecord extends TripWire {
  /** ms since epoch; drives the dashboard's weekly figures. */
  createdAt: number;
  /** For pending trips: waiting for a driver (dashboard "pending") or on the road ("active"). */
  phase: 'searching' | 'active' | null;
  driverId: string | null;
  riderId: string;
}

export interface RiderWire {
  _id: string;
  fullname: string;
  email: string;
  phone: string;
  isVerified: boolean;
  isCompleted: boolean;
  isSetPassCode: boolean;
  /** kobo */
  walletBalance: number;
  /** kobo */
  bonusBalance: number;
  createdAt: string;
  updatedAt: string;
  isDeleted: boolean;
  /** '' when the rider never uploaded one. */
  profileImage: string;
}

export interface VehicleWire {
  licensePlate: string;
  model: string;
  year: number;
  type: string;
  /** Image links: present only once KYC was submitted, and even then sometimes missing (null). */
  driverLicense?: string | null;
  hackneyPermit?: string | null;
}

export interface DriverWire {
  _id: string;
  firstname: string;
  lastname: string;
  email: string;
  phone: string;
  createdAt: string;
  isVerified: boolean;
  kycSubmitted: boolean;
  kycVerified: boolean;
  /** null for a driver who signed up but has not registered a vehicle yet. */
  vehicle: VehicleWire | null;
  tripsCount: number;
  rating: number;
  /** naira with kobo decimals, not divided */
  walletBalance: number;
}

export interface EmailRefWire {
  _id: string;
  email: string;
}

export type TransactionService = 'fund_transfer' | 'fund_account' | 'user_fare_payment' | 'driver_fare_payment';

export interface TransactionWire {
  _id: string;
  transaction_id: string;
  reference: string;
  user_id: EmailRefWire | null;
  driver_id: EmailRefWire | null;
  /** naira */
  amount: number;
  settled_amount: number;
  charges: number;
  keroCommission: number;
  lagosCommission: number;
  transaction_services: TransactionService;
  transaction_type: 'credit' | 'debit';
  /** success | pending | failed, and a few odd ones ("reversed") */
  status: string;
  createdAt: string;
  narration: string;
  trip_id: string | null;
  account_no: string | null;
  bank_name: string | null;
}

export interface TransactionTotalsWire {
  totalAmount: number;
  totalLagosCommission: number;
  totalKeroCommission: number;
}

export interface VehicleTypeWire {
  _id: string;
  name: string;
}

export interface PricingWire {
  _id: string;
  vehicleType: VehicleTypeWire | null;
  /** naira */
  pricePerKm: number;
  keroCommission: number;
  lagosCommission: number;
}

export interface PricingRecord {
  _id: string;
  vehicleTypeId: string;
  pricePerKm: number;
  keroCommission: number;
  lagosCommission: number;
}

export interface AdminWire {
  _id: string;
  fullname: string;
  email: string;
  role: AdminRole;
}

export interface AdminUserWire extends AdminWire {
  createdAt: string;
}

export interface AdminRecord extends AdminUserWire {
  /** The seeded demo accounts' passwords (public, in the code); null once an admin set one. */
  password: string | null;
  /** A password an admin set (register, change password): salted PBKDF2, never the password (./digest.ts). */
  passwordHash?: { salt: string; hash: string };
}

export interface TokenRecord {
  /** The token itself, only in memory for sessions issued by this page; never stored. */
  token?: string;
  /** SHA-256 of the token (./digest.ts): what is stored and compared. */
  digest: string | null;
  adminId: string;
  /** ms since epoch */
  expiresAt: number;
}

export interface DashboardWire {
  drivers: { approved: number; unapproved: number; joinedThisWeek: number };
  rides: { total: number; completed: number; active: number; pending: number; canceled: number };
  weeklyRides: { total: number; completed: number; active: number; canceled: number };
}
