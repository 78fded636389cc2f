import type { AuthUser } from './auth-user';

/**
 * A session as read from the database, kept in the cache (decisions/015): `validUntil` is the
 * earlier of the token's expiry and a demo account's, checked on every hit; anything written
 * to tokens or users (logout, password change, deactivation, a role change) drops it first.
 * Apart from authenticate.ts because the cache stores it and the app context holds the cache:
 * beside the code that reads it, the types would form a cycle through app-context.ts.
 */
export interface CachedSession {
  user: AuthUser;
  lastUsedAt: Date;
  validUntil: number;
}
