import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../test/eventually';
import {
  createAdmin,
  createStudent,
  createTeacher,
  createUser,
  loginAs,
} from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { tokens, users } from '../../db/schema/index';
import { lockAdminBootstrap } from './auth.repository';
import { LOGIN_FAILED, SUPERUSER_CLOSED } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

describe('auth', () => {
  it('logs in with the right password and returns a token that works', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Secreta-123' });
    const res = await post('/api/auth/', { username: 'ana@prueba.test', password: 'Secreta-123' });
    expect(res.statusCode).toBe(200);
    const { success, token } = res.json();
    expect(success).toBe(true);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await get('/api/getTipo/', `token ${token}`)).json()).toEqual({
      success: true,
      content: { tipo: 1 },
    });
  });

  it('stores only a hash of the token', async () => {
    const user = await createStudent(t.app.ctx);
    const header = await loginAs(t.app, user.email);
    const [row] = await t.app.ctx.db.select().from(tokens).where(eq(tokens.user_id, user.id));
    expect(row?.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.key_hash).not.toContain(header.slice('token '.length));
  });

  it('accepts the username in another case and with spaces around it', async () => {
    await createStudent(t.app.ctx, { email: 'luis@prueba.test' });
    await expect(loginAs(t.app, '  Luis@Prueba.TEST ')).resolves.toMatch(/^token /);
  });

  it("refuses a wrong password with 400 and the spec's message", async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Secreta-123' });
    const res = await post('/api/auth/', { username: 'ana@prueba.test', password: 'otra-cosa' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, error: { message: LOGIN_FAILED } });
  });

  it('answers an unknown username exactly like a wrong password', async () => {
    const res = await post('/api/auth/', { username: 'nadie@prueba.test', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(LOGIN_FAILED);
  });

  it('refuses an inactive user, an expired demo account and an account without password', async () => {
    await createStudent(t.app.ctx, { email: 'baja@prueba.test', is_active: false });
    await createStudent(t.app.ctx, {
      email: 'demo@prueba.test',
      expira: new Date(Date.now() - 1000),
    });
    await createStudent(t.app.ctx, { email: 'nueva@prueba.test', password: null });
    for (const username of ['baja@prueba.test', 'demo@prueba.test', 'nueva@prueba.test']) {
      const res = await post('/api/auth/', { username, password: 'Clave-de-prueba-1' });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().error.message).toBe(LOGIN_FAILED);
    }
  });

  it('refuses a payload without username or password with 400', async () => {
    expect((await post('/api/auth/', { username: 'ana@prueba.test' })).statusCode).toBe(400);
    expect((await post('/api/auth/', { password: 'x' })).statusCode).toBe(400);
    expect((await post('/api/auth/', { username: '', password: '' })).json().error.code).toBe(
      'validation',
    );
  });
});

describe('getTipo', () => {
  it('gives each kind of user their tipo', async () => {
    const admin = await createAdmin(t.app.ctx);
    const teacher = await createTeacher(t.app.ctx);
    expect((await get('/api/getTipo/', await loginAs(t.app, admin.email))).json().content).toEqual({
      tipo: 0,
    });
    expect(
      (await get('/api/getTipo/', await loginAs(t.app, teacher.email))).json().content,
    ).toEqual({ tipo: 2 });
  });

  it('needs a session (401), and a valid one', async () => {
    expect((await get('/api/getTipo/')).statusCode).toBe(401);
    const res = await get('/api/getTipo/', 'token inventado-inventado-inventado');
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(
      'Tu sesión no es válida o ha expirado. Inicia sesión de nuevo.',
    );
  });
});

