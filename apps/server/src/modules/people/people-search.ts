import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { escapeLike } from '../../platform/text/like';

/** At most this many words of a search are matched; the rest are ignored. */
const MAX_WORDS = 8;

function wordsOf(search: string): string[] {
  return search.trim().split(/\s+/).filter(Boolean).slice(0, MAX_WORDS);
}

/** pg_trgm takes trigrams only from runs of three or more letters or digits of a pattern. */
const hasTrigram = (word: string) => /[\p{L}\p{N}]{3,}/u.test(word);

/** `busqueda || ''` is the same text, out of the trigram index's reach. */
const unindexed = sql`(${users.busqueda} || '')`;

/** `column` contains `word` (already escaped, or a placeholder for it), accents and case ignored. */
const likeWord = (column: SQL, word: unknown) =>
  sql`${column} like (select '%' || f_unaccent(lower(${word})) || '%')`;

function likeEveryWord(search: string, column: (word: string) => SQL): SQL | undefined {
  const words = wordsOf(search);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => likeWord(column(w), escapeLike(w))),
    sql` and `,
  );
}

/**
 * A search's words as `matchesWords` takes them: for a statement built once per number of
 * words (the gradebook's), whose words are then values.
 */
export function searchWords(search: string | undefined): string[] {
  return search === undefined ? [] : wordsOf(search).map(escapeLike);
}

/** `matchesSearch` against a stored copy of `busqueda`, with each word a placeholder. */
export function matchesWords(words: SQL[], busqueda: SQL): SQL | undefined {
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => likeWord(busqueda, w)),
    sql` and `,
  );
}

/**
 * Every word of `search` must appear in the person's names or e-mail, ignoring accents and
 * case ("jose perez" finds "José Pérez"). Each word is a LIKE on the stored `busqueda` column
 * (already unaccented and lower-case), which the trigram index `users_search_trgm_idx` serves.
 * The typed word's pattern is a scalar subquery so it is unaccented once per statement: in a
 * prepared statement's generic plan a plain expression of the parameter would be computed
 * again on every row the index's recheck visits. A word too short for trigrams ("jo") is kept
 * from the index, which would read itself whole for it, and tested on the rows the other words
 * found. Empty: no filter. `busqueda` is another copy of the column to match (the gradebook's
 * figures keep one, decision 026), matched as it is.
 */
export function matchesSearch(search: string, busqueda?: SQL): SQL | undefined {
  if (busqueda) return likeEveryWord(search, () => busqueda);
  return likeEveryWord(search, (w) => (hasTrigram(w) ? sql`${users.busqueda}` : unindexed));
}

/**
 * The same match, written so the trigram index cannot serve it: for a list walked in its
 * order along `users_list_order_idx`, which carries `busqueda`, so each entry is tested
 * without visiting the table. The planner cannot tell a frequent word from a rare one (the
 * pattern is a subquery), so left free it would take the trigram index and sort every match.
 */
export function matchesSearchWalking(search: string): SQL | undefined {
  const every = likeEveryWord(search, () => unindexed);
  // A walk serves frequent terms, but the planner rates each LIKE of an unknown pattern at
  // 0.5 %, so with two words it expected a handful of rows and chose a parallel scan of the
  // table and a sort: two workers started for a branch that then did not run (5-15 ms, 240 ms
  // busy). Wrapped, the match is an expression it rates at one half, and it walks the index.
  return every && sql`coalesce(${every}, false)`;
}

/** Whether the trigram index narrows the search: not when every word is short ("jo", "a b"). */
export function trigramsNarrow(search: string): boolean {
  return wordsOf(search).some(hasTrigram);
}
