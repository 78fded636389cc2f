import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import { createLearningCourse, enrolledStudent } from '../../../test/learning-factories';
import { alumno_curso, ultima_actividad } from '../../db/schema/index';

const t = useTestApp({ config: { exposeStatementCount: true } });

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

const activity = () => t.app.ctx.db.select().from(ultima_actividad);
const statements = (res: { headers: Record<string, unknown> }) =>
  Number(res.headers['x-sql-statements']);

describe('last activity per enrolment', () => {
  it('is recorded by the first student call, then at most once every 5 minutes', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    expect(await activity()).toEqual([]);
    // Each call misses every cache alike, so their statements differ only by the write.
    const temas = () => {
      t.app.ctx.cache.clear();
      return post('/api/getTemasCurso/', { curso: course.id, alumno_curso: enrolment.id }, auth);
    };

    const first = await temas();
    expect(first.statusCode).toBe(200);
    const [recorded] = await activity();
    expect(recorded?.alumno_curso).toBe(enrolment.id);
    expect(Math.abs((recorded?.fecha.getTime() ?? 0) - Date.now())).toBeLessThan(60_000);

    // Within 5 minutes: nothing written, and no statement more than the read itself.
    const again = await temas();
    expect(again.statusCode).toBe(200);
    expect(await activity()).toEqual([recorded]);
    expect(statements(first)).toBe(statements(again) + 1);

    // Older than 5 minutes: the next call writes its instant again.
    const old = new Date(Date.now() - 6 * 60_000);
    await t.app.ctx.db
      .update(ultima_actividad)
      .set({ fecha: old })
      .where(eq(ultima_actividad.alumno_curso, enrolment.id));
    expect(
      (await post('/api/getSubtema/', { subtema: lessons[0]?.id, curso: course.id }, auth))
        .statusCode,
    ).toBe(200);
    const [after] = await activity();
    expect(after?.fecha.getTime()).toBeGreaterThan(old.getTime() + 5 * 60_000);
  });

  it("is recorded by the forum's calls too, never for a refused or foreign enrolment", async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const a = await enrolledStudent(t.app, course.id);
    const b = await enrolledStudent(t.app, course.id);
    // B sends A's enrolment: refused, and A's activity stays unwritten.
    const foreign = await post(
      '/api/getTemasCurso/',
      { curso: course.id, alumno_curso: a.enrolment.id },
      b.auth,
    );
    expect(foreign.statusCode).toBe(403);
    expect(await activity()).toEqual([]);

    await t.app.ctx.db
      .update(alumno_curso)
      .set({ activo: 0 })
      .where(eq(alumno_curso.id, b.enrolment.id));
    const inactive = await post(
      '/api/getTemasCurso/',
      { curso: course.id, alumno_curso: b.enrolment.id },
      b.auth,
    );
    expect(inactive.statusCode).toBe(403);
    expect(await activity()).toEqual([]);

    const forum = await post('/api/getForosDiscusionAlumnoCurso/', { curso: course.id }, a.auth);
    expect(forum.statusCode).toBe(200);
    expect((await activity()).map((r) => r.alumno_curso)).toEqual([a.enrolment.id]);
  });

  it('writes once when two calls of one enrolment meet with an old activity', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    await t.app.ctx.db
      .insert(ultima_actividad)
      .values({ alumno_curso: enrolment.id, fecha: new Date(Date.now() - 3_600_000) });
    const calls = Array.from({ length: 6 }, () =>
      post('/api/getTemasCurso/', { curso: course.id, alumno_curso: enrolment.id }, auth),
    );
    expect((await Promise.all(calls)).map((r) => r.statusCode)).toEqual(Array(6).fill(200));
    const rows = await activity();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.fecha.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });
});
