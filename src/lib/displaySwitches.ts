import { useCallback, useSyncExternalStore } from 'react';
import type { Role } from './role';

/** docs/product.md §6: switches that show or mask sensitive columns, remembered per browser. */
export type DisplaySwitch = 'email' | 'phone' | 'walletBalance' | 'commissions' | 'fare' | 'rideId';

export const DISPLAY_SWITCH_LABELS: Record<DisplaySwitch, string> = {
  email: 'Email',
  phone: 'Phone',
  walletBalance: 'Wallet balance',
  commissions: 'Commissions',
  fare: 'Fare',
  rideId: 'Ride ID',
};

export type DisplaySwitches = Record<DisplaySwitch, boolean>;

const STORAGE_KEY = 'kero-display-switches';
const DEFAULTS: DisplaySwitches = { email: true, phone: true, walletBalance: true, commissions: true, fare: true, rideId: true };

const listeners = new Set<() => void>();
let cache: DisplaySwitches | null = null;

function read(): DisplaySwitches {
  if (cache) return cache;
  let stored: Partial<Record<string, unknown>> = {};
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (raw) stored = JSON.parse(raw) as Record<string, unknown>;
  } catch {
    stored = {};
  }
  const next = { ...DEFAULTS };
  for (const k of Object.keys(DEFAULTS) as DisplaySwitch[]) if (typeof stored[k] === 'boolean') next[k] = stored[k] as boolean;
  cache = next;
  return next;
}

function write(next: DisplaySwitches) {
  cache = next;
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    /* storage blocked: the choice holds for this page only */
  }
  listeners.forEach((l) => l());
}

function subscribe(l: () => void) {
  listeners.add(l);
  const onStorage = (e: StorageEvent) => {
    if (e.key === STORAGE_KEY || e.key === null) {
      cache = null;
      l();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(l);
    window.removeEventListener('storage', onStorage);
  };
}

/** Forget the cached value (tests clear localStorage between cases). */
export function resetDisplaySwitchCache(): void {
  cache = null;
}

/** The display switches shared by every table, synced across screens and tabs. */
export function useDisplaySwitches(): [DisplaySwitches, (key: DisplaySwitch, on: boolean) => void] {
  const state = useSyncExternalStore(subscribe, read, read);
  const set = useCallback((key: DisplaySwitch, on: boolean) => write({ ...read(), [key]: on }), []);
  return [state, set];
}

/** docs/product.md §6: what each console role may see and do beyond the switches. */
export interface Permissions {
  /** The review switch: the Review action on KYC-submitted drivers. */
  review: boolean;
  /** The permission flag: Approve/Reject and the driver wallet balance. */
  approve: boolean;
  /** Wallet balances on riders and drivers. */
  walletBalance: boolean;
  /** Commission and fare columns on rides. */
  rideMoney: boolean;
}

export function permissionsFor(role: Role): Permissions {
  const admin = role === 'admin';
  return { review: admin, approve: admin, walletBalance: admin, rideMoney: admin };
}
