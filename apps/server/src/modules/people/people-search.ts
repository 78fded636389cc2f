import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { escapeLike } from '../../platform/text/like';

/** At most this many words of a search are matched; the rest are ignored. */
const MAX_WORDS = 8;

function wordsOf(search: string): string[] {
  return search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

function likeEveryWord(search: string, column: SQL): SQL | undefined {
  const words = wordsOf(search);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map(
      (w) => sql`${column} like (select '%' || f_unaccent(lower(${escapeLike(w)})) || '%')`,
    ),
    sql` and `,
  );
}

/**
 * Every word of `search` must appear in the person's names or e-mail, ignoring accents and
 * case ("jose perez" finds "José Pérez"). Each word is a LIKE on the stored `busqueda` column
 * (already unaccented and lower-case), which the trigram index `users_search_trgm_idx` serves.
 * The typed word's pattern is a scalar subquery so it is unaccented once per statement: in a
 * prepared statement's generic plan a plain expression of the parameter would be computed
 * again on every row the index's recheck visits. Empty: no filter.
 */
export function matchesSearch(search: string): SQL | undefined {
  return likeEveryWord(search, sql`${users.busqueda}`);
}

/**
 * The same match, written so the trigram index cannot serve it: for a list walked in its
 * order along `users_list_order_idx`, which carries `busqueda`, so each entry is tested
 * without visiting the table. The planner cannot tell a frequent word from a rare one (the
 * pattern is a subquery), so left free it would take the trigram index and sort every match.
 */
export function matchesSearchWalking(search: string): SQL | undefined {
  return likeEveryWord(search, sql`(${users.busqueda} || '')`);
}

/**
 * Whether the trigram index narrows the search: pg_trgm takes trigrams only from runs of three
 * or more letters or digits of a LIKE pattern; with none ("jo", "a b") it reads the whole index
 * and rechecks every row.
 */
export function trigramsNarrow(search: string): boolean {
  return wordsOf(search).some((w) => /[\p{L}\p{N}]{3,}/u.test(w));
}
