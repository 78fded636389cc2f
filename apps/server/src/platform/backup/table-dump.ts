import { createHash } from 'node:crypto';
import { getTableName } from 'drizzle-orm';
import type { SqlRunner } from '../../db/client';
import {
  calificaciones_cifras,
  calificaciones_conteos,
  calificaciones_evaluaciones,
} from '../../db/schema/index';

const FETCH_ROWS = 1000;
const HASH_MODULUS = 1n << 256n;

/** Quotes an identifier read from the catalog (table names are lower-case snake case). */
export function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/**
 * Settings that make `to_jsonb(row)::text` the same text on every engine and machine, so a
 * dump's content hash can be checked after restoring it elsewhere (PGlite or PostgreSQL).
 */
export async function useStableOutput(run: SqlRunner): Promise<void> {
  await run("set time zone 'UTC'");
  await run("set datestyle = 'ISO, YMD'");
  await run('set extra_float_digits = 1');
}

/**
 * Derived tables the database keeps itself from other tables' rows (the gradebook's figures,
 * decision 026): a backup leaves them out and a restore rebuilds them with `REBUILD_DERIVED`
 * once every table is loaded, so a copy can never bring figures that disagree with its rows.
 */
const DERIVED = new Set<string>([
  getTableName(calificaciones_cifras),
  getTableName(calificaciones_conteos),
  getTableName(calificaciones_evaluaciones),
]);
export const REBUILD_DERIVED = 'select calificaciones_reconstruir()';

/** The application's tables (the public schema) but the derived ones, sorted by name. */
export async function listTables(run: SqlRunner): Promise<string[]> {
  const { rows } = await run(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  return rows.map((r) => String(r.name)).filter((name) => !DERIVED.has(name));
}

async function primaryKeyOrder(run: SqlRunner, table: string): Promise<string> {
  const { rows } = await run(
    `select a.attname as name
     from pg_index i
     join lateral unnest(i.indkey) with ordinality as k(attnum, n) on true
     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
     where i.indrelid = to_regclass($1) and i.indisprimary
     order by k.n`,
    [`public.${ident(table)}`],
  );
  return rows.length > 0 ? rows.map((r) => ident(String(r.name))).join(', ') : '1';
}

/**
 * Sums each row's SHA-256 modulo 2^256: the same rows give the same hash in any order, so the
 * check does not depend on how either engine sorts or stores them.
 */
export class ContentHash {
  private sum = 0n;
  rows = 0;
  add(line: string): void {
    const digest = createHash('sha256').update(line).digest('hex');
    this.sum = (this.sum + BigInt(`0x${digest}`)) % HASH_MODULUS;
    this.rows++;
  }
  hex(): string {
    return this.sum.toString(16).padStart(64, '0');
  }
}

/**
 * Reads a table through a cursor, one JSON text per row. Must run inside a transaction (the
 * cursor lives in it; for a backup, the transaction's snapshot makes all tables agree).
 */
export async function readTable(
  run: SqlRunner,
  table: string,
  onRows: (lines: string[]) => Promise<void> | void,
): Promise<{ filas: number; contenido: string }> {
  const order = await primaryKeyOrder(run, table);
  const hash = new ContentHash();
  await run(
    `declare tabla_cursor no scroll cursor for
     select to_jsonb(t)::text as r from public.${ident(table)} t order by ${order}`,
  );
  for (;;) {
    const { rows } = await run(`fetch ${FETCH_ROWS} from tabla_cursor`);
    if (rows.length === 0) break;
    const lines = rows.map((r) => String(r.r));
    for (const line of lines) hash.add(line);
    await onRows(lines);
  }
  await run('close tabla_cursor');
  return { filas: hash.rows, contenido: hash.hex() };
}
