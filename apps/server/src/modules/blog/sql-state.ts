/** The PostgreSQL error code of a failed statement (drizzle wraps the driver's error). */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A write refused by a foreign key: PostgreSQL 18 (PGlite) reports a RESTRICT delete as
 * restrict_violation (23001), earlier servers as foreign_key_violation (23503).
 */
export function isForeignKeyRefusal(error: unknown): boolean {
  const code = sqlState(error);
  return code === '23503' || code === '23001';
}

export function isUniqueViolation(error: unknown): boolean {
  return sqlState(error) === '23505';
}
