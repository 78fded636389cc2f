import { fillPlaceholders, Param, SQL, type SQLChunk, StringChunk } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/**
 * A hot call's statement that drizzle builds once per database handle and then only executes
 * with new values (`sql.placeholder`). Building a select's SQL text walks its whole column tree
 * on every call: under load that was a fifth of the server's CPU for the student calls
 * (decision 015). Handles are held weakly, so a transaction's copies go with it.
 */
export function builtOnce<Query>(build: (db: Db) => Query): (db: Db) => Query {
  const byDb = new WeakMap<Db, Query>();
  return (db) => {
    let query = byDb.get(db);
    if (query === undefined) {
      query = build(db);
      byDb.set(db, query);
    }
    return query;
  };
}

const dialect = new PgDialect();

/**
 * A hand-written statement (`sql`, with `sql.placeholder` for its values) turned into text once:
 * what `builtOnce` does for the query builders, for a statement they cannot express. Each run
 * hands drizzle's public `execute` the finished text as plain chunks and the values as
 * parameters, so drizzle only joins them (no walk over tables and columns); the statement goes
 * through drizzle's logger, so it is counted and its writes announced like any other, and the
 * pool's client prepares it once per connection by its text (`auto-prepare.ts`). Answers the
 * rows as PostgreSQL returns them.
 */
export function builtOnceSql<Row>(build: () => SQL) {
  const { sql: text, params } = dialect.sqlToQuery(build());
  const parts = text.split(/\$\d+/);
  const numbers = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]));
  // Rebuilding the text puts $1, $2, ... back in order: it must have had exactly those.
  if (numbers.length !== params.length || numbers.some((n, i) => n !== i + 1)) {
    throw new Error('builtOnceSql: the statement must use each of its parameters once, in order');
  }
  const fixed = parts.map((part) => new StringChunk(part));
  return (db: Db) => ({
    async execute(values: Record<string, unknown>): Promise<Row[]> {
      const filled = fillPlaceholders(params, values);
      const chunks: SQLChunk[] = [];
      fixed.forEach((part, i) => {
        chunks.push(part);
        if (i < filled.length) chunks.push(new Param(filled[i]));
      });
      const result = await db.execute(new SQL(chunks));
      return (result as unknown as { rows: Row[] }).rows;
    },
  });
}
