import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCourse, createSubtopic, createTopic, enrol } from '../../../test/course-factories';
import { createEvaluation } from '../../../test/evaluations-admin-factories';
import { createStudent } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { createForum } from '../../../test/learning-factories';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  calificaciones_cifras,
  calificaciones_evaluaciones,
  evaluaciones,
  foro_respuestas,
  foro_respuestas_respuestas,
  subtema_completado,
  subtemas,
  ultima_actividad,
  users,
} from '../../db/schema/index';
import { completionSql } from '../certificates/index';

const t = useTestApp();

// Named by table: in a one-table select drizzle leaves a column bare, which inside a subquery
// would bind to the inner table.
const enrolment = (column: string) => sql`${alumno_curso}.${sql.identifier(column)}`;

/**
 * The stored figures of every enrolment next to what the source rows say: the completion rule's
 * `hechos` (completionSql itself), the forum's rows, the last activity, the name key, and per
 * evaluation of the course that is not archived the submitted attempts' best grade, pass and
 * count.
 */
async function storedAndSource() {
  const db = t.app.ctx.db;
  const enrolments = await db
    .select({
      id: alumno_curso.id,
      regla: completionSql,
      cifras: sql<unknown>`(select json_build_object('curso', c.curso, 'nombre_orden', c.nombre_orden, 'busqueda', c.busqueda, 'alumno', c.alumno, 'confirmada', c.confirmada,
          'subtemas_terminados', c.subtemas_terminados, 'respuestas_foro', c.respuestas_foro,
          'ultima_actividad', c.ultima_actividad)
        from ${calificaciones_cifras} c where c.alumno_curso = ${enrolment('id')})`,
      fuente: sql<unknown>`(select json_build_object('curso', ${enrolment('curso')}, 'nombre_orden', u.nombre_orden, 'busqueda', u.busqueda, 'alumno', u.id,
          'confirmada', ${enrolment('estado')} = 'confirmada',
          'subtemas_terminados', (${completionSql})->'subtemas_terminados',
          'respuestas_foro', (select count(*) from ${foro_respuestas} fr where fr.alumno_curso = ${enrolment('id')})
            + (select count(*) from ${foro_respuestas_respuestas} rr where rr.alumno_curso = ${enrolment('id')}),
          'ultima_actividad', (select ua.fecha from ${ultima_actividad} ua where ua.alumno_curso = ${enrolment('id')}))
        from ${users} u where u.id = ${enrolment('alumno')})`,
      evaluaciones: sql<unknown>`(select coalesce(json_agg(json_build_object('evaluacion', r.evaluacion,
          'mejor', r.mejor, 'aprobada', r.aprobada, 'intentos', r.intentos, 'nombre_orden', r.nombre_orden)
          order by r.evaluacion), '[]') from ${calificaciones_evaluaciones} r where r.alumno_curso = ${enrolment('id')})`,
      intentos: sql<unknown>`(select coalesce(json_agg(json_build_object('evaluacion', e.id,
          'mejor', x.mejor, 'aprobada', coalesce(x.aprobada, false), 'intentos', x.intentos,
          'nombre_orden', (select u.nombre_orden from ${users} u where u.id = ${enrolment('alumno')}))
          order by e.id), '[]')
        from ${evaluaciones} e cross join lateral (select max(a.calificacion) as mejor,
          bool_or(a.resultado = 1) as aprobada, count(*)::int as intentos
          from ${alumno_evaluacion_curso} a
          where a.alumno_curso = ${enrolment('id')} and a.evaluacion = e.id and a.fecha is not null) x
        where e.curso = ${enrolment('curso')} and e.archivada_en is null)`,
    })
    .from(alumno_curso)
    .orderBy(alumno_curso.id);
  return enrolments;
}

/** Every enrolment's stored figures equal the source's; answers them for further checks. */
async function expectFiguresMatch() {
  const rows = await storedAndSource();
  for (const r of rows) {
    expect(r.cifras, `enrolment ${r.id}`).toEqual(r.fuente);
    expect(r.evaluaciones, `enrolment ${r.id}`).toEqual(r.intentos);
  }
  return rows;
}

