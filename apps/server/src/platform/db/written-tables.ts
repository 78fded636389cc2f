const WRITE =
  /\b(?:insert\s+into|update\s+(?:only\s+)?"?[\w.]+"?\s+set|delete\s+from|truncate|merge\s+into)\b/i;
const QUOTED_NAME = /"(\w+)"/g;
const BARE_TARGET =
  /\b(?:insert\s+into|update(?:\s+only)?|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+(?:public\.)?(\w+)/gi;

/**
 * The tables a SQL statement may write, for cache invalidation: every table named in a
 * statement that inserts, updates, deletes or truncates. Naming more than it writes (a table
 * in a subquery) only drops more cached answers than needed; naming fewer would leave one stale,
 * so a write without any recognisable name answers `null` ("could be any table").
 */
export function writtenTables(sql: string): string[] | null {
  if (!WRITE.test(sql)) return [];
  const names = new Set<string>();
  for (const match of sql.matchAll(QUOTED_NAME)) if (match[1]) names.add(match[1]);
  for (const match of sql.matchAll(BARE_TARGET)) if (match[1]) names.add(match[1].toLowerCase());
  return names.size > 0 ? [...names] : null;
}
