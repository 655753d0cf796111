/**
 * Input limits shared by the console's forms and the mock backend (docs/security.md, "Sessions and
 * bad data"): every text field has a maximum length, and money has an upper bound.
 */
export const LIMITS = {
  /** RFC 5321's longest usable address. */
  email: 254,
  /** Full names, vehicle type names. */
  name: 100,
  password: 128,
  search: 100,
  /** The optional reason of a KYC decision. */
  reason: 500,
  /** Naira: the highest price per km or commission the console accepts. */
  maxAmount: 1_000_000,
} as const;
