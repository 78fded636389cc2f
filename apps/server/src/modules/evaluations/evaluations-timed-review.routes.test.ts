import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/helper';
import {
  adminAuth,
  createEvaluation,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import {
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  auditoria,
  evaluaciones,
} from '../../db/schema/index';
import { INSCRIPCION_AJENA } from '../learning/index';
import {
  findEvaluationWithQuestions,
  GRACIA_ENVIO_SEGUNDOS,
  gradeOwnOpenAttempt,
} from './evaluations-student.repository';
import { ATTEMPT_NOT_FOUND, INTENTO_SIN_ENVIAR, TIEMPO_AGOTADO } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

const MINUTE = 60_000;

async function setup(o: Parameters<typeof createEvaluation>[2] = {}) {
  const { course } = await createLearningCourse(t.app.ctx);
  const ev = await createEvaluation(t.app.ctx, course.id, o);
  const s = await enrolledStudent(t.app, course.id);
  const ids = { evaluacion: ev.evaluation.id, alumno_curso: s.enrolment.id };
  return { course, ev, ...s, ids };
}

type Ids = { evaluacion: number; alumno_curso: number };
type Answers = { pregunta: number; respuesta: number | number[] }[];

const open = (ids: Ids, auth: string, iniciar?: 0 | 1) =>
  post('/api/getPreguntasEvaluacionCursoAlumno/', { ...ids, iniciar }, auth);
const send = (ids: Ids, auth: string, respuestas: Answers) =>
  post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas }, auth);
const review = (alumno_curso: number, intento: number, auth?: string) =>
  post('/api/getRevisionIntentoAlumno/', { alumno_curso, intento }, auth);

const attemptsOf = (alumnoCurso: number) =>
  t.app.ctx.db
    .select()
    .from(alumno_evaluacion_curso)
    .where(eq(alumno_evaluacion_curso.alumno_curso, alumnoCurso))
    .orderBy(asc(alumno_evaluacion_curso.no_intento));

/** Moves the open attempt's deadline to `ms` from now (negative: already past). */
const setDeadline = (alumnoCurso: number, ms: number) =>
  t.app.ctx.db
    .update(alumno_evaluacion_curso)
    .set({ vence_en: new Date(Date.now() + ms) })
    .where(eq(alumno_evaluacion_curso.alumno_curso, alumnoCurso));

describe('ticks of the course sidebar (issue 22)', () => {
  // Before the fix the subquery compared the attempt's evaluation with the attempt's own id
  // (drizzle writes the outer column as a bare "id"): the tick showed only when both ids
  // happened to be equal. Here they differ, so the old query answers 0 for the passed one.
  it('answers resultado 1 for the evaluation passed and 0 for the others', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const first = await createEvaluation(t.app.ctx, course.id, { nombre: 'Primera' });
    const second = await createEvaluation(t.app.ctx, course.id, { nombre: 'Segunda' });
    const third = await createEvaluation(t.app.ctx, course.id, { nombre: 'Tercera' });
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    const ids = { evaluacion: second.evaluation.id, alumno_curso: enrolment.id };
    await open(ids, auth);
    expect((await send(ids, auth, second.right)).statusCode).toBe(200);
    const failed = { evaluacion: first.evaluation.id, alumno_curso: enrolment.id };
    await open(failed, auth);
    expect((await send(failed, auth, first.wrong)).statusCode).toBe(200);
    const [passed] = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_curso)
      .where(eq(alumno_evaluacion_curso.resultado, 1));
    expect(passed?.id).not.toBe(second.evaluation.id);

    const list = await post(
      '/api/getEvaluacionesCursoAlumno/',
      { curso: course.id, alumno_curso: enrolment.id },
      auth,
    );
    expect(list.json().content).toEqual([
      { id: first.evaluation.id, nombre: 'Primera', resultado: 0 },
      { id: second.evaluation.id, nombre: 'Segunda', resultado: 1 },
      { id: third.evaluation.id, nombre: 'Tercera', resultado: 0 },
    ]);
  });
});

