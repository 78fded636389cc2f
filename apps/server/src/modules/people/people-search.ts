import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../db/schema/index';

/** The indexed expression of `users_search_trgm_idx`; a query must repeat it exactly to use it. */
const SEARCHABLE = sql`f_unaccent(lower(${users.first_name} || ' ' || ${users.last_name} || ' ' || ${users.apellido_materno} || ' ' || ${users.email}))`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Every word of `search` must appear in the person's names or e-mail, ignoring accents and
 * case ("jose perez" finds "José Pérez"); each word is a trigram-indexed LIKE. Empty: no filter.
 */
export function matchesSearch(search: string): SQL | undefined {
  const words = search.trim().split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return sql.join(
    words.map((w) => sql`${SEARCHABLE} like '%' || f_unaccent(lower(${escapeLike(w)})) || '%'`),
    sql` and `,
  );
}
