/** Sessions: opaque JWT-looking tokens, a week long, at most MAX_TOKENS kept. */
import { secureHex } from './random';
import type { AdminRecord } from './types';
import { db, save, TOKEN_TTL_MS, MAX_TOKENS } from './state';
import { findAdmin } from './collections';

// ---- Sessions ---------------------------------------------------------------------------------

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Looks like the real backend's JWT ("eyJ…") but is an opaque random string only this db knows. */
function newToken(adminId: string, now: number): string {
  const header = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
  const payload = base64url(
    new TextEncoder().encode(JSON.stringify({ id: adminId, jti: secureHex(12), iat: Math.floor(now / 1000) })),
  );
  const sig = new Uint8Array(32);
  crypto.getRandomValues(sig);
  return `${header}.${payload}.${base64url(sig)}`;
}

export function issueToken(adminId: string, now: number = Date.now()): string {
  const s = db();
  const token = newToken(adminId, now);
  s.tokens = s.tokens.filter((t) => t.expiresAt > now);
  s.tokens.push({ token, adminId, expiresAt: now + TOKEN_TTL_MS });
  if (s.tokens.length > MAX_TOKENS) s.tokens = s.tokens.slice(-MAX_TOKENS);
  save();
  return token;
}

/** The admin a token belongs to, or undefined when unknown, expired or the admin was deleted. */
export function adminForToken(token: string, now: number = Date.now()): AdminRecord | undefined {
  const t = db().tokens.find((x) => x.token === token);
  if (!t || t.expiresAt <= now) return undefined;
  return findAdmin(t.adminId);
}
