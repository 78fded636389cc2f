import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import { type Database, openDatabase } from '../../db/client';
import { password_resets, tokens, users } from '../../db/schema/index';
import { CACHE_CHANNEL } from '../cache/invalidation-listener';
import { sessionKey } from './authenticate';
import { SESSION_TTL_MS } from './cached-session';
import { generateKey, hashKey } from './tokens';

/**
 * Sessions are cached (decisions/015); these prove that the cache never lets a session outlive
 * what ends it (logout, a password reset, deactivation, expiry of the token or of a demo
 * account), that nothing else drops it (another person's sign-in, the hourly `last_used_at`),
 * and that its lifetime bounds it. Two instances share the database, as behind a load
 * balancer: on PostgreSQL each has its own pool and LISTEN connection, so only the NOTIFY tells
 * the second of the first one's writes. The first instance's clock is the test's.
 */
const t = useTestApp({ config: { exposeStatementCount: true } });
let time = Date.now();
let a: FastifyInstance;
let b: FastifyInstance;
let bDatabase: Database;

beforeAll(async () => {
  a = await buildApp(testConfig({ exposeStatementCount: true }), {
    database: t.database,
    clock: () => time,
  });
  await a.ready();
  const url = t.database.connectionString;
  bDatabase = url
    ? await openDatabase({ databaseUrl: url, dataDir: '', inMemory: false })
    : t.database;
  b = await buildApp(testConfig({ exposeStatementCount: true }), { database: bDatabase });
  await b.ready();
});

// Never behind the real clock, which stamps what the API writes (a demo account's expiry).
beforeEach(() => {
  time = Math.max(time, Date.now());
});

afterAll(async () => {
  await a?.close();
  await b?.close();
  if (bDatabase && bDatabase !== t.database) await bDatabase.close();
});

const onPostgres = () => t.database.kind === 'postgres';

const cursos = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/getCursosAlumno/', headers: { authorization: token } });
const statements = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['x-sql-statements']);
/** getCursosAlumno's statements with the session cached, and when it must be read. */
const HIT = 1;
const MISS = 2;
const cachedSession = (app: FastifyInstance, token: string) =>
  app.ctx.cache.get(sessionKey(hashKey(token.replace(/^token /, ''))));

/**
 * Every NOTIFY committed so far has reached `app` (PostgreSQL delivers them in commit order):
 * a probe entry is stored, its tag notified, and its disappearance awaited.
 */
async function settled(app: FastifyInstance): Promise<void> {
  await expect.poll(() => app.ctx.cache.isBypassed).toBe(false);
  if (!onPostgres()) return;
  const tag = `probe:${randomUUID()}`;
  const { cache } = app.ctx;
  cache.store(tag, [tag], { kind: 'value', value: 1, bytes: 1 }, cache.ticket());
  expect(cache.get(tag)).toBeDefined();
  await t.database.executeSql('select pg_notify($1, $2)', [CACHE_CHANNEL, tag]);
  await expect.poll(() => cache.get(tag)).toBeUndefined();
}

/**
 * Signs the student in and caches the session on both instances. A read stores nothing when a
 * write's notice reaches the cache while it runs (an earlier test's queued job committing, say),
 * so each instance is read until it answers from its cache.
 */
async function cachedOnBoth(email: string): Promise<string> {
  const token = await loginAs(a, email);
  await Promise.all([settled(a), settled(b)]);
  for (const app of [a, b]) {
    expect((await cursos(app, token)).statusCode).toBe(200);
    await expect.poll(async () => statements(await cursos(app, token))).toBe(HIT);
  }
  return token;
}

/**
 * Ended at once on the instance that ended it; on the other as soon as its NOTIFY arrives.
 * PGlite is one process by design (its data folder is locked): there is no other instance.
 */
async function endedOnBoth(token: string): Promise<void> {
  const refused = await cursos(a, token);
  expect(refused.statusCode).toBe(401);
  expect(refused.json().error.message).toMatch(/sesión/);
  if (onPostgres()) await expect.poll(async () => (await cursos(b, token)).statusCode).toBe(401);
}

