import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, loginAs } from '../../test/factories';
import { useTestApp } from '../../test/helper';
import { DEMO_PASSWORD, isLoopbackHost, seedsDemoData } from './demo-password';

const t = useTestApp();

describe('the demo and its published password', () => {
  it('seeds the demo on its own only for a new embedded database on a loopback address', () => {
    const local = { demoData: undefined, databaseUrl: undefined, host: '127.0.0.1' };
    expect(seedsDemoData(local, true)).toBe(true);
    expect(seedsDemoData({ ...local, host: 'localhost' }, true)).toBe(true);
    expect(seedsDemoData({ ...local, host: '::1' }, true)).toBe(true);
    expect(seedsDemoData(local, false)).toBe(false);
    // Reachable from other machines: no demo unless asked for.
    expect(seedsDemoData({ ...local, host: '0.0.0.0' }, true)).toBe(false);
    expect(seedsDemoData({ ...local, host: '::' }, true)).toBe(false);
    expect(seedsDemoData({ ...local, host: '192.168.1.20' }, true)).toBe(false);
    expect(seedsDemoData({ ...local, host: '0.0.0.0', demoData: true }, true)).toBe(true);
    expect(seedsDemoData({ ...local, demoData: false }, true)).toBe(false);
    expect(isLoopbackHost('127.1.2.3')).toBe(true);
    expect(isLoopbackHost('127.evil.test')).toBe(false);
  });

  it('tells administrators while a demo account keeps the published password', async () => {
    await createAdmin(t.app.ctx, { email: 'admin@academia.test', password: DEMO_PASSWORD });
    await createAdmin(t.app.ctx, { email: 'jefa@prueba.test' });
    const auth = await loginAs(t.app, 'jefa@prueba.test');
    const avisos = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/getAvisosSeguridad/',
        headers: { authorization: auth },
      });
      expect(res.statusCode).toBe(200);
      return res.json().content.contrasena_demo_por_defecto;
    };
    expect(await avisos()).toBe(true);
    // Its password changed (here straight in the table): the warning goes.
    await t.database.executeSql(
      "update users set password = (select password from users where email = 'jefa@prueba.test') where email = 'admin@academia.test'",
    );
    expect(await avisos()).toBe(false);
  });

  it('is for administrators only', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/getAvisosSeguridad/',
      headers: { authorization: await loginAs(t.app, 'ana@prueba.test') },
    });
    expect(res.statusCode).toBe(403);
  });
});
