import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './envSchema';

describe('parseEnv', () => {
  it('accepts defaults', () => {
    expect(parseEnv({}, { mocking: true })).toEqual({ apiUrl: '', mocking: true, googleMapsApiKey: '', mockScale: 1, maxResponseBytes: 256 * 1024 * 1024, mediaOrigins: [], idleMinutes: 30, cspReportUrl: '', paging: 'auto' });
  });
  it('reads the CSP report URL', () => {
    expect(parseEnv({ VITE_CSP_REPORT_URL: 'https://reports.kero.ng/csp' }, { mocking: true }).cspReportUrl).toBe('https://reports.kero.ng/csp');
  });
  it('reads the idle limit in minutes', () => {
    expect(parseEnv({ VITE_IDLE_MINUTES: '15' }, { mocking: true }).idleMinutes).toBe(15);
  });
  it('reads the media origins', () => {
    expect(parseEnv({ VITE_MEDIA_ORIGINS: ' https://images.kero.ng, https://cdn.kero.ng:8443/ ' }, { mocking: true }).mediaOrigins).toEqual([
      'https://images.kero.ng',
      'https://cdn.kero.ng:8443',
    ]);
  });
  it('reads the answer size limit in MB', () => {
    expect(parseEnv({ VITE_MAX_RESPONSE_MB: '' }, { mocking: true }).maxResponseBytes).toBe(256 * 1024 * 1024);
    expect(parseEnv({ VITE_MAX_RESPONSE_MB: '8' }, { mocking: true }).maxResponseBytes).toBe(8 * 1024 * 1024);
  });
  it('reads VITE_API_PAGING', () => {
    expect(parseEnv({ VITE_API_PAGING: 'Server' }, { mocking: true }).paging).toBe('server');
    expect(parseEnv({ VITE_API_PAGING: 'client' }, { mocking: true }).paging).toBe('client');
  });
  it('normalises the API origin', () => {
    expect(parseEnv({ VITE_API_URL: 'https://api.kero.ng/' }, { mocking: false }).apiUrl).toBe('https://api.kero.ng');
  });
  it.each([
    ['VITE_API_URL', 'foo'],
    ['VITE_API_URL', 'ftp://x.y'],
    ['VITE_API_URL', 'https://x.y/api'],
    ['VITE_API_MOCKING', 'maybe'],
    ['VITE_MOCK_SCALE', 'lots'],
    ['VITE_MOCK_SCALE', '0'],
    ['VITE_MAX_RESPONSE_MB', 'big'],
    ['VITE_MAX_RESPONSE_MB', '-1'],
    ['VITE_MEDIA_ORIGINS', 'http://images.kero.ng'],
    ['VITE_MEDIA_ORIGINS', 'https://images.kero.ng/kyc'],
    ['VITE_MEDIA_ORIGINS', 'images.kero.ng'],
    ['VITE_IDLE_MINUTES', '1'],
    ['VITE_CSP_REPORT_URL', 'http://reports.kero.ng/csp'],
    ['VITE_CSP_REPORT_URL', 'https://reports.kero.ng/csp; script-src *'],
    ['VITE_IDLE_MINUTES', 'forever'],
    ['VITE_API_PAGING', 'sometimes'],
  ])('names the variable when %s=%s', (key, value) => {
    let err: unknown;
    try {
      parseEnv({ [key]: value }, { mocking: true });
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(EnvError);
    expect((err as EnvError).variable).toBe(key);
    expect((err as Error).message).toContain(key);
  });
});

describe('parseEnv for a production build', () => {
  const prod = { mocking: false, production: true };
  it.each(['https://api.kero.ng', 'http://localhost:4000', 'http://127.0.0.1:4319', 'http://[::1]:8080'])('accepts %s', (url) => {
    expect(parseEnv({ VITE_API_URL: url }, prod).apiUrl).toBe(new URL(url).origin);
  });
  it.each(['http://api.kero.ng', 'http://10.0.0.5:3000', 'http://localhost.evil.ng', 'http://127.0.0.1.nip.io'])('refuses the clear-text origin %s', (url) => {
    expect(() => parseEnv({ VITE_API_URL: url }, prod)).toThrow(EnvError);
    expect(() => parseEnv({ VITE_API_URL: url }, prod)).toThrow(/VITE_API_URL.*https:\/\//);
  });
  it('accepts a clear-text origin outside production (dev against a LAN backend)', () => {
    expect(parseEnv({ VITE_API_URL: 'http://10.0.0.5:3000' }, { mocking: false }).apiUrl).toBe('http://10.0.0.5:3000');
  });
  it('refuses the mock backend', () => {
    expect(() => parseEnv({ VITE_API_MOCKING: 'on' }, prod)).toThrow(/VITE_API_MOCKING/);
    expect(() => parseEnv({ VITE_API_MOCKING: 'ON' }, prod)).toThrow(EnvError);
    expect(() => parseEnv({}, { mocking: true, production: true })).toThrow(/VITE_API_MOCKING/);
    expect(parseEnv({ VITE_API_MOCKING: 'off' }, prod).mocking).toBe(false);
  });
});