async function seed() {
  const ctx = t.app.ctx;
  const course = await createCourse(ctx);
  const other = await createCourse(ctx);
  const topic = await createTopic(ctx, course.id, { orden: 1 });
  const otherTopic = await createTopic(ctx, other.id, { orden: 1 });
  const l1 = await createSubtopic(ctx, topic.id, { orden: 1 });
  const l2 = await createSubtopic(ctx, topic.id, { orden: 2 });
  const o1 = await createSubtopic(ctx, otherTopic.id, { orden: 1 });
  const parcial = await createEvaluation(ctx, course.id, { nombre: 'Parcial' });
  const final = await createEvaluation(ctx, course.id, { nombre: 'Final' });
  const otra = await createEvaluation(ctx, other.id, { nombre: 'Otra' });
  const ana = await createStudent(ctx, { first_name: 'Ána', last_name: 'Ávila', password: null });
  const beto = await createStudent(ctx, { first_name: 'Beto', last_name: 'Bravo', password: null });
  const ea = await enrol(ctx, ana.id, course.id);
  const eb = await enrol(ctx, beto.id, course.id);
  const forum = await createForum(ctx, course.id);
  return { course, other, topic, l1, l2, o1, parcial, final, otra, ana, beto, ea, eb, forum };
}

const rowOf = (rows: Awaited<ReturnType<typeof storedAndSource>>, id: number) =>
  rows.find((r) => r.id === id);

