import { describe, expect, it } from 'vitest';
import { formatKobo, formatNaira } from './format';
import { kobo, koboToNaira, naira, type Kobo, type Naira } from './money';
import type { Rider, Transaction, Trip } from './schemas';

describe('money in its unit', () => {
  it('converts kobo to naira by dividing by 100', () => {
    expect(koboToNaira(kobo(450000))).toBe(4500);
    expect(formatKobo(kobo(450000))).toBe(formatNaira(naira(4500)));
  });

  it('a unit mix-up does not type-check (tsc runs on this file in the test command)', () => {
    const fare: Trip['fare'] = kobo(450000);
    const amount: Transaction['amount'] = naira(4500);
    const balance: Rider['walletBalance'] = kobo(1);
    // @ts-expect-error kobo shown as naira: 100 times off
    formatNaira(fare);
    // @ts-expect-error naira shown as kobo
    formatKobo(amount);
    // @ts-expect-error a plain number is not money until the code says which unit it is in
    formatNaira(4500);
    // @ts-expect-error a rider's balance is kobo, not naira
    const wrong: Naira = balance!;
    const right: Kobo = balance!;
    expect([wrong, right]).toEqual([1, 1]);
  });
});