describe('session cache', () => {
  it('reads a session once, then serves it from the cache', async () => {
    const student = await createStudent(a.ctx);
    const token = await loginAs(a, student.email);
    await settled(a);
    const first = await cursos(a, token);
    expect(first.statusCode).toBe(200);
    expect(statements(first)).toBe(MISS);
    const later = await cursos(a, token);
    expect(later.json()).toEqual(first.json());
    expect(statements(later)).toBe(HIT);
  });

  it("keeps a session cached through another person's sign-in and hourly last_used_at", async () => {
    const ana = await createStudent(a.ctx);
    const luis = await createStudent(a.ctx);
    const token = await cachedOnBoth(ana.email);
    const other = await loginAs(a, luis.email);
    // Luis's session is due for its hourly write: his first call updates his token.
    await a.ctx.db
      .update(tokens)
      .set({ last_used_at: new Date(time - 2 * 60 * 60 * 1000) })
      .where(eq(tokens.user_id, luis.id));
    expect((await cursos(a, other)).statusCode).toBe(200);
    const [luisToken] = await t.database.db
      .select({ last_used_at: tokens.last_used_at })
      .from(tokens)
      .where(eq(tokens.user_id, luis.id));
    expect(luisToken?.last_used_at.getTime()).toBe(time);
    await Promise.all([settled(a), settled(b)]);
    for (const app of [a, b]) {
      expect(cachedSession(app, token)).toBeDefined();
      expect(statements(await cursos(app, token))).toBe(HIT);
    }
  });

  it('logout ends the session at once on both instances, and only that one', async () => {
    const student = await createStudent(a.ctx);
    const token = await cachedOnBoth(student.email);
    const other = await loginAs(a, student.email);
    const out = await a.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: token },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    await endedOnBoth(token);
    expect((await cursos(a, other)).statusCode).toBe(200);
    expect((await cursos(b, other)).statusCode).toBe(200);
  });

  it("an administrator's deactivation ends the student's sessions on both instances", async () => {
    const admin = await createAdmin(a.ctx);
    const adminToken = await loginAs(a, admin.email);
    const student = await createStudent(a.ctx);
    const token = await cachedOnBoth(student.email);
    const off = await a.inject({
      method: 'POST',
      url: '/api/desactivarAlumno/',
      headers: { authorization: adminToken },
      payload: { alumno: student.id },
    });
    expect(off.statusCode).toBe(200);
    await endedOnBoth(token);
  });

  it('a new password set with a reset link ends the sessions on both instances', async () => {
    const student = await createStudent(a.ctx);
    const token = await cachedOnBoth(student.email);
    const link = generateKey();
    await a.ctx.db.insert(password_resets).values({
      user_id: student.id,
      token_hash: hashKey(link),
      proposito: 'reset',
      expires_at: new Date(Date.now() + 60_000),
    });
    await Promise.all([settled(a), settled(b)]);
    const reset = await a.inject({
      method: 'POST',
      url: '/api/restablecerPassword/',
      payload: { token: link, password: 'Otra-clave-segura-9' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    await endedOnBoth(token);
  });

  it('a change to the account (a password set by an administrator) drops its cached sessions', async () => {
    const student = await createStudent(a.ctx);
    const token = await cachedOnBoth(student.email);
    await a.ctx.db.update(users).set({ password: 'otro-hash' }).where(eq(users.id, student.id));
    expect(cachedSession(a, token)).toBeUndefined();
    expect(statements(await cursos(a, token))).toBe(MISS);
    await expect.poll(() => cachedSession(b, token)).toBeUndefined();
  });

  it('a revocation written by any writer ends the session: by NOTIFY, else by the lifetime', async () => {
    const student = await createStudent(a.ctx);
    const token = await cachedOnBoth(student.email);
    await t.database.executeSql('update tokens set revoked_at = now() where user_id = $1', [
      student.id,
    ]);
    if (onPostgres()) {
      await expect.poll(async () => (await cursos(a, token)).statusCode).toBe(401);
      await expect.poll(async () => (await cursos(b, token)).statusCode).toBe(401);
      return;
    }
    // One embedded database, one process: every writer is this server's code, which ends
    // sessions through endCachedSessions; anything else waits for the lifetime.
    expect((await cursos(a, token)).statusCode).toBe(200);
    time += SESSION_TTL_MS + 1;
    expect((await cursos(a, token)).statusCode).toBe(401);
  });

  it('a cached session is read again once its lifetime has passed', async () => {
    const student = await createStudent(a.ctx);
    const token = await loginAs(a, student.email);
    await settled(a);
    expect(statements(await cursos(a, token))).toBe(MISS);
    time += SESSION_TTL_MS - 1;
    expect(statements(await cursos(a, token))).toBe(HIT);
    time += 2;
    expect(cachedSession(a, token)).toBeUndefined();
    expect(statements(await cursos(a, token))).toBe(MISS);
    expect(statements(await cursos(a, token))).toBe(HIT);
  });

  it('a cached session stops at its expiry, and at a demo account’s, with no write to end it', async () => {
    const student = await createStudent(a.ctx);
    const demo = await createStudent(a.ctx, { expira: new Date(time + 1500) });
    const token = await loginAs(a, student.email);
    const demoToken = await loginAs(a, demo.email);
    // Written before the sessions are cached; then nothing is written until they end.
    await a.ctx.db
      .update(tokens)
      .set({ expires_at: new Date(time + 1500) })
      .where(eq(tokens.user_id, student.id));
    await settled(a);
    for (const session of [token, demoToken]) {
      expect((await cursos(a, session)).statusCode).toBe(200);
      expect(statements(await cursos(a, session))).toBe(HIT);
    }
    time += 1500;
    expect((await cursos(a, token)).statusCode).toBe(401);
    expect((await cursos(a, demoToken)).statusCode).toBe(401);
  });

  it('the database refuses an expired token by the same clock as the cache', async () => {
    const student = await createStudent(a.ctx);
    const token = await loginAs(a, student.email);
    await a.ctx.db.execute(
      sql`update tokens set expires_at = ${new Date(time + 1000)} where user_id = ${student.id}`,
    );
    time += 1000;
    expect(cachedSession(a, token)).toBeUndefined();
    expect((await cursos(a, token)).statusCode).toBe(401);
  });
});
