import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { migrationsDir } from '../paths';
import { type WriteListener, WriteNotices } from '../platform/db/write-notices';
import { AutoPreparingClient } from './auto-prepare';
import { lockEmbeddedDatabase } from './embedded-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever engine is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle, accepted wherever a repository function takes `Db`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** Runs plain SQL with `$1` parameters on one connection. */
export type SqlRunner = (text: string, values?: unknown[]) => Promise<SqlResult>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Plain SQL with `$1` parameters, for libraries that bring their own SQL (the job queue). */
  executeSql(text: string, values?: unknown[]): Promise<SqlResult>;
  /** PGlite runs several statements in one call only through `exec`. */
  executeScript(text: string): Promise<SqlResult>;
  /**
   * Runs `work` on one connection of its own, for statements that must share a session: an
   * explicit transaction with a snapshot, cursors (the backup and restore tools).
   */
  withConnection<T>(work: (run: SqlRunner) => Promise<T>): Promise<T>;
  /** True when the database had no tables before this start's migrations. */
  wasEmpty: boolean;
  /** A PostgreSQL server's address (for a dedicated LISTEN connection); undefined for PGlite. */
  connectionString: string | undefined;
  /** Hears of every write statement this process sends, before it runs; returns `unlisten`. */
  onWrite(listener: WriteListener): () => void;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | undefined;
  dataDir: string;
  inMemory: boolean;
  /**
   * A data directory dumped by PGlite's `dumpDataDir`, opened in memory instead of a new
   * database: tests migrate once per run and give each file a copy.
   */
  loadDataDir?: Blob;
}

async function countTables(run: (sql: string) => Promise<SqlResult>): Promise<number> {
  const { rows } = await run(
    "select count(*)::int as n from information_schema.tables where table_schema = 'public'",
  );
  return Number(rows[0]?.n ?? 0);
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(
        options.inMemory ? undefined : path.join(options.dataDir, 'db'),
        options.loadDataDir,
      );
}

/** The extensions the first migration creates; a dumped data directory needs them loaded too. */
export const pgliteExtensions = { pg_trgm, unaccent };

async function openPglite(dir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  let unlock = () => {};
  if (dir) {
    mkdirSync(dir, { recursive: true });
    unlock = lockEmbeddedDatabase(dir);
  }
  let client: PGlite;
  try {
    client = await PGlite.create(dir ?? 'memory://', { extensions: pgliteExtensions, loadDataDir });
  } catch (err) {
    unlock();
    throw err;
  }
  const writes = new WriteNotices();
  const db = drizzlePglite(client, { schema, logger: writes.logger() }) as unknown as Db;
  const executeSql = writes.around(async (text: string, values?: unknown[]) => {
    const result = await client.query<Record<string, unknown>>(text, values);
    return { rows: result.rows };
  });
  const wasEmpty = (await countTables(executeSql)) === 0;
  return {
    kind: 'pglite',
    db,
    executeSql,
    executeScript: writes.around(async (text: string) => {
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    }),
    // PGlite is one session: nothing else runs on it while the command-line tools use it.
    withConnection: (work) => work(executeSql),
    wasEmpty,
    connectionString: undefined,
    onWrite: (listener) => writes.listen(listener),
    migrate: () =>
      migratePglite(db as unknown as Parameters<typeof migratePglite>[0], {
        migrationsFolder: migrationsDir,
      }),
    async close() {
      await client.close();
      unlock();
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 20, Client: AutoPreparingClient });
  // An idle connection that the server drops (restart, failover) must not crash the process:
  // the pool replaces it on the next query.
  pool.on('error', (err) => {
    console.error(`PostgreSQL: se perdió una conexión inactiva (${err.message})`);
  });
  const writes = new WriteNotices();
  const db = drizzlePg(pool, { schema, logger: writes.logger() }) as unknown as Db;
  const executeSql = writes.around(async (text: string, values?: unknown[]) => {
    const result = await pool.query(text, values);
    return { rows: result.rows as Record<string, unknown>[] };
  });
  const wasEmpty = (await countTables(executeSql)) === 0;
  return {
    kind: 'postgres',
    db,
    executeSql,
    executeScript: writes.around(async (text: string) => {
      const result = await pool.query(text);
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    }),
    async withConnection(work) {
      const client = await pool.connect();
      try {
        return await work(async (text, values) => {
          const result = await client.query(text, values);
          return { rows: result.rows as Record<string, unknown>[] };
        });
      } finally {
        client.release();
      }
    },
    wasEmpty,
    connectionString: url,
    onWrite: (listener) => writes.listen(listener),
    async migrate() {
      // Instances started together would apply the same migration at once, and the loser fails
      // (CREATE EXTENSION, CREATE TABLE): they take turns, and the later ones find it applied.
      const lock = await pool.connect();
      try {
        await lock.query("select pg_advisory_lock(hashtext('academia:migrate'))");
        await migratePg(db as unknown as Parameters<typeof migratePg>[0], {
          migrationsFolder: migrationsDir,
        });
      } finally {
        await lock
          .query("select pg_advisory_unlock(hashtext('academia:migrate'))")
          .catch(() => undefined);
        lock.release();
      }
    },
    close: () => pool.end(),
  };
}
