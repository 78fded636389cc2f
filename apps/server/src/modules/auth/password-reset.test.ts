import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { password_resets, users } from '../../db/schema/index';
import { transaction } from '../../platform/db/transaction';
import { LINK_INVALID, LOGIN_FAILED, RESET_REQUESTED } from './messages';
import { issuePasswordLink } from './password-reset.service';

const t = useTestApp();

const post = (url: string, payload: object, remoteAddress = '10.1.0.1') =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress });
const getTipo = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/getTipo/', headers: { authorization } });

interface OutboxRow {
  destinatario: string;
  asunto: string;
  texto: string;
  html: string;
}

async function outbox(): Promise<OutboxRow[]> {
  const { rows } = await t.database.executeSql(
    'select destinatario, asunto, texto, html from mail_outbox order by id',
  );
  return rows as unknown as OutboxRow[];
}

/** The token of the link in a mail, checked to point at the public site's reset page. */
function tokenIn(mail: OutboxRow | undefined): string {
  const prefix = `${t.config.publicUrl}/restablecer-contrasena/`;
  const match = new RegExp(
    `${prefix.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}([A-Za-z0-9_-]+)`,
  ).exec(mail?.texto ?? '');
  if (!match?.[1]) throw new Error(`no link in mail: ${mail?.texto}`);
  expect(mail?.html).toContain(`${prefix}${match[1]}`);
  return match[1];
}

