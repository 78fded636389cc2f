import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '../src/db/client';
import { migrationsDir } from '../src/paths';
import { waitUntil } from './eventually';

/** Where each test file copies its migrated database from (see `openTestDatabase`). */
export type DatabaseTemplate =
  | { kind: 'pglite'; tarball: string }
  | { kind: 'postgres'; serverUrl: string; name: string };

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Migrates one database per vitest run, instead of one per test file: a fresh PGlite spends
 * seconds in initdb and the migrations, a copy of a dumped one a fraction of that.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `academia_template_${process.pid}`;
    await createPostgresTemplate(serverUrl, name);
    project.provide('databaseTemplate', { kind: 'postgres', serverUrl, name });
    return async () => {
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    };
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'academia-template-'));
  const tarball = path.join(dir, 'migrated.tgz');
  writeFileSync(tarball, await dumpMigratedPglite());
  project.provide('databaseTemplate', { kind: 'pglite', tarball });
  return async () => rmSync(dir, { recursive: true, force: true });
}

async function dumpMigratedPglite(): Promise<Uint8Array> {
  const client = await PGlite.create('memory://', { extensions: pgliteExtensions });
  try {
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    const dump = await client.dumpDataDir('gzip');
    return new Uint8Array(await dump.arrayBuffer());
  } finally {
    await client.close();
  }
}

async function createPostgresTemplate(serverUrl: string, name: string): Promise<void> {
  await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  await adminQuery(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({
    databaseUrl: url.toString(),
    dataDir: '',
    inMemory: false,
  });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  // CREATE DATABASE … TEMPLATE refuses a source with open sessions, and the pool's finish
  // closing just after `close()` resolves; afterwards nothing may connect to it again.
  await adminQuery(serverUrl, `alter database ${name} allow_connections false`);
  await waitUntil(`que se cierren las conexiones a ${name}`, async () => {
    const rows = await adminQuery(
      serverUrl,
      'select count(*)::int as n from pg_stat_activity where datname = $1',
      [name],
    );
    return rows[0]?.n === 0;
  });
}

/** One statement on the server's maintenance database, on a connection of its own. */
export async function adminQuery(
  serverUrl: string,
  text: string,
  values?: unknown[],
): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}
