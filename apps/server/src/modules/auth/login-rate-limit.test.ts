import { describe, expect, it } from 'vitest';
import { createStudent } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { buildApp } from '../../app';
import { password_resets } from '../../db/schema/index';
import { generateKey, hashKey } from '../../platform/auth/tokens';
import { LOGIN_LIMITS } from './auth.service';
import { LOGIN_LIMITED } from './messages';

const t = useTestApp();

/**
 * Stretches the current waits of account attempts to a minute, so a slow test machine does not
 * outlive the first one-second wait between the failures and the refused try.
 */
const stretchWaits = () =>
  t.database.executeSql(
    `update rate_limits set reset_at = now() + interval '${LOGIN_LIMITS.accountAndAddress.forgetSeconds + 60} seconds' where key like 'login:user:%'`,
  );

/** A reset link for the account, as the mailed one would be. */
async function issueResetLink(user: { id: number; email: string; first_name: string }) {
  const token = generateKey();
  await t.app.ctx.db.insert(password_resets).values({
    user_id: user.id,
    token_hash: hashKey(token),
    proposito: 'reset',
    expires_at: new Date(Date.now() + 60_000),
  });
  return token;
}

function attempt(username: string, password: string, remoteAddress = '10.0.0.1', app = t.app) {
  return app.inject({
    method: 'POST',
    url: '/api/auth/',
    payload: { username, password },
    remoteAddress,
  });
}

describe('failed login limits', () => {
  it('slows guesses of one account from one address without locking its owner out elsewhere', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    const free = LOGIN_LIMITS.accountAndAddress.free;
    for (let i = 0; i < free; i++) {
      expect((await attempt('ana@prueba.test', 'mala', '10.0.1.1')).statusCode).toBe(400);
    }
    await stretchWaits();
    // From that address the next try must wait, even with the right password.
    const res = await attempt('ana@prueba.test', 'Correcta-123', '10.0.1.1');
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toEqual({ code: 'too_many_requests', message: LOGIN_LIMITED });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // The owner, from anywhere else, signs in at once.
    expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.2.1')).statusCode).toBe(200);
  });

  it('makes each further guess wait twice as long as the one before', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    const { free, forgetSeconds } = LOGIN_LIMITS.accountAndAddress;
    const waitOut = () =>
      t.database.executeSql(
        `update rate_limits set reset_at = now() + interval '${forgetSeconds} seconds' where key like 'login:user:%'`,
      );
    const waits: number[] = [];
    for (let i = 0; i < free; i++) await attempt('ana@prueba.test', 'mala');
    for (let round = 0; round < 3; round++) {
      const refused = await attempt('ana@prueba.test', 'mala');
      expect(refused.statusCode).toBe(429);
      waits.push(Number(refused.headers['retry-after']));
      // A refused try does not count: the wait stays what it was.
      expect(Number((await attempt('ana@prueba.test', 'mala')).headers['retry-after'])).toBe(
        waits[round],
      );
      await waitOut();
      expect((await attempt('ana@prueba.test', 'mala')).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
  });

  it('lets the owner in again from the same address once the password is reset', async () => {
    const ana = await createStudent(t.app.ctx, {
      email: 'ana@prueba.test',
      password: 'Correcta-123',
    });
    for (let i = 0; i <= LOGIN_LIMITS.accountAndAddress.free; i++) {
      await attempt('ana@prueba.test', 'mala');
    }
    await stretchWaits();
    expect((await attempt('ana@prueba.test', 'Correcta-123')).statusCode).toBe(429);
    const token = await issueResetLink(ana);
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/restablecerPassword/',
      payload: { token, password: 'Otra-clave-segura-9' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await attempt('ana@prueba.test', 'Otra-clave-segura-9')).statusCode).toBe(200);
  });

  it('counts an IPv6 address by its /64', async () => {
    for (let i = 1; i <= LOGIN_LIMITS.address.max; i++) {
      const from = `2001:db8:1:1::${i.toString(16)}`;
      expect((await attempt(`nadie${i}@prueba.test`, 'mala', from)).statusCode).toBe(400);
    }
    expect((await attempt('otro@prueba.test', 'mala', '2001:db8:1:1:ffff::9')).statusCode).toBe(
      429,
    );
    expect((await attempt('otro@prueba.test', 'mala', '2001:db8:1:2::1')).statusCode).toBe(400);
  });

  it('answers 429 after repeated failures from one address, whatever the username', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    for (let i = 0; i < LOGIN_LIMITS.address.max; i++) {
      expect((await attempt(`nadie${i}@prueba.test`, 'mala', '10.0.3.1')).statusCode).toBe(400);
    }
    expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.3.1')).statusCode).toBe(429);
    expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.3.2')).statusCode).toBe(200);
  });

  it('does not count successful logins, and a success clears the account count', async () => {
    await createStudent(t.app.ctx, { email: 'ana@prueba.test', password: 'Correcta-123' });
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.free - 1; i++) {
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
    for (let i = 0; i < LOGIN_LIMITS.accountAndAddress.free; i++) {
      expect((await attempt('ana@prueba.test', 'mala')).statusCode).toBe(400);
    }
    await stretchWaits();
    const other = await buildApp(t.config, { database: t.database });
    try {
      expect((await attempt('ana@prueba.test', 'Correcta-123', '10.0.0.1', other)).statusCode).toBe(
        429,
      );
    } finally {
      await other.close();
    }
  });

  it('counts every call limit by the /64 of an IPv6 client (createDemoUser allows 3 an hour)', async () => {
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/createDemoUser/',
        payload: {},
        remoteAddress: `2001:db8:1:1::${n}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
    expect(statuses.slice(0, 3)).not.toContain(429);
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
