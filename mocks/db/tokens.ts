/** Sessions: opaque JWT-looking tokens, a week long, at most MAX_TOKENS kept. */
import { secureHex } from './random';
import type { AdminRecord } from './types';
import { db, digests, save, TOKEN_TTL_MS, MAX_TOKENS } from './state';
import { findAdmin } from './collections';
import { tokenDigest } from './digest';

// ---- Sessions ---------------------------------------------------------------------------------

function base64url(bytes: Uint8Array): string {
  let bin = '';
  for (const b of bytes) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Looks like the real backend's JWT ("eyJ…", with its `exp`, which the console honours) but is an opaque random string only this db knows. */
function newToken(adminId: string, now: number): string {
  const header = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9';
  const payload = base64url(
    new TextEncoder().encode(JSON.stringify({ id: adminId, jti: secureHex(12), iat: Math.floor(now / 1000), exp: Math.floor((now + TOKEN_TTL_MS) / 1000) })),
  );
  const sig = new Uint8Array(32);
  crypto.getRandomValues(sig);
  return `${header}.${payload}.${base64url(sig)}`;
}

export function issueToken(adminId: string, now: number = Date.now()): string {
  const s = db();
  const token = newToken(adminId, now);
  s.tokens = s.tokens.filter((t) => t.expiresAt > now);
  // The digest comes a moment later (Web Crypto is asynchronous); save() waits for it before it stores.
  const record = { token, digest: null as string | null, adminId, expiresAt: now + TOKEN_TTL_MS };
  s.tokens.push(record);
  digests.add(tokenDigest(token).then((d) => (record.digest = d)));
  if (s.tokens.length > MAX_TOKENS) s.tokens = s.tokens.slice(-MAX_TOKENS);
  save();
  return token;
}

/** The admin a token belongs to, or undefined when unknown, expired or the admin was deleted. */
export async function adminForToken(token: string, now: number = Date.now()): Promise<AdminRecord | undefined> {
  const s = db();
  let t = s.tokens.find((x) => x.token !== undefined && x.token === token);
  if (!t) {
    // A session from before a reload: only its digest was stored.
    const digest = await tokenDigest(token);
    t = db().tokens.find((x) => x.digest === digest);
  }
  if (!t || t.expiresAt <= now) return undefined;
  return findAdmin(t.adminId);
}

/** Ends one session: the token stops working at once (`POST /logout`). */
export async function revokeToken(token: string): Promise<void> {
  const digest = await tokenDigest(token);
  const s = db();
  const before = s.tokens.length;
  s.tokens = s.tokens.filter((t) => t.token !== token && t.digest !== digest);
  if (s.tokens.length !== before) save();
}
