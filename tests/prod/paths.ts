import path from 'node:path';

/** The production build the prod run makes (playwright.prod.config.ts). */
export const DIST = path.resolve(import.meta.dirname, '../../dist-e2e');
