/**
 * One ledger record on the wire (docs/api.md, transactions), for screen tests that need a few with
 * chosen figures: a user fare paid by debit, unless the test says otherwise.
 */
export interface LedgerRecordInput {
  id: string;
  service?: string;
  status: string;
  amount: number;
  kero: number;
  lagos: number;
  createdAt: string;
}

export function ledgerRecord({ id, service = 'user_fare_payment', status, amount, kero, lagos, createdAt }: LedgerRecordInput): Record<string, unknown> {
  return {
    _id: `id-${id}`,
    transaction_id: id,
    reference: `KRO-${id}`,
    user_id: { _id: 'u1', email: 'rider@example.ng' },
    driver_id: null,
    amount,
    settled_amount: amount,
    charges: 0,
    keroCommission: kero,
    lagosCommission: lagos,
    transaction_services: service,
    transaction_type: 'debit',
    status,
    createdAt,
    narration: 'Trip fare',
    trip_id: null,
    account_no: null,
    bank_name: null,
  };
}
