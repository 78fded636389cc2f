import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm/logger';

interface Tally {
  statements: number;
}

const current = new AsyncLocalStorage<Tally>();

/**
 * Counts the SQL statements one request runs, so the benchmark and CI can prove that no call
 * runs a query per row. Drizzle reports every statement it sends to this logger; the count
 * lands in whichever request's `countStatements` scope issued it.
 */
export const statementCountingLogger: Logger = {
  logQuery() {
    const tally = current.getStore();
    if (tally) tally.statements++;
  },
};

/** Runs `work` and returns its result with the number of statements it sent. */
export async function countStatements<T>(
  work: () => Promise<T>,
): Promise<{ result: T; statements: number }> {
  const tally: Tally = { statements: 0 };
  const result = await current.run(tally, work);
  return { result, statements: tally.statements };
}
