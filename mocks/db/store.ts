/**
 * The mock backend's database, one import for handlers and tests. Split by concern:
 * state.ts (persistence and lifecycle), collections.ts (collections and changes), wire.ts (API shapes),
 * totals.ts (dashboard counts and ledger totals), tokens.ts (sessions).
 */
export { STORAGE_KEY, TOKEN_TTL_MS, configureMockDb, flushMockDb, getMockDbOptions, resetMockDb, reloadMockDb, type MockDbOptions } from './state';
export * from './collections';
export * from './wire';
export * from './totals';
export * from './tokens';
