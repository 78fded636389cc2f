import { randomBytes } from 'node:crypto';
import { openAsBlob } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp } from '../src/app';
import type { Config } from '../src/config';
import { type Database, openDatabase } from '../src/db/client';
import { CACHE_CHANNEL } from '../src/platform/cache/invalidation-listener';
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
    if (options.fresh) {
      const database = await openDatabase({ databaseUrl: undefined, dataDir: '', inMemory: true });
      await database.migrate();
      return { database, drop: () => database.close() };
    }
    const database = spare ?? (await openPgliteCopy(template.tarball));
    spare = undefined;
    templateShape ??= await shapeOf(database);
    return { database, drop: () => handBack(database) };
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

/**
 * The worker's PGlite copy between two files (decision 021). Opening a copy of the migrated dump
 * costs 1–2 CPU seconds, paid by each of some 90 files, so a file hands its copy back when it
 * ends and the worker's next file takes it, emptied. Only a copy whose shape is still the
 * template's is kept: a file that changed the schema, a trigger, a function or a session setting,
 * left a lock or a LISTEN, or made the queue's schema hands back a copy that is closed instead.
 */
let spare: Database | undefined;
let templateShape: string | undefined;

async function openPgliteCopy(tarball: string): Promise<Database> {
  return openDatabase({
    databaseUrl: undefined,
    dataDir: '',
    inMemory: true,
    loadDataDir: await openAsBlob(tarball),
  });
}

/** What of a database is not a table row, as one digest (rows are emptied by `resetDatabase`). */
async function shapeOf(database: Database): Promise<string> {
  const { rows } =
    await database.executeSql(`select md5(string_agg(x, E'\\n' order by x)) as shape from (
      select format('rel %s.%s %s %s', n.nspname, c.relname, c.relkind, c.relpersistence) as x
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where (n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%')
          or c.relpersistence = 't'
      union all
      select format('col %s %s %s %s %s', a.attrelid::regclass, a.attname,
          format_type(a.atttypid, a.atttypmod), a.attnotnull, pg_get_expr(d.adbin, d.adrelid))
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
        where a.attnum > 0 and not a.attisdropped
          and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'
      union all
      select format('con %s %s', conrelid::regclass, pg_get_constraintdef(oid)) from pg_constraint
        where connamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      union all
      select format('trg %s %s %s', tgrelid::regclass, tgname, tgenabled) from pg_trigger
        where not tgisinternal
      union all
      select format('fn %s.%s %s', p.pronamespace::regnamespace, p.proname, md5(p.prosrc))
        from pg_proc p
        where p.pronamespace not in ('pg_catalog'::regnamespace, 'information_schema'::regnamespace)
      union all
      select format('set %s=%s', name, setting) from pg_settings where source = 'session'
      union all
      select format('lock %s', count(*)) from pg_locks where locktype = 'advisory'
      union all
      select format('listen %s', c) from pg_listening_channels() c
      union all
      select format('role %s', rolname) from pg_roles
    ) shape`);
  return String(rows[0]?.shape);
}

/** Ends a file's use of its PGlite copy: kept, emptied, for the next file, or closed. */
async function handBack(database: Database): Promise<void> {
  try {
    await resetDatabase(database);
    if ((await shapeOf(database)) === templateShape) {
      spare = database;
      return;
    }
  } catch {
    // A copy that cannot even be emptied (a transaction left open by a failed test) is not kept.
  }
  await database.close();
}

/** `resetDatabase`'s statement, made once per database: the schema does not change in a run. */
const resetStatements = new WeakMap<Database, string>();

/**
 * One block that deletes every table's rows, restarts the sequences and empties the job queue.
 * `truncate … restart identity cascade` did the same in 370 ms a test on PostgreSQL (new files
 * for 56 tables and their indexes, synced at commit) and 110 ms on PGlite; these deletes take
 * 6 and 13 ms (decision 021). Triggers are off for the block (`session_replication_role`),
 * so the foreign keys need no order and no counting trigger runs; the cache's NOTIFY, which
 * they would have sent, is sent for every table instead, for apps on other connections. Each
 * table is named in its own `delete`, not looped over: this process's caches learn of a write
 * from the statement's text (`platform/db/written-tables.ts`), which a loop's `execute` hides.
 */
async function resetStatementFor(database: Database): Promise<string> {
  const known = resetStatements.get(database);
  if (known) return known;
  const { rows } = await database.executeSql(
    "select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'",
  );
  const tables = rows.map((r) => String(r.tablename));
  const statement = `do $reset$ begin
  perform set_config('session_replication_role', 'replica', true);
  ${tables.map((table) => `delete from "${table}";`).join('\n  ')}
  perform setval(format('%I.%I', schemaname, sequencename), start_value, false)
    from pg_sequences where schemaname = 'public' and last_value is not null;
  -- The job queue's schema appears once something is queued.
  if to_regclass('pgboss.job') is not null then execute 'delete from pgboss.job'; end if;
  perform pg_notify('${CACHE_CHANNEL}', t) from unnest(array[${tables.map((t) => `'${t}'`).join(', ')}]::text[]) t;
end $reset$`;
  resetStatements.set(database, statement);
  return statement;
}

/** Empties every table (and the job queue) between tests, keeping the migrated schema. */
export async function resetDatabase(database: Database): Promise<void> {
  await database.executeSql(await resetStatementFor(database));
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
