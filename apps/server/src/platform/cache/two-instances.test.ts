import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJob } from '../../../test/blog-factories';
import { createAdmin, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { CACHE_CHANNEL, installNotifyTriggers } from './invalidation-listener';

/**
 * Two instances on one database, as behind a load balancer. On PostgreSQL each has its own
 * pool and LISTEN connection, so only the NOTIFY tells the second of the first one's writes;
 * on PGlite (one process by design) both share the embedded database.
 */
const a = useTestApp({ config: { exposeStatementCount: true } });
let b: FastifyInstance;
let bDatabase: Database;

beforeAll(async () => {
  const url = a.database.connectionString;
  bDatabase = url
    ? await openDatabase({ databaseUrl: url, dataDir: '', inMemory: false })
    : a.database;
  b = await buildApp(testConfig({ exposeStatementCount: true }), { database: bDatabase });
  await b.ready();
});

afterAll(async () => {
  await b.close();
  if (bDatabase !== a.database) await bDatabase.close();
});

const getJobs = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/api/getJobs/' });
const names = async (app: FastifyInstance) =>
  (await getJobs(app)).json().content.map((j: { nombre: string }) => j.nombre) as string[];

async function createJobThrough(app: FastifyInstance, auth: string, nombre: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/agregarJob/',
    headers: { authorization: auth },
    payload: {
      nombre,
      descripcion: '<p>x</p>',
      descripcion_corta: 'x',
      sueldo: null,
      modalidad: 1,
    },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Waits until B's cache hears the first instance again (LISTEN established). */
const listening = (app: FastifyInstance) =>
  expect.poll(() => app.ctx.cache.isBypassed, { timeout: 5000 }).toBe(false);

describe('public cache across two instances on one database', () => {
  it('a write on one instance is read on the other, whose cache it invalidated', async () => {
    await listening(b);
    await createJob(a.app.ctx, { nombre: 'Primera' });
    expect(await names(b)).toEqual(['Primera']);
    await expect
      .poll(async () => Number((await getJobs(b)).headers['x-sql-statements']), { timeout: 3000 })
      .toBe(0);

    const admin = await createAdmin(a.app.ctx);
    const auth = await loginAs(a.app, admin.email);
    await createJobThrough(a.app, auth, 'Segunda');
    // Across processes the NOTIFY arrives just after the commit: B may need a moment.
    await expect.poll(() => names(b), { timeout: 3000 }).toEqual(['Segunda', 'Primera']);

    await createJobThrough(b, auth, 'Tercera');
    await expect.poll(() => names(a.app), { timeout: 3000 }).toContain('Tercera');
  });

  it('empties and bypasses the cache while the NOTIFY connection is down (PostgreSQL)', async () => {
    await listening(b);
    await createJob(a.app.ctx, { nombre: 'Vigente' });
    await expect.poll(() => names(b).then(() => b.ctx.cache.size.entries)).toBe(1);
    if (a.database.kind !== 'postgres') return;
    const { rows } = await a.database.executeSql(
      `select pg_terminate_backend(pid) as ok from pg_stat_activity
        where datname = current_database() and query = $1`,
      [`LISTEN ${CACHE_CHANNEL}`],
    );
    expect(rows.length).toBe(2);
    await expect.poll(() => b.ctx.cache.isBypassed, { interval: 5, timeout: 2000 }).toBe(true);
    expect(b.ctx.cache.size.entries).toBe(0);
    await listening(b);
    await createJob(a.app.ctx, { nombre: 'Después del corte' });
    await expect.poll(() => names(b), { timeout: 3000 }).toContain('Después del corte');
  });

  it('keeps statement triggers on watched tables only, and a row trigger for sessions (PostgreSQL)', async () => {
    if (a.database.kind !== 'postgres') return;
    // As an earlier version left it: every sign-in notified every instance.
    await a.database.executeSql(
      `CREATE OR REPLACE TRIGGER academia_public_cache_notify AFTER INSERT ON tokens
         FOR EACH STATEMENT EXECUTE FUNCTION academia_public_cache_notify()`,
    );
    await installNotifyTriggers(a.database, a.app.ctx.cache.watchedTables());
    const { rows } = await a.database.executeSql(
      `select c.relname as tabla, g.tgname as disparador from pg_trigger g
         join pg_class c on c.oid = g.tgrelid
        where g.tgname like 'academia%' and c.relname in ('tokens', 'users', 'jobs')
        order by 1, 2`,
    );
    expect(rows).toEqual([
      { tabla: 'jobs', disparador: 'academia_public_cache_notify' },
      { tabla: 'tokens', disparador: 'academia_session_notify' },
      { tabla: 'users', disparador: 'academia_public_cache_notify' },
    ]);
  });
});
