import type { SQL } from 'drizzle-orm';
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
 * A hand-written statement (`sql`, with `sql.placeholder` for its values) turned into text once
 * per database handle and prepared under `name`: what `builtOnce` does for the query builders,
 * for a statement they cannot express. It runs through drizzle's session, so it is counted and
 * its writes announced like any other. Answers the rows as PostgreSQL returns them.
 */
export function builtOnceSql<Row>(name: string, build: () => SQL) {
  const text = dialect.sqlToQuery(build());
  return builtOnce((db) => {
    const prepared = db._.session.prepareQuery(text, undefined, name, false);
    return {
      async execute(values: Record<string, unknown>): Promise<Row[]> {
        const result = (await prepared.execute(values)) as { rows: Row[] };
        return result.rows;
      },
    };
  });
}
