/** Records as the API sends them: internal fields (seed stage, phases, ids of relations) left out. */
import type { DriverRecord, DriverStage } from './seed';
import type { AdminRecord, AdminUserWire, AdminWire, DriverWire, PricingRecord, PricingWire, TripRecord, TripWire } from './types';
import { vehicleTypes } from './collections';

// ---- Wire shapes ------------------------------------------------------------------------------

export function toDriverWire(d: DriverRecord): DriverWire {
  const { seedStage: _seedStage, ...wire } = d;
  return wire;
}

export function toTripWire(t: TripRecord): TripWire {
  const { createdAt: _c, phase: _p, driverId: _d, riderId: _r, ...wire } = t;
  return wire;
}

export function toPricingWire(p: PricingRecord): PricingWire {
  const vt = vehicleTypes().find((v) => v._id === p.vehicleTypeId) ?? null;
  return {
    _id: p._id,
    vehicleType: vt ? { _id: vt._id, name: vt.name } : null,
    pricePerKm: p.pricePerKm,
    keroCommission: p.keroCommission,
    lagosCommission: p.lagosCommission,
  };
}

export function toAdminWire(a: AdminRecord): AdminWire {
  return { _id: a._id, fullname: a.fullname, email: a.email, role: a.role };
}

export function toAdminUserWire(a: AdminRecord): AdminUserWire {
  return { _id: a._id, fullname: a.fullname, email: a.email, role: a.role, createdAt: a.createdAt };
}

export function driverStage(d: Pick<DriverWire, 'isVerified' | 'kycSubmitted' | 'kycVerified'>): DriverStage {
  if (!d.isVerified) return 'emailUnverified';
  if (!d.kycSubmitted) return 'emailVerified';
  if (!d.kycVerified) return 'kycSubmitted';
  return 'kycApproved';
}
