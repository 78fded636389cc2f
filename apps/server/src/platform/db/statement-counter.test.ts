import { describe, expect, it } from 'vitest';
import { createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';

describe('x-sql-statements', () => {
  // Off: a cached answer runs no statement at all, and this is about counting them.
  const t = useTestApp({ config: { exposeStatementCount: true, publicCacheBytes: 0 } });

  it('reports the statements a call ran, counting the token lookup of a signed-in call', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/getCategorias/' });
    expect(anonymous.statusCode).toBe(200);
    const anonymousCount = Number(anonymous.headers['x-sql-statements']);
    expect(anonymousCount).toBeGreaterThan(0);

    const student = await createStudent(t.app.ctx);
    const token = await loginAs(t.app, student.email);
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/getCategorias/',
      headers: { authorization: token },
    });
    expect(Number(signedIn.headers['x-sql-statements'])).toBeGreaterThan(anonymousCount);
  });

  it('is not sent unless the configuration asks for it', async () => {
    t.app.ctx.config.exposeStatementCount = false;
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/getCategorias/' });
      expect(res.headers['x-sql-statements']).toBeUndefined();
    } finally {
      t.app.ctx.config.exposeStatementCount = true;
    }
  });
});
