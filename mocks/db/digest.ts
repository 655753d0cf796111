/**
 * What the mock database keeps instead of secrets (docs/security.md, "The demo's mock database"): a
 * SHA-256 digest of each session token, and a salted PBKDF2 hash of each password an admin set, so the
 * change set in localStorage holds no token and no password in clear. Web Crypto, in the browser and Node.
 */
const enc = new TextEncoder();

function hex(buf: ArrayBuffer): string {
  return [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A token's digest: what is stored and compared, never the token. */
export async function tokenDigest(token: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', enc.encode(token)));
}

/** Iterations of the password hash: slow enough to mean something, fast enough for a demo's sign-in. */
const PBKDF2_ITERATIONS = 20_000;

export interface PasswordHash {
  salt: string;
  hash: string;
}

export async function hashPassword(password: string, salt: string = hex(crypto.getRandomValues(new Uint8Array(16)).buffer)): Promise<PasswordHash> {
  const key = await crypto.subtle.importKey('raw', enc.encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt: enc.encode(salt), iterations: PBKDF2_ITERATIONS }, key, 256);
  return { salt, hash: hex(bits) };
}

export async function passwordMatches(password: string, stored: PasswordHash): Promise<boolean> {
  return (await hashPassword(password, stored.salt)).hash === stored.hash;
}