describe('the gradebook figures the triggers keep', () => {
  it('follow lessons added, finished and deleted (the completion rule’s count)', async () => {
    const w = await seed();
    const db = t.app.ctx.db;
    await expectFiguresMatch();
    await db.insert(subtema_completado).values([
      { alumno_curso: w.ea.id, subtema: w.l1.id },
      { alumno_curso: w.ea.id, subtema: w.l2.id },
      { alumno_curso: w.eb.id, subtema: w.l1.id },
    ]);
    const added = await createSubtopic(t.app.ctx, w.topic.id, { orden: 3 });
    await db.insert(subtema_completado).values({ alumno_curso: w.ea.id, subtema: added.id });
    expect(rowOf(await expectFiguresMatch(), w.ea.id)?.cifras).toMatchObject({
      subtemas_terminados: 3,
    });
    // A deleted lesson's completions go with it, and so does its count.
    await db.delete(subtemas).where(eq(subtemas.id, added.id));
    await db.delete(subtemas).where(eq(subtemas.id, w.l1.id));
    const rows = await expectFiguresMatch();
    expect(rowOf(rows, w.ea.id)?.cifras).toMatchObject({ subtemas_terminados: 1 });
    expect(rowOf(rows, w.eb.id)?.cifras).toMatchObject({ subtemas_terminados: 0 });
  });

  it('follow attempts graded and evaluations archived, added and restored', async () => {
    const w = await seed();
    const db = t.app.ctx.db;
    const [open] = await db
      .insert(alumno_evaluacion_curso)
      .values({
        alumno_curso: w.ea.id,
        evaluacion: w.parcial.id,
        no_intento: 1,
        orden_preguntas: [],
      })
      .returning();
    // An open attempt counts for nothing yet.
    expect(rowOf(await expectFiguresMatch(), w.ea.id)?.evaluaciones).toMatchObject([
      { evaluacion: w.parcial.id, mejor: null, intentos: 0 },
      { evaluacion: w.final.id, mejor: null, intentos: 0 },
    ]);
    await db
      .update(alumno_evaluacion_curso)
      .set({ fecha: new Date(), calificacion: '82.50', resultado: 1 })
      .where(eq(alumno_evaluacion_curso.id, open?.id ?? 0));
    expect(rowOf(await expectFiguresMatch(), w.ea.id)?.evaluaciones).toMatchObject([
      { evaluacion: w.parcial.id, mejor: 82.5, aprobada: true, intentos: 1 },
      { evaluacion: w.final.id, mejor: null, intentos: 0 },
    ]);
    await db
      .update(evaluaciones)
      .set({ archivada_en: new Date() })
      .where(eq(evaluaciones.id, w.parcial.id));
    expect(rowOf(await expectFiguresMatch(), w.ea.id)?.evaluaciones).toMatchObject([
      { evaluacion: w.final.id },
    ]);
    await db
      .update(evaluaciones)
      .set({ archivada_en: null })
      .where(eq(evaluaciones.id, w.parcial.id));
    const nueva = await createEvaluation(t.app.ctx, w.course.id, { nombre: 'Extra' });
    const rows = await expectFiguresMatch();
    expect(rowOf(rows, w.ea.id)?.evaluaciones).toHaveLength(3);
    expect(rowOf(rows, w.eb.id)?.evaluaciones).toMatchObject([
      { evaluacion: w.parcial.id },
      { evaluacion: w.final.id },
      { evaluacion: nueva.id },
    ]);
  });

  it('follow an enrolment moved, forum answers removed, activity and a name changed', async () => {
    const w = await seed();
    const db = t.app.ctx.db;
    await db.insert(subtema_completado).values([
      { alumno_curso: w.eb.id, subtema: w.l1.id },
      { alumno_curso: w.eb.id, subtema: w.o1.id },
    ]);
    const [answer] = await db
      .insert(foro_respuestas)
      .values([
        { foro_discusion: w.forum.id, usuario: w.beto.id, alumno_curso: w.eb.id, respuesta: 'Uno' },
        { foro_discusion: w.forum.id, usuario: w.beto.id, alumno_curso: w.eb.id, respuesta: 'Dos' },
      ])
      .returning();
    await db.insert(foro_respuestas_respuestas).values({
      foro_discusion_respuesta: answer?.id ?? 0,
      usuario: w.beto.id,
      alumno_curso: w.eb.id,
      respuesta: 'Réplica',
    });
    await db.insert(ultima_actividad).values({ alumno_curso: w.eb.id, fecha: new Date() });
    expect(rowOf(await expectFiguresMatch(), w.eb.id)?.cifras).toMatchObject({
      subtemas_terminados: 1,
      respuestas_foro: 3,
    });
    // The answer goes with its reply.
    await db.delete(foro_respuestas).where(eq(foro_respuestas.id, answer?.id ?? 0));
    await db
      .update(ultima_actividad)
      .set({ fecha: new Date(Date.now() + 60_000) })
      .where(eq(ultima_actividad.alumno_curso, w.eb.id));
    expect(rowOf(await expectFiguresMatch(), w.eb.id)?.cifras).toMatchObject({
      respuestas_foro: 1,
    });
    // Moved to the other course: its lesson there counts, its evaluations are the other's.
    await db.update(alumno_curso).set({ curso: w.other.id }).where(eq(alumno_curso.id, w.eb.id));
    const moved = rowOf(await expectFiguresMatch(), w.eb.id);
    expect(moved?.cifras).toMatchObject({ curso: w.other.id, subtemas_terminados: 1 });
    expect(moved?.evaluaciones).toMatchObject([{ evaluacion: w.otra.id }]);
    await db.update(users).set({ last_name: 'Zúñiga' }).where(eq(users.id, w.beto.id));
    expect(rowOf(await expectFiguresMatch(), w.eb.id)?.cifras).toMatchObject({
      nombre_orden: 'zuniga  beto',
    });
  });

  it('are rebuilt whole from the source rows (after a restore)', async () => {
    const w = await seed();
    const db = t.app.ctx.db;
    await db.insert(subtema_completado).values({ alumno_curso: w.ea.id, subtema: w.l1.id });
    const before = await expectFiguresMatch();
    await db.execute(sql`delete from ${calificaciones_cifras}`);
    await db.execute(sql`update ${calificaciones_evaluaciones} set intentos = 7`);
    await db.execute(sql`select calificaciones_reconstruir()`);
    expect(await expectFiguresMatch()).toEqual(before);
  });
});
