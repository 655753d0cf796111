import { describe, expect, it } from 'vitest';
import { adminName, createdAtTime, PASSWORDS_DO_NOT_MATCH, roleLabel, toRegisterInput, validateNewAdmin, validatePasswords } from './model';

const valid = { fullname: ' Ada Obi ', email: ' ada@kero.ng ', password: 'secret1', lagos: false };

describe('admins model', () => {
  it('labels roles: empty and admin read "Admin", lagos "Lagos", anything else as sent', () => {
    expect(roleLabel(null)).toBe('Admin');
    expect(roleLabel('  ')).toBe('Admin');
    expect(roleLabel('ADMIN')).toBe('Admin');
    expect(roleLabel('Lagos')).toBe('Lagos');
    expect(roleLabel('auditor')).toBe('auditor');
  });

  it('names a user by full name, else e-mail, else "unnamed admin"', () => {
    expect(adminName({ fullname: ' Ada ', email: 'a@k.ng' })).toBe('Ada');
    expect(adminName({ fullname: ' ', email: 'a@k.ng' })).toBe('a@k.ng');
    expect(adminName({ fullname: null, email: null })).toBe('unnamed admin');
  });

  it('sorts by creation time, missing dates as null', () => {
    expect(createdAtTime('2026-01-02T00:00:00.000Z')).toBe(Date.UTC(2026, 0, 2));
    expect(createdAtTime(null)).toBeNull();
  });

  it('validates a new admin field by field, in screen order', () => {
    expect(validateNewAdmin(valid)).toEqual({});
    expect(Object.keys(validateNewAdmin({ fullname: '', email: '', password: '', lagos: false }))).toEqual(['fullname', 'email', 'password']);
    expect(validateNewAdmin({ ...valid, email: 'not-an-email' }).email).toBe('Enter a valid email address');
    expect(validateNewAdmin({ ...valid, password: '12345' }).password).toBe('Password must be at least 6 characters');
    expect(validateNewAdmin({ ...valid, password: 'x'.repeat(129) }).password).toBe('Password can be at most 128 characters');
    expect(validateNewAdmin({ ...valid, fullname: 'A'.repeat(101) }).fullname).toBe('Full name can be at most 100 characters');
    expect(validateNewAdmin({ ...valid, email: `${'a'.repeat(250)}@kero.ng` }).email).toBe('Enter a valid email address');
  });

  it('builds the register body: trimmed, e-mail in lower case, role only for a Lagos admin', () => {
    expect(toRegisterInput({ ...valid, email: ' Ada@KERO.ng ' }).email).toBe('ada@kero.ng');
    expect(toRegisterInput(valid)).toEqual({ fullname: 'Ada Obi', email: 'ada@kero.ng', password: 'secret1' });
    expect(toRegisterInput({ ...valid, lagos: true }).role).toBe('lagos');
  });

  it('checks both passwords, then that they match', () => {
    expect(validatePasswords({ newPassword: '', confirmPassword: '' })).toEqual({
      newPassword: 'New password is required',
      confirmPassword: 'Confirm the new password',
    });
    expect(validatePasswords({ newPassword: '123', confirmPassword: '123456' })).toEqual({ newPassword: 'Password must be at least 6 characters' });
    expect(validatePasswords({ newPassword: '1234567', confirmPassword: '7654321' })).toEqual({ confirmPassword: PASSWORDS_DO_NOT_MATCH });
    expect(validatePasswords({ newPassword: '1234567', confirmPassword: '1234567' })).toEqual({});
  });
});
