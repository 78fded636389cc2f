import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { pathOfNul } from './register-call';

/** What drizzle throws when the driver refuses a statement: the SQLSTATE sits on its cause. */
function databaseError(code: string): Error {
  return Object.assign(new Error('Failed query'), {
    cause: Object.assign(new Error(code), { code }),
  });
}

describe('errors a request can cause', () => {
  const t = useTestApp({
    setup(app) {
      app.get('/prueba/sqlstate/:code', async (request) => {
        throw databaseError((request.params as { code: string }).code);
      });
    },
  });

  it.each([
    ['22003', 400, 'bad_request'],
    ['22P02', 400, 'bad_request'],
    ['22021', 400, 'bad_request'],
    ['23505', 409, 'conflict'],
    ['23503', 409, 'conflict'],
    ['23001', 409, 'conflict'],
    ['40001', 500, 'internal'],
  ])(
    'answers a database error no service expected, SQLSTATE %s with %i in the envelope',
    async (code, status, errorCode) => {
      const res = await t.app.inject({ method: 'GET', url: `/prueba/sqlstate/${code}` });
      expect(res.statusCode).toBe(status);
      expect(res.json()).toMatchObject({ success: false, error: { code: errorCode } });
    },
  );

  it('finds NUL characters in values and keys, at any depth', () => {
    expect(pathOfNul({ a: 'bien', b: [{ c: 'ma\u0000l' }] })).toBe('b.0.c');
    expect(pathOfNul({ 'cla\u0000ve': 1 })).toBe('cla\u0000ve');
    expect(pathOfNul('\u0000')).toBe('(cuerpo)');
    expect(pathOfNul({ a: 'bien', n: 1, x: null })).toBeUndefined();
  });

  it('refuses a NUL character with a 400 naming the field before the call runs', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/',
      payload: { username: 'ana\u0000@prueba.test', password: 'x' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      error: { code: 'validation', fields: [{ path: 'username' }] },
    });
  });
});
