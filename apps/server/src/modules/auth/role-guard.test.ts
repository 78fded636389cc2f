import { type Access, defineCall, ZEmpty } from '@academia/contract/core/call';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  createAdmin,
  createStudent,
  createTeacher,
  createUser,
  loginAs,
} from '../../../test/factories';
import { openTestDatabase, resetDatabase } from '../../../test/helper';
import { testConfig } from '../../../test/test-config';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { tokens, users } from '../../db/schema/index';
import { registerCall } from '../../platform/http/register-call';

/** Throwaway calls, one per kind of access, registered on an app of this test only. */
const kinds: Record<string, Access> = {
  pruebaPublica: 'anyone',
  pruebaSesion: 'signed-in',
  pruebaAdmin: ['admin'],
  pruebaAlumno: ['student'],
  pruebaProfesor: ['teacher'],
  pruebaAdminOProfesor: ['admin', 'teacher'],
};

let app: FastifyInstance;
let database: Database;
/** How far the app's clock is ahead of the real one: moved, never waited for. */
let ahead = 0;
let drop: () => Promise<void>;

beforeAll(async () => {
  const opened = await openTestDatabase();
  database = opened.database;
  drop = opened.drop;
  app = await buildApp(testConfig(), { database, clock: () => Date.now() + ahead });
  for (const [name, access] of Object.entries(kinds)) {
    const call = defineCall({
      name,
      access,
      summary: 'Prueba',
      request: ZEmpty,
      response: z.object({ content: z.object({ userId: z.number().nullable() }) }),
    });
    registerCall(app, call, async ({ user }) => ({ content: { userId: user?.id ?? null } }));
  }
  await app.ready();
});
beforeEach(() => resetDatabase(database));
afterAll(async () => {
  await app?.close();
  await drop?.();
});

const call = (name: string, authorization?: string) =>
  app.inject({
    method: 'POST',
    url: `/api/${name}/`,
    payload: {},
    headers: authorization ? { authorization } : {},
  });

async function statuses(authorization?: string) {
  const out: Record<string, number> = {};
  for (const name of Object.keys(kinds)) out[name] = (await call(name, authorization)).statusCode;
  return out;
}

describe('role guard', () => {
  it('lets anonymous callers make only public calls (401 elsewhere)', async () => {
    expect(await statuses()).toEqual({
      pruebaPublica: 200,
      pruebaSesion: 401,
      pruebaAdmin: 401,
      pruebaAlumno: 401,
      pruebaProfesor: 401,
      pruebaAdminOProfesor: 401,
    });
  });

  it('gives each role exactly its calls (403 elsewhere)', async () => {
    const admin = await loginAs(app, (await createAdmin(app.ctx)).email);
    const student = await loginAs(app, (await createStudent(app.ctx)).email);
    const teacher = await loginAs(app, (await createTeacher(app.ctx)).email);
    expect(await statuses(admin)).toEqual({
      pruebaPublica: 200,
      pruebaSesion: 200,
      pruebaAdmin: 200,
      pruebaAlumno: 403,
      pruebaProfesor: 403,
      pruebaAdminOProfesor: 200,
    });
    expect(await statuses(student)).toEqual({
      pruebaPublica: 200,
      pruebaSesion: 200,
      pruebaAdmin: 403,
      pruebaAlumno: 200,
      pruebaProfesor: 403,
      pruebaAdminOProfesor: 403,
    });
    expect(await statuses(teacher)).toEqual({
      pruebaPublica: 200,
      pruebaSesion: 200,
      pruebaAdmin: 403,
      pruebaAlumno: 403,
      pruebaProfesor: 200,
      pruebaAdminOProfesor: 200,
    });
  });

  it('does not treat tipo 0 without is_staff as an administrator', async () => {
    const user = await createUser(app.ctx, { tipo: 0, is_staff: false });
    const header = await loginAs(app, user.email);
    expect((await call('pruebaSesion', header)).statusCode).toBe(200);
    expect((await call('pruebaAdmin', header)).statusCode).toBe(403);
  });

  it('passes the user to public calls when a valid token comes, and ignores a bad one', async () => {
    const user = await createStudent(app.ctx);
    const header = await loginAs(app, user.email);
    expect((await call('pruebaPublica', header)).json().content.userId).toBe(user.id);
    const bad = await call('pruebaPublica', 'token no-es-un-token-valido-de-verdad');
    expect(bad.statusCode).toBe(200);
    expect(bad.json().content.userId).toBeNull();
  });

  it('stops accepting the token of a user who is deactivated', async () => {
    const user = await createAdmin(app.ctx);
    const header = await loginAs(app, user.email);
    expect((await call('pruebaAdmin', header)).statusCode).toBe(200);
    await app.ctx.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    const res = await call('pruebaAdmin', header);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(
      'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
    );
  });

  it('refuses an expired token and a demo account past its expiry', async () => {
    const user = await createStudent(app.ctx);
    const header = await loginAs(app, user.email);
    await app.ctx.db
      .update(tokens)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(tokens.user_id, user.id));
    expect((await call('pruebaSesion', header)).statusCode).toBe(401);

    const demo = await createStudent(app.ctx);
    const demoHeader = await loginAs(app, demo.email);
    await app.ctx.db
      .update(users)
      .set({ expira: sql`now() - interval '1 second'` })
      .where(eq(users.id, demo.id));
    expect((await call('pruebaSesion', demoHeader)).statusCode).toBe(401);
  });

  it('refuses headers that are not `token <key>`', async () => {
    const user = await createStudent(app.ctx);
    const key = (await loginAs(app, user.email)).slice('token '.length);
    expect((await call('pruebaSesion', `Bearer ${key}`)).statusCode).toBe(401);
    expect((await call('pruebaSesion', key)).statusCode).toBe(401);
    expect((await call('pruebaSesion', `Token ${key}`)).statusCode).toBe(200);
  });

  it('refreshes last_used_at at most once every 5 minutes', async () => {
    const user = await createStudent(app.ctx);
    const header = await loginAs(app, user.email);
    const lastUsed = async () =>
      (await app.ctx.db.select().from(tokens).where(eq(tokens.user_id, user.id)))[0]?.last_used_at;
    const signedIn = await lastUsed();
    // Each step is past the cached session's lifetime, so the token is read again each time.
    ahead += 3 * 60 * 1000;
    expect((await call('pruebaSesion', header)).statusCode).toBe(200);
    expect(await lastUsed()).toEqual(signedIn);
    ahead += 3 * 60 * 1000;
    const before = Date.now() + ahead;
    expect((await call('pruebaSesion', header)).statusCode).toBe(200);
    expect((await lastUsed())?.getTime()).toBeGreaterThanOrEqual(before);
  });
});
