/** The SQLSTATE of a failed statement; drizzle wraps the driver's error in `cause`. */
export function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A write refused because a row still refers to the one being deleted (ON DELETE RESTRICT):
 * PostgreSQL 18 (PGlite) reports restrict_violation 23001, earlier servers 23503.
 */
export function isStillReferenced(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '23001' || state === '23503';
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
