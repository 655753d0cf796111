import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './envSchema';

describe('parseEnv', () => {
  it('accepts defaults', () => {
    expect(parseEnv({}, { mocking: true })).toEqual({ apiUrl: '', mocking: true, googleMapsApiKey: '', mockScale: 1 });
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
