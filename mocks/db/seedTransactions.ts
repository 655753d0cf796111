/** The seeded ledger: fares, commissions, wallet funding and withdrawals. */
import { NIGERIAN_BANKS } from './pools';
import { createRng, deriveSeed, objectId } from './random';
import type { EmailRefWire, RiderWire, TransactionService, TransactionWire, TripRecord } from './types';
import { orderByKeys } from '../../src/core/order';
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
  // One shared `{ _id, email }` per person (the ledger repeats people), made once: a draw picks it by
  // position (the same draw as picking the person), a trip's fare finds it by the person's id.
  const refById = new Map<string, EmailRefWire>();
  const refOf = (p: { _id: string; email: string }) => {
    let r = refById.get(p._id);
    if (!r) refById.set(p._id, (r = { _id: p._id, email: p.email }));
    return r;
  };
  const riderRefs = riders.map(refOf);
  const payeeRefs = payees.map(refOf);
  for (const d of drivers) refOf(d);
  const n = scaledCount(BASE_COUNTS.transactions, scale);
  const fareCount = completed.length === 0 ? 0 : Math.round(n * FARE_SHARE);
  // The draws first, into columns (no record yet): the records are made afterwards in the ledger's
  // order, each with its sequence number, rather than made in draw order and then revisited in time
  // order (a million scattered writes: docs/performance.md, "mock:server at scale").
  const times: number[] = new Array<number>(n);
  const ids: string[] = new Array<string>(n);
  const services: TransactionService[] = new Array<TransactionService>(n);
  const statuses: string[] = new Array<string>(n);
  const types: TransactionWire['transaction_type'][] = new Array<TransactionWire['transaction_type']>(n);
  const narrations: string[] = new Array<string>(n);
  const users: (EmailRefWire | null)[] = new Array<EmailRefWire | null>(n);
  const payeesOf: (EmailRefWire | null)[] = new Array<EmailRefWire | null>(n);
  const tripIds: (string | null)[] = new Array<string | null>(n);
  const accounts: (string | null)[] = new Array<string | null>(n);
  const banks: (string | null)[] = new Array<string | null>(n);
  const amounts = new Float64Array(n);
  const settledAmounts = new Float64Array(n);
  const chargesOf = new Float64Array(n);
  const keroCommissions = new Float64Array(n);
  const lagosCommissions = new Float64Array(n);

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
        user = refById.get(trip.riderId) ?? null;
        type = 'debit';
        narration = 'Trip fare';
        settled = settles ? amount : 0;
      } else {
        driver = trip.driverId ? (refById.get(trip.driverId) ?? null) : null;
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
      if (rng.chance(0.8)) user = rng.pick(riderRefs);
      else driver = rng.pick(payeeRefs);
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
      if (rng.chance(0.75)) driver = rng.pick(payeeRefs);
      else user = rng.pick(riderRefs);
    }

    times[i] = at;
    ids[i] = objectId(rng, at);
    services[i] = service;
    statuses[i] = status;
    types[i] = type;
    narrations[i] = narration;
    users[i] = user;
    payeesOf[i] = driver;
    tripIds[i] = trip_id;
    accounts[i] = account_no;
    banks[i] = bank_name;
    amounts[i] = amount;
    settledAmounts[i] = settled;
    chargesOf[i] = charges;
    keroCommissions[i] = keroCommission;
    lagosCommissions[i] = lagosCommission;
  }
  // Sequence numbers follow time, like a ledger (equal times in draw order); the list is served newest
  // first. The records are made in draw order (the columns read in sequence) and put in their place.
  const order = orderByKeys(times, false);
  const seqOf = new Int32Array(n);
  for (let k = 0; k < n; k++) seqOf[order[k]!] = k;
  const out: TransactionWire[] = new Array<TransactionWire>(n);
  for (let i = 0; i < n; i++) {
    const k = seqOf[i]!;
    const at = times[i]!;
    out[n - 1 - k] = {
      _id: ids[i]!,
      transaction_id: transactionId(at, k + 1),
      reference: reference(i),
      user_id: users[i]!,
      driver_id: payeesOf[i]!,
      amount: amounts[i]!,
      settled_amount: settledAmounts[i]!,
      charges: chargesOf[i]!,
      keroCommission: keroCommissions[i]!,
      lagosCommission: lagosCommissions[i]!,
      transaction_services: services[i]!,
      transaction_type: types[i]!,
      status: statuses[i]!,
      createdAt: iso(at),
      narration: narrations[i]!,
      trip_id: tripIds[i]!,
      account_no: accounts[i]!,
      bank_name: banks[i]!,
    };
  }
  return out;
}

/** Char codes of "TXN-YYYYMMDD-" per (UTC) day, made once per day; a reusable buffer for the ids. */
const txnPrefixes = new Map<number, number[]>();
const TXN_CODES: number[] = [];

/** "TXN-20261120-000042": the (UTC) day of `at` and the sequence number, at least 6 digits, one flat string. */
function transactionId(at: number, seq: number): string {
  const day = Math.floor(at / DAY_MS);
  let prefix = txnPrefixes.get(day);
  if (prefix === undefined) {
    const d = iso(day * DAY_MS);
    txnPrefixes.set(day, (prefix = Array.from(`TXN-${d.slice(0, 4)}${d.slice(5, 7)}${d.slice(8, 10)}-`, (c) => c.charCodeAt(0))));
  }
  let digits = 6;
  while (seq >= 10 ** digits) digits++;
  TXN_CODES.length = prefix.length + digits;
  for (let k = 0; k < prefix.length; k++) TXN_CODES[k] = prefix[k]!;
  for (let k = TXN_CODES.length - 1, v = seq; k >= prefix.length; k--) {
    const rest = Math.floor(v / 10);
    TXN_CODES[k] = 48 + v - rest * 10;
    v = rest;
  }
  return String.fromCharCode.apply(null, TXN_CODES);
}

/**
 * "KRO-8F3A2C": an odd multiplier modulo 2^24 is a bijection, so references look random yet never
 * repeat (no set of taken references needed for 60,000 records).
 */
function reference(i: number): string {
  let v = (Math.imul(i + 1, 0x9e3779) + 0x5bd1e9) & 0xffffff;
  // One flat string from its char codes (see transactionId): "KRO-" and 6 upper-case hex digits.
  for (let k = 9; k >= 4; k--) {
    REF_CODES[k] = UPPER_HEX_CODES[v & 15]!;
    v >>>= 4;
  }
  return String.fromCharCode.apply(null, REF_CODES);
}
const UPPER_HEX_CODES = Array.from('0123456789ABCDEF', (c) => c.charCodeAt(0));
const REF_CODES = Array.from('KRO-000000', (c) => c.charCodeAt(0));

/** "Withdrawal to <bank>", one string per bank rather than one per record. */
const WITHDRAWAL_NARRATIONS = new Map(NIGERIAN_BANKS.map((b) => [b, `Withdrawal to ${b}`]));

const TOP_UPS = [1000, 2000, 2500, 3000, 5000, 10000, 15000, 20000, 50000] as const;
const TOP_UP_NARRATIONS = ['Wallet top-up via card', 'Wallet funding via bank transfer', 'Wallet top-up via USSD'] as const;
