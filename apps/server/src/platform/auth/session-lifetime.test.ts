import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { SESSION_LIFETIMES } from './tokens';

const t = useTestApp();

const getTipo = (authorization: string) =>
  t.app.inject({ method: 'GET', url: '/api/getTipo/', headers: { authorization } });

/** Moves the last use of every session of the account `ms` into the past. */
const idleFor = (email: string, ms: number) =>
  t.database.executeSql(
    `update tokens set last_used_at = now() - interval '${ms} milliseconds'
     where user_id = (select id from users where email = '${email}')`,
  );

/** How far from now the account's newest session expires, in ms. */
async function lifetimeOf(email: string): Promise<number> {
  const { rows } = await t.database.executeSql(
    `select extract(epoch from (expires_at - now())) * 1000 as ms from tokens
     where user_id = (select id from users where email = '${email}') order by id desc limit 1`,
  );
  return Number(rows[0]?.ms);
}

describe('session lifetime', () => {
  it('ends a staff session after 30 idle minutes and a student session only after a day', async () => {
    await createAdmin(t.app.ctx, { email: 'admin@prueba.test' });
    await createTeacher(t.app.ctx, { email: 'profe@prueba.test' });
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    const admin = await loginAs(t.app, 'admin@prueba.test');
    const profe = await loginAs(t.app, 'profe@prueba.test');
    const ana = await loginAs(t.app, 'ana@prueba.test');
    const staffIdle = SESSION_LIFETIMES.staff.idleMs + 60_000;
    await Promise.all(
      ['admin@prueba.test', 'profe@prueba.test', 'ana@prueba.test'].map((e) =>
        idleFor(e, staffIdle),
      ),
    );
    expect((await getTipo(admin)).statusCode).toBe(401);
    expect((await getTipo(profe)).statusCode).toBe(401);
    expect((await getTipo(ana)).statusCode).toBe(200);

    const ana2 = await loginAs(t.app, 'ana@prueba.test');
    await idleFor('ana@prueba.test', SESSION_LIFETIMES.student.idleMs + 60_000);
    expect((await getTipo(ana2)).statusCode).toBe(401);
  });

  it('gives staff sessions a shorter absolute lifetime than students', async () => {
    await createAdmin(t.app.ctx, { email: 'admin@prueba.test' });
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    await loginAs(t.app, 'admin@prueba.test');
    await loginAs(t.app, 'ana@prueba.test');
    const margin = 60_000;
    expect(Math.abs((await lifetimeOf('admin@prueba.test')) - 12 * 3600_000)).toBeLessThan(margin);
    expect(Math.abs((await lifetimeOf('ana@prueba.test')) - 14 * 86400_000)).toBeLessThan(margin);
  });

  it('keeps a session in use alive: its last use is written well within the idle limit', async () => {
    await createAdmin(t.app.ctx, { email: 'admin@prueba.test' });
    const admin = await loginAs(t.app, 'admin@prueba.test');
    // Used 29 minutes ago (the last write), then used now: the use is recorded and counts.
    await idleFor('admin@prueba.test', SESSION_LIFETIMES.staff.idleMs - 60_000);
    expect((await getTipo(admin)).statusCode).toBe(200);
    const { rows } = await t.database.executeSql(
      `select extract(epoch from (now() - last_used_at)) as s from tokens
       where user_id = (select id from users where email = 'admin@prueba.test')`,
    );
    expect(Number(rows[0]?.s)).toBeLessThan(60);
  });
});
