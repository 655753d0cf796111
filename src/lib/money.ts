/**
 * Money in its unit (docs/api.md, "Amounts"): the API sends rides' fares and commissions and riders'
 * balances in kobo, and transactions, drivers' balances, pricing and the dashboard's figures in naira.
 * Both are plain numbers on the wire; these types keep them apart in the code, so showing kobo as naira
 * (or the reverse) is a type error, not a price 100 times off. The schemas give each field its unit;
 * a number computed here (a sum, a chart value) becomes money only through `naira()` or `koboToNaira()`.
 */
declare const unit: unique symbol;

/** An amount in kobo (1/100 of a naira). */
export type Kobo = number & { readonly [unit]: 'kobo' };
/** An amount in naira. */
export type Naira = number & { readonly [unit]: 'naira' };

/** Kobo as naira: divided by 100. */
export function koboToNaira(amount: Kobo): Naira {
  return (amount / 100) as Naira;
}

/** A number the code computed in naira (a sum of naira amounts, a figure of the server's in naira). */
export function naira(amount: number): Naira {
  return amount as Naira;
}

/** A number the code holds in kobo. */
export function kobo(amount: number): Kobo {
  return amount as Kobo;
}
