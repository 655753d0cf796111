import type { RequestHandler } from 'msw';

/** Replaced by the mock backend's handlers. */
export const handlers: RequestHandler[] = [];
