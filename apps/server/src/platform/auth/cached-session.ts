import type { AuthUser } from './auth-user';

/**
 * A session as read from the database, kept in the cache (decisions/015): `validUntil` is the
 * earlier of the token's expiry and a demo account's, checked on every hit. What ends a
 * session drops it by its person's tag (`sessionTag`), and any write to `users` drops every
 * cached session; a sign-in or the hourly `last_used_at` write drops none.
 * Apart from authenticate.ts because the cache stores it and the app context holds the cache:
 * beside the code that reads it, the types would form a cycle through app-context.ts.
 */
export interface CachedSession {
  user: AuthUser;
  lastUsedAt: Date;
  validUntil: number;
}

/**
 * The longest a cached session is trusted without reading its token again: the safety net for
 * an ending nobody announced (a row changed by hand with the NOTIFY triggers missing, a bug).
 * A minute costs one token lookup per active session and minute.
 */
export const SESSION_TTL_MS = 60 * 1000;
