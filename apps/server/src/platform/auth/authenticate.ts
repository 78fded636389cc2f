import { TIPO } from '@academia/contract/core/call';
import { and, eq, getTableName, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { tokens, users } from '../../db/schema/index';
import { type PublicCache, sessionTag } from '../cache/public-cache';
import { unauthorized } from '../errors';
import type { AuthUser } from './auth-user';
import type { CachedSession } from './cached-session';
import { roleOf } from './guard';
import { hashKey, SESSION_LIFETIMES, sessionLifetimeOf } from './tokens';

const HEADER = /^token\s+([A-Za-z0-9_-]{20,200})$/i;

/**
 * The table whose writes drop every cached session (an account created, edited, deactivated:
 * rare, and any of them may change who a session is). `tokens` is not one: it is written on
 * every sign-in and hourly by every session, so what ends a session drops that person's
 * sessions only (`endCachedSessions`), and the NOTIFY trigger on `tokens` does the same on
 * the other instances (decisions/015).
 */
export const SESSION_TABLES = [getTableName(users)] as const;

/**
 * Drops the person's cached sessions before the statement that ends them runs, and again when
 * the call has ended (its commit), so none is read back from before the commit. Call it right
 * before revoking tokens; other instances hear of it from the trigger on `tokens`.
 */
export function endCachedSessions(cache: PublicCache, userId: number): void {
  cache.noteChanged([sessionTag(userId)]);
}

/**
 * `last_used_at` is written at most this often, so reading a session seldom writes; short
 * enough beside the 30-minute staff idle limit that an active session is not cut off.
 */
const LAST_USED_EVERY_MS = 5 * 60 * 1000;

const SESSION_INVALID = 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.';

/**
 * The user behind an `Authorization: token <key>` header, in one query: the token must be
 * known, not revoked, not expired, used within its role's idle limit, and its user active and not past a demo account's expiry.
 * No header: null (the guard decides whether the call needs one). A bad token on a call that
 * needs a session is a 401; on a public call it is ignored.
 */
export async function authenticate(
  ctx: AppContext,
  header: string | undefined,
  required: boolean,
): Promise<AuthUser | null> {
  if (!header) return null;
  const key = HEADER.exec(header.trim())?.[1];
  const now = ctx.cache.now();
  const row = key ? await findSession(ctx, hashKey(key), now) : undefined;
  if (!row) {
    if (required) throw unauthorized(SESSION_INVALID);
    return null;
  }
  if (lastUseIsStale(row, now)) {
    await ctx.db
      .update(tokens)
      .set({ last_used_at: new Date(now) })
      .where(eq(tokens.id, row.user.tokenId));
  }
  return row.user;
}

/** Due for its hourly `last_used_at` write (a cached copy is read again from the database). */
function lastUseIsStale(session: { lastUsedAt: Date }, now: number): boolean {
  return session.lastUsedAt.getTime() + LAST_USED_EVERY_MS < now;
}

/** The key of a token's cached session. */
export const sessionKey = (keyHash: string): string => `session ${keyHash}`;

/**
 * The token's session from the cache, or read from the database. The expiries are compared
 * with the same clock (the cache's) on a hit and in the query, so both say the same.
 */
async function findSession(
  ctx: AppContext,
  keyHash: string,
  now: number,
): Promise<CachedSession | undefined> {
  const cacheKey = sessionKey(keyHash);
  const hit = ctx.cache.get(cacheKey);
  if (
    hit?.kind === 'session' &&
    hit.session.validUntil > now &&
    !lastUseIsStale(hit.session, now)
  ) {
    return hit.session;
  }
  const ticket = ctx.cache.ticket();
  const [row] = await ctx.db
    .select({
      tokenId: tokens.id,
      lastUsedAt: tokens.last_used_at,
      expiresAt: tokens.expires_at,
      expira: users.expira,
      id: users.id,
      unique_id: users.unique_id,
      tipo: users.tipo,
      is_staff: users.is_staff,
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
    })
    .from(tokens)
    .innerJoin(users, eq(users.id, tokens.user_id))
    .where(
      and(
        eq(tokens.key_hash, keyHash),
        isNull(tokens.revoked_at),
        gt(tokens.expires_at, new Date(now)),
        gt(
          tokens.last_used_at,
          sql`${new Date(now).toISOString()}::timestamptz - case when ${users.tipo} = ${TIPO.student}
            then ${SESSION_LIFETIMES.student.idleMs}::int else ${SESSION_LIFETIMES.staff.idleMs}::int
            end * interval '1 millisecond'`,
        ),
        eq(users.is_active, true),
        or(isNull(users.expira), gt(users.expira, new Date(now))),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const { idleMs } = sessionLifetimeOf(row);
  const session: CachedSession = {
    // Shared by every request of this session until dropped: nobody may change it.
    user: Object.freeze({
      id: row.id,
      unique_id: row.unique_id,
      tipo: row.tipo,
      is_staff: row.is_staff,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      role: roleOf(row),
      tokenId: row.tokenId,
    }),
    lastUsedAt: row.lastUsedAt,
    validUntil: Math.min(
      row.expiresAt.getTime(),
      row.lastUsedAt.getTime() + idleMs,
      row.expira?.getTime() ?? Number.POSITIVE_INFINITY,
    ),
  };
  ctx.cache.store(
    cacheKey,
    [...SESSION_TABLES, sessionTag(row.id)],
    { kind: 'session', session },
    ticket,
  );
  return session;
}
