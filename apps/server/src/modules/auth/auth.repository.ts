import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { password_resets, tokens, users } from '../../db/schema/index';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type Proposito = 'reset' | 'bienvenida';

/** Any number works: it only has to be the same for every caller that creates the first admin. */
const ADMIN_BOOTSTRAP_LOCK = 724_190_001;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.username, username)).limit(1);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Inserts the user, or returns undefined when the e-mail or username is already taken. */
export async function insertUser(db: Db, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/**
 * Makes the callers that may create the first administrator (the public call, start-up, the
 * command line, on any number of instances) wait for each other until the transaction ends,
 * so two of them cannot both see "no administrator yet".
 */
export async function lockAdminBootstrap(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_BOOTSTRAP_LOCK})`);
}

export async function countActiveAdmins(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(and(eq(users.tipo, 0), eq(users.is_staff, true), eq(users.is_active, true)));
  return Number(row?.n ?? 0);
}

export async function insertToken(
  db: Db,
  userId: number,
  keyHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(tokens).values({ user_id: userId, key_hash: keyHash, expires_at: expiresAt });
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db
    .update(tokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(tokens.id, tokenId), isNull(tokens.revoked_at)));
}

export async function revokeUserTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(tokens)
    .set({ revoked_at: sql`now()` })
    .where(and(eq(tokens.user_id, userId), isNull(tokens.revoked_at)));
}

/**
 * Revokes the account's open tokens, all but `keepTokenId` (the session making its own
 * change), and answers how many it revoked.
 */
export async function revokeOpenTokens(
  db: Db,
  userId: number,
  keepTokenId: number | undefined,
): Promise<number> {
  const rows = await db
    .update(tokens)
    .set({ revoked_at: sql`now()` })
    .where(
      and(
        eq(tokens.user_id, userId),
        isNull(tokens.revoked_at),
        gt(tokens.expires_at, sql`now()`),
        keepTokenId === undefined ? undefined : ne(tokens.id, keepTokenId),
      ),
    )
    .returning({ id: tokens.id });
  return rows.length;
}

/** Spends the account's unused, unexpired links; answers how many. */
export async function expirePendingLinks(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(password_resets)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(password_resets.user_id, userId),
        isNull(password_resets.used_at),
        gt(password_resets.expires_at, sql`now()`),
      ),
    )
    .returning({ id: password_resets.id });
  return rows.length;
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db
    .update(users)
    .set({ password: passwordHash, updated_at: sql`now()` })
    .where(eq(users.id, userId));
}

export async function insertPasswordLink(
  db: Db,
  values: { userId: number; tokenHash: string; proposito: Proposito; expiresAt: Date },
): Promise<void> {
  await db.insert(password_resets).values({
    user_id: values.userId,
    token_hash: values.tokenHash,
    proposito: values.proposito,
    expires_at: values.expiresAt,
  });
}

/** Conditions of a link that can still be used: unused, unexpired, its account active. */
function usableLink(tokenHash: string) {
  return and(
    eq(password_resets.token_hash, tokenHash),
    isNull(password_resets.used_at),
    gt(password_resets.expires_at, sql`now()`),
    eq(users.is_active, true),
  );
}

export async function findUsableLink(
  db: Db,
  tokenHash: string,
): Promise<
  | (Pick<
      UserRow,
      'email' | 'first_name' | 'last_name' | 'apellido_materno' | 'tipo' | 'is_staff'
    > & {
      proposito: string;
    })
  | undefined
> {
  const [row] = await db
    .select({
      email: users.email,
      first_name: users.first_name,
      last_name: users.last_name,
      apellido_materno: users.apellido_materno,
      tipo: users.tipo,
      is_staff: users.is_staff,
      proposito: password_resets.proposito,
    })
    .from(password_resets)
    .innerJoin(users, eq(users.id, password_resets.user_id))
    .where(usableLink(tokenHash))
    .limit(1);
  return row;
}

/**
 * Spends a link: marks it used only if it still was usable, in the same statement, so two
 * requests with the same link cannot both succeed. Returns whose link it was.
 */
export async function consumeLink(
  tx: Tx,
  tokenHash: string,
): Promise<{ id: number; userId: number; email: string; username: string } | undefined> {
  const [row] = await tx
    .update(password_resets)
    .set({ used_at: sql`now()` })
    .from(users)
    .where(and(eq(users.id, password_resets.user_id), usableLink(tokenHash)))
    .returning({
      id: password_resets.id,
      userId: password_resets.user_id,
      email: users.email,
      username: users.username,
    });
  return row;
}
