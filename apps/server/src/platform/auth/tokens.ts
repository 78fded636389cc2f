import { createHash, randomBytes } from 'node:crypto';

/** How long a session token lives after login; `logout` or a password change ends it sooner. */
export const TOKEN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** A random key (256 bits, base64url so it fits in headers and links unescaped). */
export function generateKey(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * What the database keeps instead of the key. The key is random and long, so a fast hash is
 * enough (no salt or stretching needed) and allows looking it up by an index.
 */
export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}
