import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { testConfig } from './test-config';

/**
 * A fresh database for one test file: in-memory PGlite by default, or a new database on the
 * PostgreSQL server named by TEST_DATABASE_URL (dropped again at the end).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
    await database.migrate();
    return { database, drop: () => database.close() };
  }
  const name = `academia_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    inMemory: false,
  });
  await database.migrate();
  return {
    database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      // The pool's connections finish closing just after `close()` resolves; forcing the drop
      // while one is still open would kill it under the test with a FATAL error.
      for (let i = 0; i < 50; i++) {
        const { rows } = await c.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
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
