const WRITE =
  /\b(?:insert\s+into|update\s+(?:only\s+)?"?[\w.]+"?\s+set|delete\s+from|truncate|merge\s+into)\b/i;
/** A table, quoted or not, with or without its schema: the name is the last group. */
const TABLE = String.raw`(?:"?public"?\.)?("\w+"|\w+)`;
/** The table an insert, update, delete or merge writes (not `for update` nor `do update`). */
const TARGET = new RegExp(
  String.raw`(?:\binsert\s+into|(?<!\b(?:for|do|key)\s+)\bupdate(?:\s+only)?|\bdelete\s+from|\bmerge\s+into)\s+${TABLE}`,
  'gi',
);
/** A truncate's list of tables. */
const TRUNCATE = new RegExp(
  String.raw`\btruncate\s+(?:table\s+)?(?:only\s+)?(${TABLE}(?:\s*,\s*${TABLE})*)`,
  'gi',
);
const NAME = new RegExp(TABLE, 'g');

/** A quoted name is exact; a bare one is folded to lower case, as PostgreSQL does. */
const unquoted = (name: string) => (name.startsWith('"') ? name.slice(1, -1) : name.toLowerCase());

/**
 * The tables a SQL statement writes, for cache invalidation: the targets of its inserts,
 * updates, deletes, merges and truncates, in common table expressions too. A table it only
 * reads (a join, a subquery, `insert ... select`) is not one of them: naming it would drop its
 * cached answers, and stop them being cached, on every such write. A write without any
 * recognisable target answers `null` ("could be any table").
 */
export function writtenTables(sql: string): string[] | null {
  if (!WRITE.test(sql)) return [];
  const names = new Set<string>();
  for (const match of sql.matchAll(TARGET)) if (match[1]) names.add(unquoted(match[1]));
  for (const match of sql.matchAll(TRUNCATE)) {
    for (const name of (match[1] ?? '').matchAll(NAME)) if (name[1]) names.add(unquoted(name[1]));
  }
  return names.size > 0 ? [...names] : null;
}
