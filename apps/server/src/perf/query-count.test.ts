import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createArticle, createBlogCategory, createJob } from '../../test/blog-factories';
import { createMaterial, createQuiz } from '../../test/content-factories';
import { createCourse, createSubtopic, createTopic, enrol } from '../../test/course-factories';
import {
  createEvaluationQuestion,
  createSubmittedAttempt,
} from '../../test/evaluations-admin-factories';
import { createAdmin, createStudent, loginAs } from '../../test/factories';
import { addMember, createGroup, createPayment } from '../../test/groups-payments-factories';
import { resetDatabase, useTestApp } from '../../test/helper';
import { insertVacancies } from '../../test/job-market-factories';
import { createEvaluation } from '../../test/learning-factories';
import { certificados, subtema_completado } from '../db/schema/index';

/**
 * The most statements each hot call of issue 8 may run (the benchmark's calls). A call whose
 * count grows with the rows it shows runs a query per row; one that passes its ceiling grew a
 * query. Raise a ceiling only for a new, deliberate statement, never for one per row.
 */
const CEILING: Record<string, number> = {
  getArticulos: 2,
  getDetalleArticulo: 2,
  getJobs: 1,
  getDatosCertificadoAlumno: 1,
  getCursosAlumno: 2,
  // A miss of everything: the session, the enrolment with its finished lessons, the course's
  // outline (and the lesson). With the content and the session cached, one statement each.
  getTemasCurso: 3,
  getSubtema: 4,
  getPreguntasEvaluacionCursoAlumno: 4,
  // The session, the evaluation and its questions, then one statement that checks and closes
  // the caller's open attempt, stores its answers and its audit entry and reads the attempts.
  // Then the graded notification's job is queued (decisions 015 and 025): pg-boss's one insert,
  // which goes through the queue's own SQL and so is not counted here.
  enviarRespueastasEvaluacionAlumno: 3,
  // The token, then the search: its capped count and its page in one statement (decision 034).
  'alumno/paginado': 2,
  getPagosAlumnoCurso: 3,
  getVacantes: 7,
};

/** An academy where every list the hot calls show has `k` times the rows of the smallest. */
async function seedAcademy(app: FastifyInstance, k: number) {
  const ctx = app.ctx;
  const admin = await createAdmin(ctx);
  const student = await createStudent(ctx, { first_name: 'José', last_name: 'Pérez' });
  for (let i = 0; i < 5 * k; i++) {
    await createStudent(ctx, { first_name: 'María', last_name: 'Pérez Núñez', password: null });
  }
  const courses = [];
  for (let c = 0; c < 2 * k; c++) courses.push(await createCourse(ctx));
  const [course] = courses;
  if (!course) throw new Error('seedAcademy: no course');
  const lessons = [];
  for (let t = 0; t < 2 * k; t++) {
    const topic = await createTopic(ctx, course.id, { orden: t + 1 });
    for (let s = 0; s < 3; s++) {
      lessons.push(await createSubtopic(ctx, topic.id, { orden: s + 1 }));
    }
  }
  const lesson = lessons[1];
  if (!lesson) throw new Error('seedAcademy: no lesson');
  for (let i = 0; i < k; i++) {
    await createMaterial(ctx, lesson.id, `materiales/guia-${i}.pdf`);
    await createQuiz(ctx, lesson.id, 2);
  }
  const enrolments = [];
  for (const c of courses) enrolments.push(await enrol(ctx, student.id, c.id));
  const [enrolment] = enrolments;
  if (!enrolment) throw new Error('seedAcademy: no enrolment');
  await ctx.db
    .insert(subtema_completado)
    .values(lessons.slice(0, 2 * k).map((l) => ({ alumno_curso: enrolment.id, subtema: l.id })));
  const evaluation = await createEvaluation(ctx, course.id, { no_intentos: 20 });
  for (let q = 0; q < 3 * k; q++) {
    await createEvaluationQuestion(ctx, evaluation.evaluation.id, {
      orden: q + 3,
      respuestas: [
        { respuesta: 'Sí', correcta: 1 },
        { respuesta: 'No', correcta: 0 },
        { respuesta: 'Tal vez', correcta: 0 },
      ],
    });
  }
  for (let a = 0; a < k; a++) {
    await createSubmittedAttempt(ctx, enrolment.id, evaluation.evaluation.id, [], {
      no_intento: a + 1,
      calificacion: '0.00',
      resultado: 0,
    });
  }
  const [certificate] = await ctx.db
    .insert(certificados)
    .values({ alumno_curso: enrolment.id, archivo: 'certificados/c.pdf', generado_por: admin.id })
    .returning();
  const category = await createBlogCategory(ctx);
  for (let i = 0; i < 5 * k; i++) await createArticle(ctx, { categoria: category.id });
  const article = await createArticle(ctx, { categoria: category.id });
  for (let i = 0; i < 3 * k; i++) await createJob(ctx);
  const group = await createGroup(ctx, course.id);
  await addMember(ctx, group.id, student.id, {
    alumno_curso: enrolment.id,
    precio_venta: '9000.00',
  });
  for (let i = 0; i < 3 * k; i++) {
    await createPayment(ctx, { grupo: group.id, alumno: student.id, registrado_por: admin.id });
  }
  await insertVacancies(
    ctx,
    Array.from({ length: 10 * k }, (_, i) => ({
      moneda: i % 3 === 0 ? 'USD' : 'MXN',
      ciudadActual: i % 2 === 0 ? 'Monterrey' : 'Puebla',
    })),
  );
  return {
    studentAuth: await loginAs(app, student.email),
    adminAuth: await loginAs(app, admin.email),
    course,
    lesson,
    enrolment,
    evaluation: evaluation.evaluation,
    certificate,
    article,
    category,
    group,
    student,
  };
}

