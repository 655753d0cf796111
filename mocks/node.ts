/** The mock backend for Vitest (msw/node). Tests: `server.listen()` before, `server.resetHandlers()` and `resetMockDb()` after each. */
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
