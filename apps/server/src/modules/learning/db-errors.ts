import { conflict } from '../../platform/errors';

/** PostgreSQL servers report a refused foreign key as 23503; PGlite as 23001. */
const FOREIGN_KEY_CODES = new Set(['23503', '23001']);

function codeOf(err: unknown): string | undefined {
  for (let e = err; e !== null && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^\d{5}$/.test(code)) return code;
  }
  return undefined;
}

/**
 * Runs a write whose rows point at things that may vanish meanwhile (a lesson or forum
 * question an administrator deletes) and answers such a refusal with a Spanish 409.
 */
export async function refusingVanished<T>(message: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (FOREIGN_KEY_CODES.has(codeOf(err) ?? '')) throw conflict(message);
    throw err;
  }
}