describe('password reset', () => {
  it('works end to end: request, mail, validate, reset, sessions closed, new login', async () => {
    await createStudent(t.app.ctx, {
      email: 'ana@prueba.test',
      first_name: 'Ana',
      password: 'Vieja-clave-1',
    });
    const oldSession = await loginAs(t.app, 'ana@prueba.test', 'Vieja-clave-1');

    const requested = await post('/api/solicitarRestablecerPassword/', {
      email: 'Ana@Prueba.test',
    });
    expect(requested.statusCode).toBe(200);
    expect(requested.json()).toEqual({ success: true, content: { mensaje: RESET_REQUESTED } });

    const mails = await outbox();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.destinatario).toBe('ana@prueba.test');
    const token = tokenIn(mails[0]);

    const validated = await post('/api/validarTokenPassword/', { token });
    expect(validated.statusCode).toBe(200);
    expect(validated.json().content).toEqual({ email: 'ana@prueba.test', proposito: 'reset' });

    const reset = await post('/api/restablecerPassword/', { token, password: 'Nueva-clave-2' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json().content.email).toBe('ana@prueba.test');

    expect((await getTipo(oldSession)).statusCode).toBe(401);
    const oldLogin = await post('/api/auth/', {
      username: 'ana@prueba.test',
      password: 'Vieja-clave-1',
    });
    expect(oldLogin.json().error.message).toBe(LOGIN_FAILED);
    const fresh = await loginAs(t.app, 'ana@prueba.test', 'Nueva-clave-2');
    expect((await getTipo(fresh)).statusCode).toBe(200);

    // The link is spent.
    const twice = await post('/api/restablecerPassword/', { token, password: 'Otra-clave-3' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.message).toBe(LINK_INVALID);
    expect((await post('/api/validarTokenPassword/', { token })).statusCode).toBe(400);
  });

  it('answers the same for an unknown or inactive address, and sends nothing', async () => {
    await createStudent(t.app.ctx, { email: 'baja@prueba.test', is_active: false });
    for (const email of ['nadie@prueba.test', 'baja@prueba.test']) {
      const res = await post('/api/solicitarRestablecerPassword/', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json().content.mensaje).toBe(RESET_REQUESTED);
    }
    expect(await outbox()).toHaveLength(0);
  });

  it('refuses an expired link', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    await post('/api/solicitarRestablecerPassword/', { email: 'ana@prueba.test' });
    const token = tokenIn((await outbox())[0]);
    await t.app.ctx.db
      .update(password_resets)
      .set({ expires_at: sql`now() - interval '1 second'` });
    const validated = await post('/api/validarTokenPassword/', { token });
    expect(validated.statusCode).toBe(400);
    expect(validated.json().error.message).toBe(LINK_INVALID);
    const reset = await post('/api/restablecerPassword/', { token, password: 'Nueva-clave-2' });
    expect(reset.statusCode).toBe(400);
  });

  it('makes reset links last one hour', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    await post('/api/solicitarRestablecerPassword/', { email: 'ana@prueba.test' });
    const [link] = await t.app.ctx.db.select().from(password_resets);
    const minutes = ((link?.expires_at.getTime() ?? 0) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('spends the other pending links once one is used', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    await post('/api/solicitarRestablecerPassword/', { email: 'ana@prueba.test' });
    await post('/api/solicitarRestablecerPassword/', { email: 'ana@prueba.test' });
    const [first, second] = (await outbox()).map(tokenIn);
    expect(
      (await post('/api/restablecerPassword/', { token: second, password: 'Nueva-clave-2' }))
        .statusCode,
    ).toBe(200);
    expect((await post('/api/validarTokenPassword/', { token: first })).statusCode).toBe(400);
  });

  it('refuses a link of an account deactivated after it was sent', async () => {
    const user = await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    await post('/api/solicitarRestablecerPassword/', { email: 'ana@prueba.test' });
    const token = tokenIn((await outbox())[0]);
    await t.app.ctx.db.update(users).set({ is_active: false }).where(eq(users.id, user.id));
    expect((await post('/api/validarTokenPassword/', { token })).statusCode).toBe(400);
  });

  it('mails at most three links an hour to one address, answering the same', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    for (let i = 0; i < 5; i++) {
      const res = await post(
        '/api/solicitarRestablecerPassword/',
        { email: 'ana@prueba.test' },
        `10.2.0.${i}`,
      );
      expect(res.json().content.mensaje).toBe(RESET_REQUESTED);
    }
    expect(await outbox()).toHaveLength(3);
  });

  it('limits requests per address (429)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) {
      codes.push(
        (await post('/api/solicitarRestablecerPassword/', { email: `x${i}@prueba.test` }))
          .statusCode,
      );
    }
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });

  it('refuses bad input with 400', async () => {
    expect((await post('/api/solicitarRestablecerPassword/', { email: 'no' })).statusCode).toBe(
      400,
    );
    expect((await post('/api/validarTokenPassword/', {})).statusCode).toBe(400);
    expect((await post('/api/validarTokenPassword/', { token: 'a/../b' })).statusCode).toBe(400);
    const unknown = await post('/api/validarTokenPassword/', { token: 'desconocido' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error.message).toBe(LINK_INVALID);
    const short = await post('/api/restablecerPassword/', { token: 'desconocido', password: '1' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields[0].path).toBe('password');
  });

  it('issues 7-day welcome links that let a student without password choose one', async () => {
    const user = await createStudent(t.app.ctx, {
      email: 'nuevo@prueba.test',
      first_name: 'Nuevo',
      password: null,
    });
    await transaction(t.app.ctx.db, t.app.ctx.log, (tx, onCommit) =>
      issuePasswordLink(t.app.ctx, tx, user, 'bienvenida', onCommit),
    );
    const [link] = await t.app.ctx.db.select().from(password_resets);
    const days = ((link?.expires_at.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    const mails = await outbox();
    expect(mails[0]?.asunto).toContain('Bienvenido');
    const token = tokenIn(mails[0]);
    expect((await post('/api/validarTokenPassword/', { token })).json().content.proposito).toBe(
      'bienvenida',
    );
    await post('/api/restablecerPassword/', { token, password: 'Mi-primera-clave' });
    await expect(loginAs(t.app, 'nuevo@prueba.test', 'Mi-primera-clave')).resolves.toMatch(
      /^token /,
    );
  });

  it('keeps neither link nor mail when the transaction rolls back', async () => {
    const user = await createStudent(t.app.ctx);
    await expect(
      transaction(t.app.ctx.db, t.app.ctx.log, async (tx, onCommit) => {
        await issuePasswordLink(t.app.ctx, tx, user, 'bienvenida', onCommit);
        throw new Error('falla después');
      }),
    ).rejects.toThrow('falla después');
    expect(await t.app.ctx.db.select().from(password_resets)).toHaveLength(0);
    expect(await outbox()).toHaveLength(0);
  });
});