describe('time limit (decision 019)', () => {
  it('opens a timed attempt only when started, with its deadline from the server', async () => {
    const { ev, auth, ids } = await setup({ tiempo_limite_minutos: 10 });
    const read = (await open(ids, auth)).json();
    expect(read.content).toEqual([]);
    expect(read.datosGeneralesEvaluacion).toMatchObject({
      total_preguntas: 2,
      tiempo_limite_minutos: 10,
      vence_en: null,
      intentos_restantes: 2,
    });
    expect(await attemptsOf(ids.alumno_curso)).toEqual([]);

    const started = (await open(ids, auth, 1)).json();
    expect(started.content).toHaveLength(2);
    const { vence_en, ahora } = started.datosGeneralesEvaluacion;
    expect(Date.parse(vence_en) - Date.parse(ahora)).toBe(10 * MINUTE);
    const [row] = await attemptsOf(ids.alumno_curso);
    expect(row?.vence_en?.toISOString()).toBe(vence_en);
    expect((row?.vence_en?.getTime() ?? 0) - (row?.iniciado_en.getTime() ?? 0)).toBe(10 * MINUTE);

    // A reload resumes the same attempt and the same deadline; starting again opens nothing.
    const resumed = (await open(ids, auth)).json();
    expect(resumed.content).toEqual(started.content);
    expect(resumed.datosGeneralesEvaluacion.vence_en).toBe(vence_en);
    expect((await open(ids, auth, 1)).json().datosGeneralesEvaluacion.vence_en).toBe(vence_en);
    expect(await attemptsOf(ids.alumno_curso)).toHaveLength(1);

    const graded = await send(ids, auth, ev.right);
    expect(graded.statusCode).toBe(200);
    expect(graded.json().datosResultadoEvaluacion.calificacion).toBe('100.00');
  });

  it('an untimed evaluation still opens on reading, without a deadline', async () => {
    const { auth, ids } = await setup();
    const read = (await open(ids, auth)).json();
    expect(read.content).toHaveLength(2);
    expect(read.datosGeneralesEvaluacion).toMatchObject({
      tiempo_limite_minutos: null,
      vence_en: null,
    });
    expect((await attemptsOf(ids.alumno_curso))[0]?.vence_en).toBeNull();
  });

  it('grades in full a send that arrives within the grace after the deadline', async () => {
    const { ev, auth, ids } = await setup({ tiempo_limite_minutos: 5 });
    await open(ids, auth, 1);
    await setDeadline(ids.alumno_curso, -(GRACIA_ENVIO_SEGUNDOS / 3) * 1000);
    const res = await send(ids, auth, ev.right);
    expect(res.statusCode).toBe(200);
    expect(res.json().datosResultadoEvaluacion).toMatchObject({
      resultado: 1,
      calificacion: '100.00',
    });
  });

  it('refuses a send past the grace and closes the attempt with what arrived in time', async () => {
    const { ev, auth, ids, student } = await setup({ tiempo_limite_minutos: 5 });
    await open(ids, auth, 1);
    await setDeadline(ids.alumno_curso, -5 * MINUTE);
    const late = await send(ids, auth, ev.right);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(TIEMPO_AGOTADO);

    const [closed] = await attemptsOf(ids.alumno_curso);
    expect(closed).toMatchObject({ calificacion: '0.00', resultado: 0 });
    expect(closed?.fecha?.getTime()).toBe(closed?.vence_en?.getTime());
    const answers = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_respuestas)
      .orderBy(asc(alumno_evaluacion_respuestas.id));
    expect(
      answers.map((a) => [
        a.pregunta_pregunta,
        a.respuestas,
        a.resultado,
        a.respuesta_correcta_evaluacion,
      ]),
    ).toEqual([
      ['¿Capital de Francia?', [], 0, 'París'],
      ['¿Números pares?', [], 0, '2, 4'],
    ]);
    const logged = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'calificar'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ actor: null, entidad_id: String(closed?.id) });
    expect(logged[0]?.actor).not.toBe(student.id);

    // The attempt counts: one left, and a second late send is refused the same way.
    expect((await send(ids, auth, ev.right)).json().error.message).toBe(TIEMPO_AGOTADO);
    const state = (await open(ids, auth)).json().datosGeneralesEvaluacion;
    expect(state).toMatchObject({ intentos_realizados: 1, intentos_restantes: 1, vence_en: null });
  });

  it('closes an attempt never sent on the next read, once, whoever reads it', async () => {
    const { auth, ids } = await setup({ tiempo_limite_minutos: 5 });
    await open(ids, auth, 1);
    await setDeadline(ids.alumno_curso, -(GRACIA_ENVIO_SEGUNDOS + 5) * 1000);
    const { auth: admin } = await adminAuth(t.app);
    // Three reads at once, on the student's and the administrator's side: one closing.
    const [history, questions, results] = await Promise.all([
      post('/api/getEvaluacionesAlumnoCursoAlumno/', ids, auth),
      open(ids, auth),
      post('/api/getEvaluacionesAlumnoCurso/', { alumno_curso: ids.alumno_curso }, admin),
    ]);
    expect([history.statusCode, questions.statusCode, results.statusCode]).toEqual([200, 200, 200]);
    expect(history.json().content).toMatchObject([{ no_intento: 1, calificacion: '0.00' }]);
    expect(questions.json().datosGeneralesEvaluacion).toMatchObject({
      intentos_realizados: 1,
      vence_en: null,
    });
    expect(results.json().content).toMatchObject([{ no_intento: 1, calificacion: '0.00' }]);
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_respuestas)).toHaveLength(2);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'calificar')),
    ).toHaveLength(1);
  });

  it('leaves a timed attempt open before its deadline and grace have passed', async () => {
    const { auth, ids } = await setup({ tiempo_limite_minutos: 5 });
    await open(ids, auth, 1);
    await setDeadline(ids.alumno_curso, -(GRACIA_ENVIO_SEGUNDOS / 3) * 1000);
    await post('/api/getEvaluacionesAlumnoCursoAlumno/', ids, auth);
    const [row] = await attemptsOf(ids.alumno_curso);
    expect(row?.fecha).toBeNull();
  });

  it('the one-statement grading refuses an attempt past its deadline and grace', async () => {
    const { course, ids, student, auth } = await setup({ tiempo_limite_minutos: 5 });
    await open(ids, auth, 1);
    const [row] = await attemptsOf(ids.alumno_curso);
    const deadline = row?.vence_en?.getTime() ?? 0;
    const evaluation = await findEvaluationWithQuestions(t.app.ctx.db, ids.evaluacion);
    if (!evaluation) throw new Error('evaluation missing');
    const grade = (ahora: Date) =>
      gradeOwnOpenAttempt(t.app.ctx.db, {
        who: { alumno: student.id, ahora },
        alumno_curso: ids.alumno_curso,
        evaluacion: ids.evaluacion,
        curso: course.id,
        no_intentos: evaluation.no_intentos,
        preguntas: evaluation.preguntas.map((q) => q.id).sort((a, b) => a - b),
        calificacion: '0.00',
        resultado: 0,
        answers: [],
        audit: { actor: null, actor_nombre: 'Prueba', accion: 'calificar', entidad: 'prueba' },
      });
    const graceMs = GRACIA_ENVIO_SEGUNDOS * 1000;
    expect(await grade(new Date(deadline + graceMs + 1))).toBeUndefined();
    expect(await grade(new Date(deadline + graceMs))).toBeDefined();
  });

  it('refuses bad time-limit input', async () => {
    const { auth, ids, course } = await setup();
    expect((await open(ids, auth, 2 as 1)).statusCode).toBe(400);
    const { auth: admin } = await adminAuth(t.app);
    const fields = {
      curso: course.id,
      nombre: 'Con tiempo',
      no_intentos: 2,
      calificacion_aprobatoria: 60,
    };
    for (const bad of [
      { tiempo_limite_minutos: 0 },
      { tiempo_limite_minutos: 1441 },
      { tiempo_limite_minutos: 2.5 },
      { mostrar_respuestas: 3 },
    ]) {
      const res = await post('/api/agregarEvaluacionCurso/', { ...fields, ...bad }, admin);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
    const ok = await post(
      '/api/agregarEvaluacionCurso/',
      { ...fields, tiempo_limite_minutos: 30, mostrar_respuestas: 2 },
      admin,
    );
    expect(ok.json().content).toMatchObject({ tiempo_limite_minutos: 30, mostrar_respuestas: 2 });
    const id = ok.json().content.id;
    const cleared = await post(
      '/api/actualizarEvaluacionCurso/',
      { ...fields, evaluacion: id, tiempo_limite_minutos: null, mostrar_respuestas: 1 },
      admin,
    );
    expect(cleared.json().content).toMatchObject({
      tiempo_limite_minutos: null,
      mostrar_respuestas: 1,
    });
    const [stored] = await t.app.ctx.db.select().from(evaluaciones).where(eq(evaluaciones.id, id));
    expect(stored).toMatchObject({ tiempo_limite_minutos: null, mostrar_respuestas: 1 });
  });
});

