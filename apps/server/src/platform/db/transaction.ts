import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../../db/client';

/** Registers work to run once the transaction has committed (mail jobs, cache invalidation). */
export type OnCommit = (work: () => Promise<unknown> | unknown) => void;

/**
 * Runs `work` in one transaction: everything it writes commits together or not at all. What it
 * hands to `onCommit` runs only after the commit, so a rolled-back write never sends a mail;
 * a failure there is logged, not thrown, because the data is already saved (queued work that is
 * lost by a crash at that moment is picked up again by its own sweeper).
 */
export async function transaction<T>(
  db: Db,
  log: FastifyBaseLogger,
  work: (tx: Tx, onCommit: OnCommit) => Promise<T>,
): Promise<T> {
  const afterCommit: (() => Promise<unknown> | unknown)[] = [];
  const result = await db.transaction((tx) => work(tx, (fn) => afterCommit.push(fn)));
  for (const fn of afterCommit) {
    try {
      await fn();
    } catch (err) {
      log.error({ err }, 'after-commit work failed');
    }
  }
  return result;
}