describe('getUserData', () => {
  it("returns the caller's own account data", async () => {
    const user = await createStudent(t.app.ctx, {
      email: 'rosa@prueba.test',
      first_name: 'Rosa',
      last_name: 'Gómez',
      apellido_materno: 'Ruiz',
      celular: '5512345678',
      empresa: 'Acme',
      empleo_actual: 'Analista',
    });
    await createStudent(t.app.ctx);
    const res = await get('/api/getUserData/', await loginAs(t.app, user.email));
    expect(res.statusCode).toBe(200);
    expect(res.json().datosUsuario).toEqual({
      id: user.id,
      unique_id: user.unique_id,
      first_name: 'Rosa',
      last_name: 'Gómez',
      apellido_materno: 'Ruiz',
      email: 'rosa@prueba.test',
      username: 'rosa@prueba.test',
      celular: '5512345678',
      tipo: 1,
      imagen: null,
      fecha_inscripcion: user.fecha_inscripcion.toISOString(),
      empleo_actual: 'Analista',
      empresa: 'Acme',
    });
    expect(res.json().datosUsuario).not.toHaveProperty('password');
  });

  it('needs a session (401)', async () => {
    expect((await get('/api/getUserData/')).statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('revokes only the token it was called with', async () => {
    const user = await createStudent(t.app.ctx);
    const first = await loginAs(t.app, user.email);
    const second = await loginAs(t.app, user.email);
    const res = await post('/api/logout/', {}, first);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true });
    expect((await get('/api/getTipo/', first)).statusCode).toBe(401);
    expect((await post('/api/logout/', {}, first)).statusCode).toBe(401);
    expect((await get('/api/getTipo/', second)).statusCode).toBe(200);
  });

  it('needs a session (401)', async () => {
    expect((await post('/api/logout/', {})).statusCode).toBe(401);
  });
});

describe('createSuperUser', () => {
  const payload = (email: string) => ({
    first_name: 'Carla',
    last_name: 'Méndez',
    celular: '5511111111',
    username: email,
    email,
    password: 'Admin-segura-1',
    tipo: 0,
    is_staff: 1,
  });

  it('creates the first administrator, who can then log in as tipo 0; then answers 403', async () => {
    const res = await post('/api/createSuperUser/', payload('Carla@Prueba.test'));
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({ email: 'carla@prueba.test', tipo: 0 });
    const header = await loginAs(t.app, 'carla@prueba.test', 'Admin-segura-1');
    expect((await get('/api/getTipo/', header)).json().content.tipo).toBe(0);

    const again = await post('/api/createSuperUser/', payload('otra@prueba.test'));
    expect(again.statusCode).toBe(403);
    expect(again.json().error.message).toBe(SUPERUSER_CLOSED);
    expect(await t.app.ctx.db.select().from(users)).toHaveLength(1);
  });

  it('is closed once any active administrator exists, open again if none is active', async () => {
    const admin = await createAdmin(t.app.ctx);
    expect((await post('/api/createSuperUser/', payload('x@prueba.test'))).statusCode).toBe(403);
    await t.app.ctx.db.update(users).set({ is_active: false }).where(eq(users.id, admin.id));
    expect((await post('/api/createSuperUser/', payload('x@prueba.test'))).statusCode).toBe(200);
  });

  it('creates one administrator when several calls race', async () => {
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/api/createSuperUser/',
          payload: payload(`admin${i}@prueba.test`),
          remoteAddress: `10.5.0.${i}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 403, 403, 403, 403, 403, 403, 403]);
    expect(await t.app.ctx.db.select().from(users).where(eq(users.tipo, 0))).toHaveLength(1);
  });

  it('makes a creation wait for one in progress elsewhere, then refuses it', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let signalLocked = () => {};
    const locked = new Promise<void>((resolve) => {
      signalLocked = resolve;
    });
    // Another instance creating the first administrator, not yet committed.
    const other = t.app.ctx.db.transaction(async (tx) => {
      await lockAdminBootstrap(tx);
      await tx.insert(users).values({
        email: 'otra@prueba.test',
        username: 'otra@prueba.test',
        first_name: 'Otra',
        tipo: 0,
        is_staff: true,
      });
      signalLocked();
      await held;
    });
    await locked;
    const { database } = t.app.ctx;
    let reachedDatabase = false;
    const unlisten = database.onWrite(() => {
      reachedDatabase = true;
    });
    let settled = false;
    const call = post('/api/createSuperUser/', payload('carla@prueba.test')).finally(() => {
      settled = true;
    });
    // The call waits for the lock on a server; the embedded database's one session queues its
    // first statement (the rate limit's count) behind the open transaction.
    await waitUntil('que la llamada espere al bloqueo', async () =>
      database.kind === 'postgres'
        ? (
            await database.executeSql(
              "select 1 from pg_locks where locktype = 'advisory' and not granted",
            )
          ).rows.length > 0
        : reachedDatabase,
    );
    unlisten();
    expect(settled).toBe(false);
    release();
    await other;
    expect((await call).statusCode).toBe(403);
    expect(await t.app.ctx.db.select().from(users)).toHaveLength(1);
  });

  it('never promotes an existing account (409)', async () => {
    await createStudent(t.app.ctx, { email: 'alumno@prueba.test' });
    const res = await post('/api/createSuperUser/', payload('alumno@prueba.test'));
    expect(res.statusCode).toBe(409);
    const [row] = await t.app.ctx.db.select().from(users);
    expect(row?.tipo).toBe(1);
  });

  it('refuses bad input with 400', async () => {
    const short = await post('/api/createSuperUser/', {
      ...payload('a@prueba.test'),
      password: '123',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0].path).toBe('password');
    expect(
      (await post('/api/createSuperUser/', { ...payload('a@prueba.test'), email: 'no-es-correo' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/createSuperUser/', { ...payload('a@prueba.test'), tipo: 1 })).statusCode,
    ).toBe(400);
    expect(
      (
        await post('/api/createSuperUser/', {
          ...payload('a@prueba.test'),
          username: 'b@prueba.test',
        })
      ).statusCode,
    ).toBe(400);
    expect(await t.app.ctx.db.select().from(users)).toHaveLength(0);
  });

  it('is limited per address (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) {
      codes.push((await post('/api/createSuperUser/', { email: 'no-es-correo' })).statusCode);
    }
    expect(codes).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('factories', () => {
  it('make users of each tipo that can log in', async () => {
    const user = await createUser(t.app.ctx, { tipo: 2, first_name: 'Pablo' });
    expect(user).toMatchObject({ tipo: 2, is_staff: false, first_name: 'Pablo', is_active: true });
    await expect(loginAs(t.app, user.email)).resolves.toMatch(/^token /);
  });
});
