import type { PublicCache } from './public-cache';

/** Freezes a value read from the database and everything in it: every request shares it. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * Content that changes only when someone edits it (a course's outline, a lesson, an
 * evaluation's questions), kept in the cache under the same rules as the public answers
 * (decision 010): any write to one of `tables` drops it, on every instance. The value is frozen
 * and shared: callers build their answers from it, never change it.
 */
export async function cachedRead<T>(
  cache: PublicCache,
  key: string,
  tables: readonly string[],
  load: () => Promise<T>,
): Promise<T> {
  if (!tables.every((table) => cache.isWatched(table))) {
    // Without the watch (declared at start, before the NOTIFY triggers are installed) a write
    // would never drop the value.
    throw new Error(`cachedRead(${key}): declare its tables with cache.watchTables first`);
  }
  const hit = cache.get(key);
  if (hit?.kind === 'value') return hit.value as T;
  const ticket = cache.ticket();
  const value = deepFreeze(await load());
  const bytes = (JSON.stringify(value) ?? '').length + key.length;
  cache.store(key, tables, { kind: 'value', value, bytes }, ticket);
  return value;
}
