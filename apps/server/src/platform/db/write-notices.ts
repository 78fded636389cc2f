import type { Logger } from 'drizzle-orm/logger';
import { statementCountingLogger } from './statement-counter';
import { writtenTables } from './written-tables';

/** Told the tables a statement may write (`null`: any table). */
export type WriteListener = (tables: readonly string[] | null) => void;

/**
 * Tells listeners (the public cache) about every write statement this process sends to its
 * database, before it runs: through drizzle's logger for the application's queries, and around
 * the plain-SQL door (`executeSql`) that tools and tests use, before and after.
 */
export class WriteNotices {
  private readonly listeners: WriteListener[] = [];

  /** Returns the way to stop listening. */
  listen(listener: WriteListener): () => void {
    this.listeners.push(listener);
    return () => {
      const at = this.listeners.indexOf(listener);
      if (at >= 0) this.listeners.splice(at, 1);
    };
  }

  notice(sql: string): void {
    if (this.listeners.length === 0) return;
    const tables = writtenTables(sql);
    if (tables !== null && tables.length === 0) return;
    for (const listener of this.listeners) listener(tables);
  }

  /** Drizzle's logger for this database: statements counted per request, writes announced. */
  logger(): Logger {
    return {
      logQuery: (query, params) => {
        statementCountingLogger.logQuery(query, params);
        this.notice(query);
      },
    };
  }

  /** Wraps a plain-SQL runner so its writes are announced before they run and after they end. */
  around<A extends unknown[], R>(
    run: (text: string, ...rest: A) => Promise<R>,
  ): (text: string, ...rest: A) => Promise<R> {
    return async (text, ...rest) => {
      this.notice(text);
      try {
        return await run(text, ...rest);
      } finally {
        this.notice(text);
      }
    };
  }
}
