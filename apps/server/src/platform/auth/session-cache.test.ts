import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';

/**
 * Sessions are cached (decisions/015); these prove that the cache never lets a session outlive
 * what ends it: logout, deactivation, expiry of the token or of a demo account.
 */
describe('session cache', () => {
  const t = useTestApp({ config: { exposeStatementCount: true } });

  const cursos = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/getCursosAlumno/',
      headers: { authorization: token },
    });
  const statements = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['x-sql-statements']);

  it('later calls of the same session skip the token lookup', async () => {
    const student = await createStudent(t.app.ctx);
    const token = await loginAs(t.app, student.email);
    const first = await cursos(token);
    expect(first.statusCode).toBe(200);
    // On PostgreSQL the login's own NOTIFY may still drop the first cached copy.
    let later = await cursos(token);
    for (let i = 0; i < 20 && statements(later) === statements(first); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      later = await cursos(token);
    }
    expect(later.statusCode).toBe(200);
    expect(later.json()).toEqual(first.json());
    expect(statements(later)).toBe(statements(first) - 1);
  });

  it('logout ends the session at once, however often it was used', async () => {
    const student = await createStudent(t.app.ctx);
    const token = await loginAs(t.app, student.email);
    const other = await loginAs(t.app, student.email);
    for (let i = 0; i < 3; i++) expect((await cursos(token)).statusCode).toBe(200);
    expect((await cursos(other)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/logout/',
      headers: { authorization: token },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await cursos(token)).statusCode).toBe(401);
    expect((await cursos(other)).statusCode).toBe(200);
  });

  it("an administrator's deactivation ends the student's cached session", async () => {
    const admin = await createAdmin(t.app.ctx);
    const adminToken = await loginAs(t.app, admin.email);
    const student = await createStudent(t.app.ctx);
    const token = await loginAs(t.app, student.email);
    expect((await cursos(token)).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'POST',
      url: '/api/desactivarAlumno/',
      headers: { authorization: adminToken },
      payload: { alumno: student.id },
    });
    expect(off.statusCode).toBe(200);
    const refused = await cursos(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toMatch(/sesión/);
  });

  it('a cached session stops at its expiry, and at a demo account’s, with no write to end it', async () => {
    const student = await createStudent(t.app.ctx);
    const demo = await createStudent(t.app.ctx);
    const token = await loginAs(t.app, student.email);
    const demoToken = await loginAs(t.app, demo.email);
    // Written before the sessions are cached; then nothing is written until they end.
    await t.app.ctx.db.execute(
      sql`update tokens set expires_at = now() + interval '1500 milliseconds' where user_id = ${student.id}`,
    );
    await t.app.ctx.db.execute(
      sql`update users set expira = now() + interval '1500 milliseconds' where id = ${demo.id}`,
    );
    expect((await cursos(token)).statusCode).toBe(200);
    expect((await cursos(demoToken)).statusCode).toBe(200);
    expect((await cursos(token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await cursos(token)).statusCode).toBe(401);
    expect((await cursos(demoToken)).statusCode).toBe(401);
  });

  it('a revocation written by any means (a password change, a reset, a CLI) ends the session', async () => {
    const student = await createStudent(t.app.ctx);
    const token = await loginAs(t.app, student.email);
    expect((await cursos(token)).statusCode).toBe(200);
    await t.app.ctx.db.execute(
      sql`update tokens set revoked_at = now() where user_id = ${student.id}`,
    );
    expect((await cursos(token)).statusCode).toBe(401);
  });
});
