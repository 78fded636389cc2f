import type { Db, Tx } from '../../db/client';
import * as repo from './auth.repository';

/** A user row as other modules receive it; auth's tables stay behind this file. */
export type Account = repo.UserRow;
export type NewAccount = repo.NewUser;

/** A new account, or undefined when its e-mail already has one. */
export function insertAccount(tx: Tx, values: NewAccount): Promise<Account | undefined> {
  return repo.insertUser(tx, values);
}

/** Every session the account has open is closed (its tokens revoked). */
export function closeSessions(tx: Tx, userId: number): Promise<void> {
  return repo.revokeUserTokens(tx, userId);
}

export async function hasActiveAdministrator(db: Db): Promise<boolean> {
  return (await repo.countActiveAdmins(db)) > 0;
}

/**
 * Changes that may make or unmake an administrator wait here for the first-administrator
 * bootstrap (and each other) until the transaction ends.
 */
export function lockAdminBootstrap(tx: Tx): Promise<void> {
  return repo.lockAdminBootstrap(tx);
}
