/**
 * The SQLSTATE of a database error, looking through the wrappers drizzle puts around the
 * driver's error (`DrizzleQueryError.cause`).
 */
export function pgErrorCode(err: unknown): string | undefined {
  let current: unknown = err;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** A delete or update refused because other rows still reference the row (PostgreSQL 15: 23503, 18: 23001). */
export function isReferencedError(err: unknown): boolean {
  const code = pgErrorCode(err);
  return code === '23503' || code === '23001';
}

export function isUniqueViolation(err: unknown): boolean {
  return pgErrorCode(err) === '23505';
}
