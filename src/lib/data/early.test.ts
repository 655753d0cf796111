import { afterEach, describe, expect, it, vi } from 'vitest';
import { passTime } from '../../testing/dom';
import { clearSession, setSession } from '../session';
import { EARLY_TTL_MS, resetEarly, startEarly, takeEarly } from './early';

const admin = { _id: 'a1', role: 'admin' };

/** A read that counts its calls and answers with the token it was started under. */
function probe(key = 'list') {
  const fetcher = vi.fn(() => Promise.resolve(`answer for ${localStorage.getItem('token')}`));
  return { query: { key, fetcher }, fetcher };
}

afterEach(() => {
  resetEarly();
  vi.useRealTimers();
});

describe('a screen read started early', () => {
  it('starts nothing without a session', () => {
    const { query, fetcher } = probe();
    startEarly(query);
    expect(fetcher).not.toHaveBeenCalled();
    expect(takeEarly('list')).toBeNull();
  });

  it('starts once per screen, and is handed over once', async () => {
    setSession('token-a', admin);
    const { query, fetcher } = probe();
    startEarly(query);
    startEarly(query); // a second render of the same path
    expect(fetcher).toHaveBeenCalledTimes(1);
    const taken = takeEarly<string>('list');
    await expect(taken).resolves.toBe('answer for token-a');
    expect(takeEarly('list')).toBeNull();
    expect(takeEarly('other')).toBeNull();
  });

  it('a sign-out or a sign-in drops what the previous session started', () => {
    setSession('token-a', admin);
    const { query, fetcher } = probe();
    startEarly(query);
    clearSession();
    expect(takeEarly('list')).toBeNull();

    setSession('token-b', admin);
    startEarly(query);
    setSession('token-c', admin);
    expect(takeEarly('list')).toBeNull();
    expect(fetcher).toHaveBeenCalledTimes(2);
  });

  it('a token changed by another tab (before its storage event arrives) is not handed the old read', () => {
    setSession('token-a', admin);
    startEarly(probe().query);
    localStorage.setItem('token', 'token-b');
    expect(takeEarly('list')).toBeNull();
  });

  it('a new session starts its own read even if the old one was still waiting', async () => {
    setSession('token-a', admin);
    const { query, fetcher } = probe();
    startEarly(query);
    localStorage.setItem('token', 'token-b'); // no event: the entry is still there
    startEarly(query);
    expect(fetcher).toHaveBeenCalledTimes(2);
    await expect(takeEarly<string>('list')).resolves.toBe('answer for token-b');
  });

  it('a read nobody takes is dropped after a while', () => {
    vi.useFakeTimers();
    setSession('token-a', admin);
    startEarly(probe().query);
    vi.advanceTimersByTime(EARLY_TTL_MS + 1);
    expect(takeEarly('list')).toBeNull();
  });

  it('a failed read nobody takes raises no unhandled rejection; the taker still sees the failure', async () => {
    setSession('token-a', admin);
    startEarly({ key: 'dropped', fetcher: () => Promise.reject(new Error('server down')) });
    startEarly({ key: 'taken', fetcher: () => Promise.reject(new Error('server down')) });
    await expect(takeEarly('taken')).rejects.toThrow('server down');
    resetEarly();
    // Vitest fails the run on an unhandled rejection: give the dropped one a turn to surface.
    await passTime(0);
  });

  it("starts nothing when the screen made its own read after the navigation began (its code came first)", () => {
    setSession('token-a', admin);
    const { query, fetcher } = probe();
    const since = performance.now();
    expect(takeEarly('list')).toBeNull(); // the screen opened and read for itself
    startEarly(query, since); // the query's module arrived after that
    expect(fetcher).not.toHaveBeenCalled();
    // A later navigation to the screen starts one again.
    startEarly(query, performance.now() + 1);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
});
