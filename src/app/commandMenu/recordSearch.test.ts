import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/react';
import { http } from 'msw';
import { server } from '../../../mocks/node';
import { sessionFor } from '../../../mocks/testing';
import { transactions } from '../../../mocks/db/collections';
import { resetListModes } from '../../lib/api/paging';
import { TRANSACTIONS_KEY } from '../../features/transactions/api';
import { searchRecords, type ListCache } from './recordSearch';

const ledgerReads: URL[] = [];
beforeEach(() => {
  localStorage.setItem('token', sessionFor('admin').token);
  ledgerReads.length = 0;
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/get-all-transactions')) ledgerReads.push(url);
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  resetListModes();
});

function memoryCache(): ListCache & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: (key) => data.get(key), set: (key, value) => void data.set(key, value), reading: new Map() };
}

describe('record search in client mode', () => {
  it('a newer search waits for the whole-list read an aborted one started, instead of reading again', async () => {
    resetListModes('client');
    const tx = transactions()[7]!;
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    server.use(http.get('*/get-all-transactions', () => held));
    const cache = memoryCache();

    const older = new AbortController();
    const first = searchRecords(tx.reference.slice(0, 2), 'admin', cache, older.signal);
    await waitFor(() => expect(ledgerReads).toHaveLength(1));
    older.abort();
    // The aborted search gives up on its lists at once; the read it started goes on.
    expect((await first).failed).toContain('transactions');

    const second = searchRecords(tx.reference, 'admin', cache, new AbortController().signal);
    answer();
    const { records, failed } = await second;
    expect(failed).toEqual([]);
    expect(records.find((r) => r.screen === 'transactions')).toMatchObject({ id: tx._id });
    expect(ledgerReads).toHaveLength(1);
    expect(cache.reading.size).toBe(0);
    expect(cache.data.has(TRANSACTIONS_KEY)).toBe(true);
  });

  it('a failed read is not kept: the next search reads again', async () => {
    resetListModes('client');
    server.use(http.get('*/get-all-transactions', () => new Response('{}', { status: 500 })));
    const cache = memoryCache();
    expect((await searchRecords('KR', 'admin', cache, new AbortController().signal)).failed).toContain('transactions');
    expect(cache.reading.size).toBe(0);
    server.resetHandlers();
    expect((await searchRecords('KR', 'admin', cache, new AbortController().signal)).failed).toEqual([]);
    expect(ledgerReads).toHaveLength(2);
  });
});