describe('review of an attempt (decision 019)', () => {
  /** Sends one attempt and answers its id. */
  async function attempt(ids: Ids, auth: string, respuestas: Answers): Promise<number> {
    await open(ids, auth, 1);
    const res = await send(ids, auth, respuestas);
    expect(res.statusCode).toBe(200);
    return res.json().content.at(-1).id;
  }

  const correctOf = (body: { content: { respuesta_correcta: string | null }[] }) =>
    body.content.map((q) => q.respuesta_correcta);

  it('marks each answer right or wrong and never sends the key when the setting is 0', async () => {
    const { ev, auth, ids } = await setup({ mostrar_respuestas: 0, no_intentos: 2 });
    const failed = await attempt(ids, auth, ev.wrong);
    const res = await review(ids.alumno_curso, failed, auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toEqual([
      {
        pregunta: '¿Capital de Francia?',
        respuesta_alumno: 'Roma',
        resultado: 0,
        respuesta_correcta: null,
      },
      {
        pregunta: '¿Números pares?',
        respuesta_alumno: '2',
        resultado: 0,
        respuesta_correcta: null,
      },
    ]);
    expect(body.datosIntento).toMatchObject({
      id: failed,
      evaluacion: ids.evaluacion,
      evaluacion_nombre: 'Examen',
      no_intento: 1,
      calificacion: '0.00',
      resultado: 0,
      mostrar_respuestas: 0,
      respuestas_visibles: 0,
    });
    expect(res.body).not.toContain('París');

    const passed = await attempt(ids, auth, ev.right);
    for (const id of [failed, passed]) {
      expect(correctOf((await review(ids.alumno_curso, id, auth)).json())).toEqual([null, null]);
    }
    expect((await review(ids.alumno_curso, failed, auth)).body).not.toContain('París');
    expect((await review(ids.alumno_curso, passed, auth)).json().content).toMatchObject([
      { respuesta_alumno: 'París', resultado: 1 },
      { respuesta_alumno: '2, 4', resultado: 1 },
    ]);
  });

  it('setting 1: the key only once the student passed', async () => {
    const { ev, auth, ids } = await setup({ mostrar_respuestas: 1, no_intentos: 2 });
    const failed = await attempt(ids, auth, ev.wrong);
    const before = await review(ids.alumno_curso, failed, auth);
    expect(correctOf(before.json())).toEqual([null, null]);
    expect(before.body).not.toContain('París');
    await attempt(ids, auth, ev.right);
    const after = (await review(ids.alumno_curso, failed, auth)).json();
    expect(correctOf(after)).toEqual(['París', '2, 4']);
    expect(after.datosIntento.respuestas_visibles).toBe(1);
  });

  it('setting 1: out of attempts without passing, still no key', async () => {
    const { ev, auth, ids } = await setup({ mostrar_respuestas: 1, no_intentos: 1 });
    const failed = await attempt(ids, auth, ev.wrong);
    const res = await review(ids.alumno_curso, failed, auth);
    expect(correctOf(res.json())).toEqual([null, null]);
    expect(res.body).not.toContain('París');
  });

  it('setting 2: the key once out of attempts, even without passing', async () => {
    const { ev, auth, ids } = await setup({ mostrar_respuestas: 2, no_intentos: 2 });
    const first = await attempt(ids, auth, ev.wrong);
    const one = await review(ids.alumno_curso, first, auth);
    expect(correctOf(one.json())).toEqual([null, null]);
    expect(one.body).not.toContain('París');
    const second = await attempt(ids, auth, ev.wrong);
    for (const id of [first, second]) {
      expect(correctOf((await review(ids.alumno_curso, id, auth)).json())).toEqual([
        'París',
        '2, 4',
      ]);
    }
  });

  it('setting 2: the key once passed, attempts left or not', async () => {
    const { ev, auth, ids } = await setup({ mostrar_respuestas: 2, no_intentos: 3 });
    const passed = await attempt(ids, auth, ev.right);
    expect(correctOf((await review(ids.alumno_curso, passed, auth)).json())).toEqual([
      'París',
      '2, 4',
    ]);
  });

  it('reviews an attempt closed at its deadline as unanswered', async () => {
    const { auth, ids } = await setup({ mostrar_respuestas: 0, tiempo_limite_minutos: 5 });
    await open(ids, auth, 1);
    const [row] = await attemptsOf(ids.alumno_curso);
    await setDeadline(ids.alumno_curso, -10 * MINUTE);
    // The review is the read that finds it ran out.
    const res = await review(ids.alumno_curso, row?.id ?? 0, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual([
      {
        pregunta: '¿Capital de Francia?',
        respuesta_alumno: '',
        resultado: 0,
        respuesta_correcta: null,
      },
      { pregunta: '¿Números pares?', respuesta_alumno: '', resultado: 0, respuesta_correcta: null },
    ]);
  });

  it("refuses an open attempt, someone else's, 401, 403 and bad input", async () => {
    const { ev, auth, ids, course } = await setup({ mostrar_respuestas: 2, no_intentos: 1 });
    await open(ids, auth);
    const [opened] = await attemptsOf(ids.alumno_curso);
    const id = opened?.id ?? 0;
    const stillOpen = await review(ids.alumno_curso, id, auth);
    expect([stillOpen.statusCode, stillOpen.json().error.message]).toEqual([
      409,
      INTENTO_SIN_ENVIAR,
    ]);
    await send(ids, auth, ev.wrong);

    const other = await enrolledStudent(t.app, course.id);
    // Another student, naming the victim's enrolment: 403.
    const foreign = await review(ids.alumno_curso, id, other.auth);
    expect([foreign.statusCode, foreign.json().error.message]).toEqual([403, INSCRIPCION_AJENA]);
    // Another student, naming the victim's attempt through their own enrolment: 404.
    const smuggled = await review(other.enrolment.id, id, other.auth);
    expect([smuggled.statusCode, smuggled.json().error.message]).toEqual([404, ATTEMPT_NOT_FOUND]);
    expect(smuggled.body).not.toContain('París');
    expect((await review(ids.alumno_curso, id)).statusCode).toBe(401);
    const { auth: admin } = await adminAuth(t.app);
    expect((await review(ids.alumno_curso, id, admin)).statusCode).toBe(403);
    expect(
      (await post('/api/getRevisionIntentoAlumno/', { alumno_curso: ids.alumno_curso }, auth))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/getRevisionIntentoAlumno/',
          { alumno_curso: ids.alumno_curso, intento: 'x' },
          auth,
        )
      ).statusCode,
    ).toBe(400);
    // The owner reads it (out of attempts, setting 2: with the key).
    const own = await review(ids.alumno_curso, id, auth);
    expect(correctOf(own.json())).toEqual(['París', '2, 4']);
    const rows = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_curso)
      .where(and(eq(alumno_evaluacion_curso.id, id)));
    expect(rows).toHaveLength(1);
  });
});
