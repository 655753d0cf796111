import { parseEnv, type AppEnv } from './envSchema';

/** Run-time configuration; validated at build time too (vite.config.ts), so this cannot throw in a built app. */
export const env: AppEnv = parseEnv(import.meta.env as unknown as Record<string, string>, {
  mocking: import.meta.env.VITE_API_MOCKING === 'on',
});
