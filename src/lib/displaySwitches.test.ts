import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { permissionsFor, resetDisplaySwitchCache, useDisplaySwitches } from './displaySwitches';

describe('display switches', () => {
  beforeEach(() => resetDisplaySwitchCache());

  it('default to shown and remember a change per browser', () => {
    const { result } = renderHook(() => useDisplaySwitches());
    expect(result.current[0].email).toBe(true);
    act(() => result.current[1]('email', false));
    expect(result.current[0].email).toBe(false);
    expect(JSON.parse(localStorage.getItem('kero-display-switches')!)).toMatchObject({ email: false });
    resetDisplaySwitchCache();
    const again = renderHook(() => useDisplaySwitches());
    expect(again.result.current[0].email).toBe(false);
  });

  it('ignore unreadable storage', () => {
    localStorage.setItem('kero-display-switches', '{oops');
    const { result } = renderHook(() => useDisplaySwitches());
    expect(result.current[0].phone).toBe(true);
  });

  it('give admin the review and permission flags and lagos neither', () => {
    expect(permissionsFor('admin')).toEqual({ review: true, approve: true, walletBalance: true, rideMoney: true });
    expect(permissionsFor('lagos')).toEqual({ review: false, approve: false, walletBalance: false, rideMoney: false });
  });
});
