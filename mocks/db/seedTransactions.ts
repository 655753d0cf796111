/** The seeded ledger: fares, commissions, wallet funding and withdrawals. */
import { NIGERIAN_BANKS } from './pools';
import { createRng, deriveSeed, objectId } from './random';
import type { RiderWire, TransactionService, TransactionWire, TripRecord } from './types';
import { SEED, SEED_NOW, DAY_MS, BASE_COUNTS, scaledCount, type DriverRecord, round2, iso, FUND_SERVICES, TX_STATUSES, FARE_SHARE, recentAgeMs } from './seedCommon';

// ---- Transactions -----------------------------------------------------------------------------

export function generateTransactions(
  scale: number,
  trips: readonly TripRecord[],
  drivers: readonly DriverRecord[],
  riders: readonly RiderWire[],
): TransactionWire[] {
  const rng = createRng(deriveSeed(SEED, 'transactions'));
  const completed = trips.filter((t) => t.status === 'completed');
  // Each paid trip appears once: shuffle, then walk the list (wrapping only if the ledger outgrows it).
  for (let i = completed.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    const t = completed[i] as TripRecord;
    completed[i] = completed[j] as TripRecord;
    completed[j] = t;
  }
  const approved = drivers.filter((d) => d.seedStage === 'kycApproved');
  const payees = approved.length > 0 ? approved : drivers;
  // One shared `{ _id, email }` per person: the ledger repeats people, so this saves most allocations.
  const refs = new Map<string, { _id: string; email: string }>();
  const ref = (p: { _id: string; email: string }) => {
    let r = refs.get(p._id);
    if (!r) refs.set(p._id, (r = { _id: p._id, email: p.email }));
    return r;
  };
  const riderById = new Map(riders.map((r) => [r._id, r]));
  const driverById = new Map(drivers.map((d) => [d._id, d]));
  const n = scaledCount(BASE_COUNTS.transactions, scale);
  const fareCount = completed.length === 0 ? 0 : Math.round(n * FARE_SHARE);
  const list: TransactionWire[] = new Array(n);
  const times = new Float64Array(n);

  for (let i = 0; i < n; i++) {
    const isFare = i < fareCount;
    const service: TransactionService = isFare
      ? i % 2 === 0
        ? 'user_fare_payment'
        : 'driver_fare_payment'
      : rng.draw(FUND_SERVICES);
    // A few records carry a status the console does not know (shown neutral).
    const status: string = i % 200 === 137 ? 'reversed' : rng.draw(TX_STATUSES);
    const settles = status === 'success';
    const lagosCommission = rng.chance(0.85) ? 30 : 0;

    let at: number;
    let amount: number;
    let charges = 0;
    let keroCommission = 0;
    let settled: number;
    let user: TransactionWire['user_id'] = null;
    let driver: TransactionWire['driver_id'] = null;
    let trip_id: string | null = null;
    let account_no: string | null = null;
    let bank_name: string | null = null;
    let narration: string;
    let type: TransactionWire['transaction_type'];

    if (isFare) {
      const trip = completed[Math.floor(i / 2) % completed.length] as TripRecord;
      // The rider pays a few minutes after drop-off; the driver is paid a little later.
      at = trip.createdAt + (service === 'user_fare_payment' ? rng.int(15, 60) : rng.int(61, 120)) * 60_000;
      amount = trip.fare / 100;
      keroCommission = round2(trip.keroCommission / 100);
      trip_id = trip.rideId;
      if (service === 'user_fare_payment') {
        const r = riderById.get(trip.riderId);
        user = r ? ref(r) : null;
        type = 'debit';
        narration = 'Trip fare';
        settled = settles ? amount : 0;
      } else {
        const d = trip.driverId ? driverById.get(trip.driverId) : undefined;
        driver = d ? ref(d) : null;
        type = 'credit';
        narration = 'Trip earnings';
        settled = settles ? round2(amount - keroCommission - lagosCommission) : 0;
      }
    } else if (service === 'fund_account') {
      at = SEED_NOW - recentAgeMs(rng, 180) - rng.int(0, 3_600_000);
      amount = rng.chance(0.6) ? rng.pick(TOP_UPS) : rng.int(10, 900) * 100;
      // Card processor fee: 1.5% plus ₦100 from ₦2,500, capped at ₦2,000.
      charges = round2(Math.min(amount * 0.015 + (amount >= 2500 ? 100 : 0), 2000));
      type = 'credit';
      narration = rng.pick(TOP_UP_NARRATIONS);
      settled = settles ? round2(amount - charges) : 0;
      if (rng.chance(0.8)) {
        const r = rng.pick(riders);
        user = ref(r);
      } else {
        const d = rng.pick(payees);
        driver = ref(d);
      }
    } else {
      at = SEED_NOW - recentAgeMs(rng, 180) - rng.int(0, 3_600_000);
      amount = rng.int(20, 800) * 100;
      // NIP transfer fees.
      charges = amount <= 5000 ? 10 : amount <= 50000 ? 25 : 50;
      type = 'debit';
      bank_name = rng.pick(NIGERIAN_BANKS);
      account_no = rng.int(0, 9_999_999_999).toString().padStart(10, '0');
      narration = WITHDRAWAL_NARRATIONS.get(bank_name)!;
      settled = settles ? round2(amount - charges) : 0;
      if (rng.chance(0.75)) {
        const d = rng.pick(payees);
        driver = ref(d);
      } else {
        const r = rng.pick(riders);
        user = ref(r);
      }
    }

    times[i] = at;
    list[i] = {
      _id: objectId(rng, at),
      transaction_id: '',
      reference: reference(i),
      user_id: user,
      driver_id: driver,
      amount,
      settled_amount: settled,
      charges,
      keroCommission,
      lagosCommission,
      transaction_services: service,
      transaction_type: type,
      status,
      createdAt: iso(at),
      narration,
      trip_id,
      account_no,
      bank_name,
    };
  }
  const order = Array.from({ length: n }, (_, i) => i).sort((a, b) => (times[a] as number) - (times[b] as number));
  // Sequence numbers follow time, like a ledger; the list is served newest first.
  const out: TransactionWire[] = new Array(n);
  // "TXN-20261120-": the (UTC) day of createdAt, made once per day rather than sliced per record.
  const prefixes = new Map<number, string>();
  order.forEach((idx, k) => {
    const tx = list[idx] as TransactionWire;
    const day = Math.floor((times[idx] as number) / DAY_MS);
    let prefix = prefixes.get(day);
    if (prefix === undefined) {
      const d = iso(day * DAY_MS);
      prefixes.set(day, (prefix = `TXN-${d.slice(0, 4)}${d.slice(5, 7)}${d.slice(8, 10)}-`));
    }
    // Joined, not `+`: one flat string per record (see objectId).
    tx.transaction_id = [prefix, String(k + 1).padStart(6, '0')].join('');
    out[n - 1 - k] = tx;
  });
  return out;
}

/**
 * "KRO-8F3A2C": an odd multiplier modulo 2^24 is a bijection, so references look random yet never
 * repeat (no set of taken references needed for 60,000 records).
 */
function reference(i: number): string {
  const v = (Math.imul(i + 1, 0x9e3779) + 0x5bd1e9) & 0xffffff;
  return `KRO-${v.toString(16).toUpperCase().padStart(6, '0')}`;
}

/** "Withdrawal to <bank>", one string per bank rather than one per record. */
const WITHDRAWAL_NARRATIONS = new Map(NIGERIAN_BANKS.map((b) => [b, `Withdrawal to ${b}`]));

const TOP_UPS = [1000, 2000, 2500, 3000, 5000, 10000, 15000, 20000, 50000] as const;
const TOP_UP_NARRATIONS = ['Wallet top-up via card', 'Wallet funding via bank transfer', 'Wallet top-up via USSD'] as const;
