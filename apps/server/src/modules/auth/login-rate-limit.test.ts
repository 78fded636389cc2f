import { describe, expect, it } from 'vitest';
import { createStudent } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { LOGIN_LIMITS } from './auth.service';
import { LOGIN_LIMITED } from './messages';

const t = useTestApp();

function attempt(username: string, password: string, remoteAddress = '10.0.0.1', app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/',
    payload: { username, password },
    remoteAddress,
  });
}

describe('failed login limits', () => {
  it('answers 429 after repeated failures for one username, even with the right password', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    for (let i = 0; i < LOGIN_LIMITS.username.max; i++) {
      // Different addresses: the username's own limit is what trips.
      expect((await attempt('ana@prueba.test', 'mala', `10.0.1.${i}`)).statusCode).toBe(400);
    }
    const res = await attempt('ana@prueba.test', 'Correcta-123', '10.0.2.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'too_many_requests', message: LOGIN_LIMITED });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    await createStudent(t.app.ctx, { email: 'luis@prueba.test', password: 'Correcta-123' });
    expect((await attempt('luis@prueba.test', 'Correcta-123', '10.0.2.1')).statusCode).toBe(200);
  });

  it('answers 429 after repeated failures from one address, whatever the username', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      expect((await attempt(`nadie${i}@prueba.test`, 'mala', '10.0.3.1')).statusCode).toBe(400);
    }
    expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.3.1')).statusCode).toBe(429);
    expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.3.2')).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success clears the username count', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_LIMITS.username.max - 1; i++) {
        expect((await attempt('ana@prueba.test', 'mala')).statusCode).toBe(400);
      }
      expect((await attempt('ana@prueba.test', 'Correcta-123')).statusCode).toBe(200);
    }
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.4.1')).statusCode).toBe(200);
    }
  });

  it('keeps the count in the database, so another server instance refuses too', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    for (let i = 0; i < LOGIN_LIMITS.username.max; i++) {
      expect((await attempt('ana@prueba.test', 'mala')).statusCode).toBe(400);
    }
    const other = await buildApp(t.config, { database: t.database });
    try {
      expect((await attempt('ana@prueba.test', 'Correcta-123', '10.9.9.9', other)).statusCode).toBe(
        429,
      );
    } finally {
      await other.close();
    }
  });

  it('counts the forwarded address only when a trusted proxy (loopback by default) sends it', async () => {
    const keys = async () =>
      (
        await t.database.executeSql(
          "select key from rate_limits where key like 'login:ip:%' order by key",
        )
      ).rows.map((r) => r.key);
    const forwarded = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/',
        payload: { username: 'nadie@prueba.test', password: 'mala' },
        headers: { 'x-forwarded-for': '198.51.100.7' },
        remoteAddress,
      });
    // A proxy on the same machine names the client; a client reaching the server directly
    // cannot choose the address it is counted under.
    expect((await forwarded('127.0.0.1')).statusCode).toBe(400);
    expect((await forwarded('203.0.113.5')).statusCode).toBe(400);
    expect(await keys()).toEqual(['login:ip:198.51.100.7', 'login:ip:203.0.113.5']);
  });
});
