import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../app-context';
import { tokens, users } from '../../db/schema/index';
import { unauthorized } from '../errors';
import type { AuthUser } from './auth-user';
import { roleOf } from './guard';
import { hashKey } from './tokens';

const HEADER = /^token\s+([A-Za-z0-9_-]{20,200})$/i;

const SESSION_INVALID = 'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.';

/**
 * The user behind an `Authorization: token <key>` header, in one query: the token must be
 * known, not revoked, not expired, and its user active and not past a demo account's expiry.
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
  const row = key ? await findSession(ctx, hashKey(key)) : undefined;
  if (!row) {
    if (required) throw unauthorized(SESSION_INVALID);
    return null;
  }
  if (row.stale) {
    // Written at most hourly, so reading a session costs no write on almost every request.
    await ctx.db.update(tokens).set({ last_used_at: sql`now()` }).where(eq(tokens.id, row.tokenId));
  }
  return {
    id: row.id,
    unique_id: row.unique_id,
    tipo: row.tipo,
    is_staff: row.is_staff,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    role: roleOf(row),
    tokenId: row.tokenId,
  };
}

async function findSession(ctx: AppContext, keyHash: string) {
  const [row] = await ctx.db
    .select({
      tokenId: tokens.id,
      stale: sql<boolean>`${tokens.last_used_at} < now() - interval '1 hour'`,
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
        gt(tokens.expires_at, sql`now()`),
        eq(users.is_active, true),
        or(isNull(users.expira), gt(users.expira, sql`now()`)),
      ),
    )
    .limit(1);
  return row;
}
