import { afterAll, beforeAll } from 'vitest';
import { openTestDatabase, type TestApp } from '../../test/helper';
import { testConfig } from '../../test/test-config';
import { buildApp } from '../app';
import { buildWorld, type World } from './world';

/**
 * Like `useTestApp`, but the database is filled once with the world and never emptied between
 * tests: every test of these files reads the same records, and the fingerprints prove which
 * requests changed them.
 */
export function useWorldApp(): TestApp & { world: World } {
  const t = {} as TestApp & { world: World };
  let drop: () => Promise<void> = async () => {};
  beforeAll(async () => {
    const opened = await openTestDatabase();
    drop = opened.drop;
    t.database = opened.database;
    t.config = testConfig();
    t.app = await buildApp(t.config, { database: opened.database, runWorkers: false });
    await t.app.ready();
    t.world = await buildWorld(t.app);
  });
  afterAll(async () => {
    await t.app?.close();
    await drop();
  });
  return t;
}
