import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema/index';
import { verifyPassword } from '../platform/auth/passwords';
import { demoLogins } from './demo-people';

/** Every demo account's password; printed at start, documented in the README. */
export const DEMO_PASSWORD = 'demo12345';

/** Host names and addresses only this machine can reach. */
export function isLoopbackHost(host: string): boolean {
  const h = host
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '');
  return h === 'localhost' || h === '::1' || /^127\.\d+\.\d+\.\d+$/.test(h);
}

/**
 * Whether start-up fills the demo academy, whose accounts share a published password. Said
 * outright by DEMO_DATA; otherwise only for the one-command trial: a new embedded database on
 * an address only this machine reaches. Listening anywhere else without DEMO_DATA=true, the
 * server seeds no demo, so no account with a known password is ever reachable from outside.
 */
export function seedsDemoData(
  config: { demoData: boolean | undefined; databaseUrl: string | undefined; host: string },
  databaseWasEmpty: boolean,
): boolean {
  if (config.demoData !== undefined) return config.demoData;
  return !config.databaseUrl && databaseWasEmpty && isLoopbackHost(config.host);
}

/**
 * Whether a password hash is of the demo password. A stored hash never changes (a new password
 * is a new hash), so each answer is kept: the check costs one argon2 verify per hash, once.
 */
const isDemoHash = new Map<string, Promise<boolean>>();

/**
 * Whether an active demo account still signs in with the published password, for the
 * administrators' warning. The demo accounts share one hash when seeded, so this usually
 * verifies one hash.
 */
export async function demoAccountKeepsDefaultPassword(db: Db): Promise<boolean> {
  const rows = await db
    .selectDistinct({ password: users.password })
    .from(users)
    .where(
      and(
        inArray(
          users.email,
          demoLogins.map((l) => l.email),
        ),
        eq(users.is_active, true),
        isNotNull(users.password),
      ),
    );
  for (const { password } of rows) {
    if (!password) continue;
    let known = isDemoHash.get(password);
    if (!known) {
      // Hashes of changed passwords would pile up; the demo has a handful of accounts.
      if (isDemoHash.size > 100) isDemoHash.clear();
      known = verifyPassword(password, DEMO_PASSWORD);
      isDemoHash.set(password, known);
    }
    if (await known) return true;
  }
  return false;
}
