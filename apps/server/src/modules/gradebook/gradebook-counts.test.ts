import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createStudent } from '../../../test/factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { alumno_curso, grupo_alumnos, grupos } from '../../db/schema/index';
import { rowsOf } from '../../platform/db/rows-of';

const t = useTestApp();

type Count = { curso: number; grupo: number; n: number };

/**
 * The stored counts next to the source's: per course its confirmed enrolments (grupo 0), per
 * course and group those whose student is a member. Rows of 0 are left out of both.
 */
async function expectCountsTrue() {
  const db = t.app.ctx.db;
  const stored = rowsOf<Count>(
    await db.execute(sql`select curso, grupo, n from calificaciones_conteos where n <> 0
      order by curso, grupo`),
  );
  const source = rowsOf<Count>(
    await db.execute(sql`select curso, grupo, n from (
        select ac.curso, 0 as grupo, count(*)::int as n from alumno_curso ac
        where ac.estado = 'confirmada' group by ac.curso
        union all
        select g.curso, g.id, count(*)::int from grupos g
        join grupo_alumnos ga on ga.grupo = g.id
        join alumno_curso ac on ac.alumno = ga.alumno and ac.curso = g.curso
          and ac.estado = 'confirmada'
        group by g.curso, g.id) x
      order by curso, grupo`),
  );
  expect(stored).toEqual(source);
  return stored;
}

describe('the gradebook counts (decision 026)', () => {
  it('follow enrolments, their state, memberships and moves, and are rebuilt the same', async () => {
    const ctx = t.app.ctx;
    const [c1, c2] = [await createCourse(ctx), await createCourse(ctx)];
    const [ga, gb, gOther] = [
      await createGroup(ctx, c1.id),
      await createGroup(ctx, c1.id),
      await createGroup(ctx, c2.id),
    ];
    const students = await Promise.all(
      [1, 2, 3, 4].map((i) => createStudent(ctx, { first_name: `A${i}`, password: null })),
    );
    const [s1, s2, s3, s4] = students.map((s) => s.id) as [number, number, number, number];

    // A member before their enrolment, and an enrolment before its membership.
    await addMember(ctx, ga.id, s1);
    const e1 = await enrol(ctx, s1, c1.id);
    const e2 = await enrol(ctx, s2, c1.id);
    await addMember(ctx, ga.id, s2);
    const e3 = await enrol(ctx, s3, c1.id, { estado: 'pendiente' });
    await addMember(ctx, gb.id, s3);
    await enrol(ctx, s4, c2.id);
    await addMember(ctx, gOther.id, s4);
    expect(await expectCountsTrue()).toContainEqual({ curso: c1.id, grupo: ga.id, n: 2 });

    // Pending is not listed until confirmed; rejected leaves again.
    await ctx.db
      .update(alumno_curso)
      .set({ estado: 'confirmada' })
      .where(eq(alumno_curso.id, e3.id));
    expect(await expectCountsTrue()).toContainEqual({ curso: c1.id, grupo: gb.id, n: 1 });
    await ctx.db
      .update(alumno_curso)
      .set({ estado: 'rechazada' })
      .where(eq(alumno_curso.id, e3.id));
    await expectCountsTrue();

    // A member moved to another group, then removed; an enrolment moved to another course.
    await ctx.db.update(grupo_alumnos).set({ grupo: gb.id }).where(eq(grupo_alumnos.alumno, s2));
    expect(await expectCountsTrue()).toContainEqual({ curso: c1.id, grupo: gb.id, n: 1 });
    await ctx.db.delete(grupo_alumnos).where(eq(grupo_alumnos.alumno, s2));
    await ctx.db.update(alumno_curso).set({ curso: c2.id }).where(eq(alumno_curso.id, e2.id));
    await expectCountsTrue();

    // A group moved to the other course; an enrolment removed (its memberships first).
    await ctx.db.update(grupos).set({ curso: c2.id }).where(eq(grupos.id, ga.id));
    await expectCountsTrue();
    await ctx.db.delete(grupo_alumnos).where(eq(grupo_alumnos.alumno, s1));
    await ctx.db.delete(alumno_curso).where(eq(alumno_curso.id, e1.id));
    const before = await expectCountsTrue();

    await ctx.db.execute(sql`select calificaciones_reconstruir()`);
    expect(await expectCountsTrue()).toEqual(before);
  });

  it('count two enrolments and a membership written at once', async () => {
    const ctx = t.app.ctx;
    const course = await createCourse(ctx);
    const group = await createGroup(ctx, course.id);
    const [a, b] = await Promise.all(
      [1, 2].map((i) => createStudent(ctx, { first_name: `B${i}`, password: null })),
    );
    if (!a || !b) throw new Error('students');
    // On PostgreSQL the first transaction holds the course's count while the others write
    // theirs; on PGlite they run one after the other. Either way each one counts once.
    const slow = ctx.db.transaction(async (tx) => {
      await tx.insert(alumno_curso).values({ alumno: a.id, curso: course.id });
      await tx.execute(sql`select pg_sleep(0.3)`);
    });
    const second = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.1)`);
      await tx.insert(alumno_curso).values({ alumno: b.id, curso: course.id });
    });
    const member = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_sleep(0.1)`);
      await tx.insert(grupo_alumnos).values({ grupo: group.id, alumno: a.id });
    });
    await Promise.all([slow, second, member]);
    const counts = await expectCountsTrue();
    expect(counts).toContainEqual({ curso: course.id, grupo: 0, n: 2 });
    expect(counts).toContainEqual({ curso: course.id, grupo: group.id, n: 1 });
  });
});
