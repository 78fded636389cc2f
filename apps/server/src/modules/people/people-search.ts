import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { escapeLike } from '../../platform/text/like';

/**
 * Every word of `search` must appear in the person's names or e-mail, ignoring accents and
 * case ("jose perez" finds "José Pérez"). Each word is a LIKE on the stored `busqueda` column
 * (already unaccented and lower-case), which the trigram index `users_search_trgm_idx` serves.
 * The typed word's pattern is a scalar subquery so it is unaccented once per statement: in a
 * prepared statement's generic plan a plain expression of the parameter would be computed
 * again on every row the index's recheck visits. Empty: no filter. `busqueda` is another copy of
 * the column to match (the gradebook's figures keep one, decision 026).
 */
export function matchesSearch(
  search: string,
  busqueda: SQL = sql`${users.busqueda}`,
): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map(
      (w) => sql`${busqueda} like (select '%' || f_unaccent(lower(${escapeLike(w)})) || '%')`,
    ),
    sql` and `,
  );
}
