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
