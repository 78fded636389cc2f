import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { eventually } from './eventually';
import { adminQuery } from './global-setup';
import { testConfig } from './test-config';

/**
 * A database of its own for one test file: in-memory PGlite by default, or a new database on
 * the PostgreSQL server named by TEST_DATABASE_URL (dropped again at the end). It is a copy of
 * the one the run migrated (test/global-setup.ts); `fresh` makes an empty one and migrates it
 * here instead, for the tests of the migrations themselves.
 */
export async function openTestDatabase(
  options: { fresh?: boolean } = {},
): Promise<{ database: Database; drop(): Promise<void> }> {
  const template = inject('databaseTemplate');
  if (template.kind === 'pglite') {
    const loadDataDir = options.fresh ? undefined : await openAsBlob(template.tarball);
    const database = await openDatabase({
      databaseUrl: undefined,
      dataDir: '',
      inMemory: true,
      loadDataDir,
    });
    if (options.fresh) await database.migrate();
    return { database, drop: () => database.close() };
  }
  const { serverUrl } = template;
  const name = `academia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    serverUrl,
    options.fresh ? `create database ${name}` : `create database ${name} template ${template.name}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    inMemory: false,
  });
  if (options.fresh) await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      // The pool's connections finish closing just after `close()` resolves; forcing the drop
      // while one is still open would kill it under the test with a FATAL error.
      await eventually(async () => {
        const rows = await adminQuery(
          serverUrl,
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        return rows[0]?.n === 0;
      }, 5_000);
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** What `resetDatabase` empties, found once per database: the schema does not change in a run. */
const resetStatements = new WeakMap<Database, string[]>();

async function resetStatementsFor(database: Database): Promise<string[]> {
  const known = resetStatements.get(database);
  if (known) return known;
  const { rows } = await database.executeSql(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'",
  );
  const tables = rows.map((r) => `"${String(r.tablename)}"`);
  const statements = tables.length
    ? [`truncate ${tables.join(', ')} restart identity cascade`]
    : [];
  resetStatements.set(database, statements);
  return statements;
}

/** Empties every table (and the job queue) between tests, keeping the migrated schema. */
export async function resetDatabase(database: Database): Promise<void> {
  for (const statement of await resetStatementsFor(database)) {
    await database.executeSql(statement);
  }
  // The job queue's schema appears once something is queued, so it is looked up every time.
  const boss = await database.executeSql("select to_regclass('pgboss.job') is not null as ok");
  if (boss.rows[0]?.ok) await database.executeSql('delete from pgboss.job');
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
}

/**
 * Builds the app once for a test file and empties the database before each test. The returned
 * object is filled in `beforeAll`, so read its fields inside tests only.
 */
export function useTestApp(
  options: {
    config?: Partial<Config>;
    runWorkers?: boolean;
    /** Adds routes (throwaway test calls) before the app is made ready. */
    setup?: (app: FastifyInstance) => void;
  } = {},
): TestApp {
  const t = {} as TestApp;
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    t.database = opened.database;
    t.config = testConfig(options.config);
    t.app = await buildApp(t.config, {
      database: opened.database,
      runWorkers: options.runWorkers ?? false,
    });
    options.setup?.(t.app);
    await t.app.ready();
  });
  beforeEach(async () => {
    await resetDatabase(t.database);
  });
  afterAll(async () => {
    await t.app?.close();
    await drop();
  });
  return t;
}