type Academy = Awaited<ReturnType<typeof seedAcademy>>;

async function statementsOf(
  app: FastifyInstance,
  method: 'GET' | 'POST',
  url: string,
  authorization: string | undefined,
  payload?: object,
): Promise<number> {
  // Every count is a miss (the session lookup and the public reads included): the worst case,
  // and the same whichever calls ran before.
  app.ctx.cache.clear();
  const res = await app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: authorization ? { authorization } : {},
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
  return Number(res.headers['x-sql-statements']);
}

/** Each hot call once (the evaluation's questions on the resumed attempt, as a reload sees). */
async function countAll(app: FastifyInstance, a: Academy): Promise<Record<string, number>> {
  const post = (call: string, body: object, auth?: string) =>
    statementsOf(app, 'POST', `/api/${call}/`, auth, body);
  const get = (call: string, query: string, auth?: string) =>
    statementsOf(app, 'GET', `/api/${call}/${query}`, auth);
  const attempt = { evaluacion: a.evaluation.id, alumno_curso: a.enrolment.id };
  // The enrolment's first call records its last activity, which is then written once every 5
  // minutes: not the usual call, which the counts below are.
  await post('getTemasCurso', { curso: a.course.id, alumno_curso: a.enrolment.id }, a.studentAuth);
  const counts: Record<string, number> = {
    getArticulos: await post('getArticulos', { categoria: a.category.id, page: 1 }),
    getDetalleArticulo: await post('getDetalleArticulo', { slug: a.article.slug }),
    getJobs: await get('getJobs', ''),
    getDatosCertificadoAlumno: await post('getDatosCertificadoAlumno', {
      unique_id: a.certificate?.unique_id,
    }),
    getCursosAlumno: await get('getCursosAlumno', '', a.studentAuth),
    getTemasCurso: await post(
      'getTemasCurso',
      { curso: a.course.id, alumno_curso: a.enrolment.id },
      a.studentAuth,
    ),
    getSubtema: await post(
      'getSubtema',
      { subtema: a.lesson.id, curso: a.course.id },
      a.studentAuth,
    ),
  };
  await post('getPreguntasEvaluacionCursoAlumno', attempt, a.studentAuth);
  counts.getPreguntasEvaluacionCursoAlumno = await post(
    'getPreguntasEvaluacionCursoAlumno',
    attempt,
    a.studentAuth,
  );
  counts.enviarRespueastasEvaluacionAlumno = await post(
    'enviarRespueastasEvaluacionAlumno',
    { ...attempt, respuestas: [] },
    a.studentAuth,
  );
  counts['alumno/paginado'] = await get('alumno/paginado', '?search=perez&page=1', a.adminAuth);
  counts.getPagosAlumnoCurso = await post(
    'getPagosAlumnoCurso',
    { alumno: a.student.id, grupo: a.group.id },
    a.adminAuth,
  );
  counts.getVacantes = await get('getVacantes', '?page=1&orden=sueldoMinimo', a.adminAuth);
  return counts;
}

describe('statements per hot call (issue 8: no query per row)', () => {
  const t = useTestApp({ config: { exposeStatementCount: true } });

  it('runs the same statements with 4× the rows, within each call ceiling', async () => {
    const small = await countAll(t.app, await seedAcademy(t.app, 1));
    await resetDatabase(t.database);
    const large = await countAll(t.app, await seedAcademy(t.app, 4));
    expect(large).toEqual(small);
    const over = Object.entries(large).filter(([call, n]) => n > (CEILING[call] ?? 0));
    expect(over).toEqual([]);
    expect(Object.keys(large).sort()).toEqual(Object.keys(CEILING).sort());
  }, 60_000);
});
