import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The rows of a plain SQL statement, typed: both drivers answer `{ rows }`, but the one `Db`
 * type over them types `execute`'s result as unknown.
 */
export async function selectRows<T>(db: Db, statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as { rows: T[] }).rows;
}

/** The rows of an `execute` result, whichever driver answered it (an array or `{ rows }`). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
