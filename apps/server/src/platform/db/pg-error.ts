/**
 * The SQLSTATE of a failed statement, looking through the wrappers drizzle puts around the
 * driver's error (`DrizzleQueryError.cause`).
 */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * A write refused because of a foreign key: a row still refers to the one being deleted, or the
 * row referred to is gone. PostgreSQL 18 (PGlite) reports a RESTRICT delete as
 * restrict_violation 23001, earlier servers as foreign_key_violation 23503.
 */
export function isStillReferenced(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state === '23001' || state === '23503';
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}
