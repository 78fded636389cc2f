import { defineCall } from '@academia/contract/core/call';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { registerCall } from './register-call';

const staffRead = (
  name: string,
  access: 'signed-in' | readonly ('admin' | 'teacher' | 'student')[],
) =>
  defineCall({
    name,
    method: 'GET',
    access,
    summary: 'Prueba.',
    request: z.object({ q: z.string().default('') }),
    response: z.object({ q: z.string(), callers: z.array(z.number()) }),
  });

describe('cached staff reads', () => {
  /** Who the handler was run for: a hit does not run it, a miss gets the user already found. */
  const callers: number[] = [];
  const t = useTestApp({
    config: { exposeStatementCount: true },
    setup(app) {
      registerCall(
        app,
        staffRead('pruebaLecturaPersonal', ['admin', 'teacher']),
        async ({ app: ctx, input, user }) => {
          await ctx.db.execute(sql`select 1`);
          callers.push(user.id);
          return { q: input.q, callers: [...callers] };
        },
        { cachedFrom: ['users'] },
      );
    },
  });
  const get = (query: string, authorization?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/pruebaLecturaPersonal/${query}`,
      headers: authorization ? { authorization } : {},
    });

  it('authenticates once on a miss, and refuses before the cache on a hit', async () => {
    callers.length = 0;
    const admin = await createAdmin(t.app.ctx);
    const teacher = await createTeacher(t.app.ctx);
    const student = await createStudent(t.app.ctx);
    const [auth, teacherAuth, studentAuth] = await Promise.all(
      [admin, teacher, student].map((u) => loginAs(t.app, u.email)),
    );
    const miss = await get('?q=a', auth);
    expect(miss.statusCode, miss.body).toBe(200);
    // The token, looked up once, and the handler's own statement.
    expect(miss.headers['x-sql-statements']).toBe('2');
    expect(miss.json().callers).toEqual([admin.id]);
    // Then the session and the answer both from memory, no statement. On PostgreSQL the setup's
    // NOTIFY may drop the first stored copies once more.
    await expect
      .poll(async () => (await get('?q=a', auth)).headers['x-sql-statements'], { timeout: 3000 })
      .toBe('0');
    const filled = callers.length;

    // Keyed by the call and its parsed input: the same answer for every admitted caller.
    // The teacher's first call: their token is looked up, the answer is the stored one.
    const hit = await get('?q=a', teacherAuth);
    expect(hit.headers['x-sql-statements']).toBe('1');
    expect(hit.json().callers).not.toContain(teacher.id);
    expect((await get('?q=b', teacherAuth)).json().callers).toContain(teacher.id);
    expect(callers).toHaveLength(filled + 1);

    const refused = await get('?q=a', studentAuth);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain('callers');
    expect((await get('?q=a')).statusCode).toBe(401);
    expect(callers).toHaveLength(filled + 1);
  });

  it('refuses to cache a read whose answer may depend on the caller', () => {
    const app = { ctx: t.app.ctx } as unknown as FastifyInstance;
    const handler = async () => ({ q: '', callers: [] });
    for (const call of [
      staffRead('pruebaAlumno', ['admin', 'student']),
      staffRead('pruebaSesion', 'signed-in'),
      { ...staffRead('pruebaPropia', ['admin']), owns: ['q'] },
    ]) {
      expect(() => registerCall(app, call, handler, { cachedFrom: ['users'] })).toThrow(
        /can be cached/,
      );
    }
  });
});
