import { ACCESO_TERMINADO } from '@academia/contract/learning/common';
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  createEvaluation,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  auditoria,
  cursos,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
} from '../../db/schema/index';
import {
  checkOwnWithAccess,
  INSCRIPCION_AJENA,
  INSCRIPCION_INACTIVA,
  inscripcionPendiente,
  inscripcionRechazada,
  PRUEBA_SOLO_LECCIONES,
} from '../learning/index';
import {
  findEnrolmentWithAttempts,
  findEvaluationWithQuestions,
  gradeOwnOpenAttempt,
} from './evaluations-student.repository';
import { drawOrder } from './evaluations-student.service';
import { EVALUACION_NO_ENCONTRADA, SIN_INTENTO_ABIERTO, SIN_INTENTOS } from './messages';

const t = useTestApp({ config: { exposeStatementCount: true } });

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

async function setup(o: Parameters<typeof createEvaluation>[2] = {}) {
  const { course } = await createLearningCourse(t.app.ctx);
  const ev = await createEvaluation(t.app.ctx, course.id, o);
  const s = await enrolledStudent(t.app, course.id);
  const ids = { evaluacion: ev.evaluation.id, alumno_curso: s.enrolment.id };
  return { course, ev, ...s, ids };
}

describe('student evaluations', () => {
  it('starts an attempt without the correct answers, grades a fail and then a pass', async () => {
    const { course, ev, auth, ids } = await setup();
    const list = await post(
      '/api/getEvaluacionesCursoAlumno/',
      { curso: course.id, alumno_curso: ids.alumno_curso },
      auth,
    );
    expect(list.json().content).toEqual([{ id: ids.evaluacion, nombre: 'Examen', resultado: 0 }]);

    const start = await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    expect(start.statusCode).toBe(200);
    const body = start.json();
    expect(body.datosGeneralesEvaluacion).toMatchObject({
      nombre: 'Examen',
      instrucciones: '<p>Lee bien.</p>',
      no_intentos: 2,
      intentos_realizados: 0,
      intentos_restantes: 2,
      calificacion_aprobatoria: '60.00',
      resultado: 0,
    });
    expect(body.content).toHaveLength(2);
    expect(JSON.stringify(body.content)).not.toContain('correcta');

    const failed = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.wrong },
      auth,
    );
    expect(failed.statusCode).toBe(200);
    expect(failed.json().datosResultadoEvaluacion).toEqual({
      resultado: 0,
      no_intentos: 2,
      intentos_realizados: 1,
      calificacion: '0.00',
    });

    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    const passed = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      auth,
    );
    expect(passed.json().datosResultadoEvaluacion).toEqual({
      resultado: 1,
      no_intentos: 2,
      intentos_realizados: 2,
      calificacion: '100.00',
    });
    expect(
      passed
        .json()
        .content.map((a: { no_intento: number; calificacion: string }) => [
          a.no_intento,
          a.calificacion,
        ]),
    ).toEqual([
      [1, '0.00'],
      [2, '100.00'],
    ]);

    const history = await post('/api/getEvaluacionesAlumnoCursoAlumno/', ids, auth);
    expect(history.json().content).toHaveLength(2);
    expect(history.json().content[0]).toMatchObject({
      evaluacion_nombre: 'Examen',
      no_intento: 1,
      resultado: 0,
    });
    // Passed: no new attempt is opened.
    const after = (await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).json();
    expect(after.content).toEqual([]);
    expect(after.datosGeneralesEvaluacion).toMatchObject({ resultado: 1, intentos_restantes: 0 });
    const graded = await t.app.ctx.db.select().from(alumno_evaluacion_respuestas);
    expect(graded).toHaveLength(4);
  });

  it('shows the same drawn order on reload', async () => {
    const { auth, ids } = await setup({ preguntas_aleatorias: 1, respuestas_aleatorias: 1 });
    const a = (await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).json().content;
    const b = (await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).json().content;
    expect(b).toEqual(a);
    const attempts = await t.app.ctx.db.select().from(alumno_evaluacion_curso);
    expect(attempts).toHaveLength(1);
  });

  it('draws every order over many attempts (the shuffle is really random)', () => {
    const qs = [1, 2, 3].map((id) => ({ id, pregunta: '', tipo: 1, respuestas: [] }));
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) {
      seen.add(
        drawOrder(qs, { preguntas_aleatorias: 1, respuestas_aleatorias: 0 })
          .map((o) => o.pregunta)
          .join(),
      );
    }
    expect(seen.size).toBe(6);
  });

  it('grades one of two racing submissions and refuses the other', async () => {
    const { ev, auth, ids } = await setup();
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    const send = () =>
      post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: ev.wrong }, auth);
    const results = await Promise.all([send(), send()]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(results.find((r) => r.statusCode === 409)?.json().error.message).toBe(
      SIN_INTENTO_ABIERTO,
    );
    const rows = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_curso)
      .where(eq(alumno_evaluacion_curso.alumno_curso, ids.alumno_curso));
    expect(rows).toHaveLength(1);
  });

  it('never exceeds no_intentos', async () => {
    const { ev, auth, ids } = await setup({ no_intentos: 1 });
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    await post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: ev.wrong }, auth);
    const again = (await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).json();
    expect(again.content).toEqual([]);
    expect(again.datosGeneralesEvaluacion.intentos_restantes).toBe(0);
    const res = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      auth,
    );
    expect(res.statusCode).toBe(409);
  });

  it('refuses answers outside the attempt, several choices for tipo 1 and malformed payloads', async () => {
    const { ev, auth, ids } = await setup();
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    const [q1] = ev.right;
    const twoChoices = [{ pregunta: q1?.pregunta, respuesta: [1, 2] }];
    expect(
      (
        await post(
          '/api/enviarRespueastasEvaluacionAlumno/',
          { ...ids, respuestas: twoChoices },
          auth,
        )
      ).statusCode,
    ).toBe(400);
    const foreign = [{ pregunta: 999999, respuesta: 1 }];
    expect(
      (await post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: foreign }, auth))
        .statusCode,
    ).toBe(400);
    expect(
      (await post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: 'x' }, auth))
        .statusCode,
    ).toBe(400);
    // Nothing was half-written: the attempt is still open and can be graded.
    expect(
      (
        await post(
          '/api/enviarRespueastasEvaluacionAlumno/',
          { ...ids, respuestas: ev.right },
          auth,
        )
      ).statusCode,
    ).toBe(200);
  });

  it("refuses another student's enrolment, another course's evaluation, 401 and 403", async () => {
    const { ev, ids, course } = await setup();
    const { auth: intruder, enrolment } = await enrolledStudent(t.app, course.id);
    for (const url of [
      '/api/getPreguntasEvaluacionCursoAlumno/',
      '/api/getEvaluacionesAlumnoCursoAlumno/',
      '/api/enviarRespueastasEvaluacionAlumno/',
    ]) {
      const res = await post(url, { ...ids, respuestas: ev.right }, intruder);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe(INSCRIPCION_AJENA);
      expect((await post(url, { ...ids, respuestas: [] })).statusCode, url).toBe(401);
    }
    expect(
      (
        await post(
          '/api/getEvaluacionesCursoAlumno/',
          { curso: course.id, alumno_curso: ids.alumno_curso },
          intruder,
        )
      ).statusCode,
    ).toBe(403);
    const other = await createLearningCourse(t.app.ctx);
    const otherEv = await createEvaluation(t.app.ctx, other.course.id);
    expect(
      (
        await post(
          '/api/getPreguntasEvaluacionCursoAlumno/',
          { evaluacion: otherEv.evaluation.id, alumno_curso: enrolment.id },
          intruder,
        )
      ).statusCode,
    ).toBe(403);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (
        await post(
          '/api/getPreguntasEvaluacionCursoAlumno/',
          ids,
          await loginAs(t.app, teacher.email),
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/getPreguntasEvaluacionCursoAlumno/', { evaluacion: 'a' }, intruder))
        .statusCode,
    ).toBe(400);
    // None of those refusals opened an attempt, on the victim's enrolment or on the intruder's.
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_curso)).toEqual([]);
  });

  it('opens nothing when the access ended, the enrolment is inactive or the evaluation archived', async () => {
    const { auth, ids } = await setup();
    const open = () => post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    const setEnrolment = (values: Partial<typeof alumno_curso.$inferInsert>) =>
      t.app.ctx.db.update(alumno_curso).set(values).where(eq(alumno_curso.id, ids.alumno_curso));

    await setEnrolment({ acceso_hasta: new Date(Date.now() - 60_000) });
    let res = await open();
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCESO_TERMINADO);

    await setEnrolment({ acceso_hasta: null, activo: 0 });
    res = await open();
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(INSCRIPCION_INACTIVA);

    await setEnrolment({ activo: 1 });
    await t.app.ctx.db
      .update(evaluaciones)
      .set({ archivada_en: new Date() })
      .where(eq(evaluaciones.id, ids.evaluacion));
    res = await open();
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(EVALUACION_NO_ENCONTRADA);
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_curso)).toEqual([]);

    await t.app.ctx.db
      .update(evaluaciones)
      .set({ archivada_en: null })
      .where(eq(evaluaciones.id, ids.evaluacion));
    res = await open();
    expect(res.statusCode).toBe(200);
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_curso)).toHaveLength(1);
  });

  it('opens nothing once the evaluation is passed', async () => {
    const { ev, auth, ids } = await setup({ no_intentos: 3 });
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    await post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: ev.right }, auth);
    const again = (await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).json();
    expect(again.content).toEqual([]);
    expect(again.datosGeneralesEvaluacion).toMatchObject({ resultado: 1, intentos_realizados: 1 });
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_curso)).toHaveLength(1);
  });
});

describe('cached evaluations (decision 015)', () => {
  it('an edit of the evaluation or of a question shows in the next call', async () => {
    const { ev, auth, ids } = await setup();
    for (let i = 0; i < 2; i++) {
      const res = await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
      expect(res.json().datosGeneralesEvaluacion).toMatchObject({
        nombre: 'Examen',
        no_intentos: 2,
      });
    }
    await t.app.ctx.db
      .update(evaluaciones)
      .set({ nombre: 'Examen final', no_intentos: 5 })
      .where(eq(evaluaciones.id, ids.evaluacion));
    const [q1] = ev.questions;
    await t.app.ctx.db
      .update(evaluacion_preguntas)
      .set({ pregunta: '¿Pregunta corregida?' })
      .where(eq(evaluacion_preguntas.id, q1?.id ?? 0));
    const after = (await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)).json();
    expect(after.datosGeneralesEvaluacion).toMatchObject({
      nombre: 'Examen final',
      no_intentos: 5,
      intentos_restantes: 5,
    });
    expect(after.content.map((q: { pregunta: string }) => q.pregunta)).toContain(
      '¿Pregunta corregida?',
    );
  });
});

describe('grading in one statement (decision 015)', () => {
  const statements = (res: { headers: Record<string, unknown> }) =>
    Number(res.headers['x-sql-statements']);

  /** Opens the attempt and waits until the evaluation is cached (resuming reads only the enrolment). */
  async function openCached(ids: { evaluacion: number; alumno_curso: number }, auth: string) {
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    // On PostgreSQL the opening's own NOTIFY may drop the first cached copy.
    await expect
      .poll(async () =>
        statements(await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth)),
      )
      .toBe(1);
  }

  const openAttempts = (alumnoCurso: number) =>
    t.app.ctx.db
      .select()
      .from(alumno_evaluacion_curso)
      .where(eq(alumno_evaluacion_curso.alumno_curso, alumnoCurso));

  it('grades in one statement, stores the answers in the order asked and audits the attempt', async () => {
    const { ev, auth, ids, student } = await setup();
    await openCached(ids, auth);
    // The drawn order, reversed: the stored answers must follow the attempt, not the evaluation.
    const [attempt] = await openAttempts(ids.alumno_curso);
    const asked = [...(attempt?.orden_preguntas ?? [])].reverse();
    await t.app.ctx.db
      .update(alumno_evaluacion_curso)
      .set({ orden_preguntas: asked })
      .where(eq(alumno_evaluacion_curso.id, attempt?.id ?? 0));
    await openCached(ids, auth);

    const res = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      auth,
    );
    expect(res.statusCode).toBe(200);
    // The grading's one statement, then, because it passed, the check whether the course is
    // complete and issues its certificate automatically (decision 018): one more read. Between
    // them the student's notification is queued as a job (decisions 015 and 025), an insert of
    // the queue's own that the counter does not see.
    expect(statements(res)).toBe(2);
    expect(res.json().datosResultadoEvaluacion).toEqual({
      resultado: 1,
      no_intentos: 2,
      intentos_realizados: 1,
      calificacion: '100.00',
    });
    const stored = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_respuestas)
      .orderBy(asc(alumno_evaluacion_respuestas.id));
    expect(stored.map((a) => a.pregunta)).toEqual(asked.map((o) => o.pregunta));
    expect(stored.every((a) => a.alumno_evaluacion_curso === attempt?.id)).toBe(true);
    const [logged] = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(eq(auditoria.accion, 'calificar'));
    expect(logged).toMatchObject({
      actor: student.id,
      entidad: 'alumno_evaluacion_curso',
      entidad_id: String(attempt?.id),
      detalles: {
        evaluacion: ids.evaluacion,
        alumno_curso: ids.alumno_curso,
        no_intento: 1,
        calificacion: '100.00',
        resultado: 1,
      },
    });
  });

  it('grades a question added after the attempt opened as not asked', async () => {
    const { ev, auth, ids } = await setup();
    await openCached(ids, auth);
    const [added] = await t.app.ctx.db
      .insert(evaluacion_preguntas)
      .values({ evaluacion: ids.evaluacion, pregunta: '¿Nueva?', tipo: 1, orden: 3 })
      .returning();
    await t.app.ctx.db
      .insert(evaluacion_respuestas)
      .values({ pregunta: added?.id ?? 0, respuesta: 'Sí', correcta: 1, orden: 1 });
    const res = await post(
      '/api/enviarRespueastasEvaluacionAlumno/',
      { ...ids, respuestas: ev.right },
      auth,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().datosResultadoEvaluacion.calificacion).toBe('100.00');
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_respuestas)).toHaveLength(2);
  });

  it('says why when the enrolment or the evaluation changed after the attempt opened', async () => {
    const { ev, auth, ids } = await setup();
    await openCached(ids, auth);
    const submit = () =>
      post('/api/enviarRespueastasEvaluacionAlumno/', { ...ids, respuestas: ev.right }, auth);
    const setEnrolment = (values: Partial<typeof alumno_curso.$inferInsert>) =>
      t.app.ctx.db.update(alumno_curso).set(values).where(eq(alumno_curso.id, ids.alumno_curso));
    const archive = (archivada_en: Date | null) =>
      t.app.ctx.db
        .update(evaluaciones)
        .set({ archivada_en })
        .where(eq(evaluaciones.id, ids.evaluacion));

    await setEnrolment({ activo: 0 });
    let res = await submit();
    expect([res.statusCode, res.json().error.message]).toEqual([403, INSCRIPCION_INACTIVA]);

    await setEnrolment({ activo: 1, acceso_hasta: new Date(Date.now() - 60_000) });
    res = await submit();
    expect([res.statusCode, res.json().error.message]).toEqual([403, ACCESO_TERMINADO]);

    await setEnrolment({ acceso_hasta: null });
    await archive(new Date());
    res = await submit();
    expect([res.statusCode, res.json().error.message]).toEqual([404, EVALUACION_NO_ENCONTRADA]);

    await archive(null);
    // An attempt numbered past the evaluation's attempts (they were lowered since it opened).
    const setNumber = (no_intento: number) =>
      t.app.ctx.db
        .update(alumno_evaluacion_curso)
        .set({ no_intento })
        .where(eq(alumno_evaluacion_curso.alumno_curso, ids.alumno_curso));
    await setNumber(3);
    res = await submit();
    expect([res.statusCode, res.json().error.message]).toEqual([409, SIN_INTENTOS]);

    // None of those refusals wrote anything: the attempt is still open and grades once allowed.
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_respuestas)).toEqual([]);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'calificar')),
    ).toEqual([]);
    await setNumber(1);
    res = await submit();
    expect(res.statusCode).toBe(200);
    expect((await openAttempts(ids.alumno_curso)).map((a) => a.fecha !== null)).toEqual([true]);
  });
});

describe('one definition of the enrolment rules (decision 015)', () => {
  /** Undoes what the one statement wrote: only whether it closed the attempt matters here. */
  class Undo extends Error {
    constructor(readonly closed: boolean) {
      super('deshacer');
    }
  }

  it('the checked path and the one statement accept and refuse alike, at the same instant', async () => {
    const { course, ids, student, auth } = await setup();
    const other = await enrolledStudent(t.app, course.id);
    await post('/api/getPreguntasEvaluacionCursoAlumno/', ids, auth);
    const evaluation = await findEvaluationWithQuestions(t.app.ctx.db, ids.evaluacion);
    if (!evaluation) throw new Error('evaluation missing');
    const [curso] = await t.app.ctx.db
      .update(cursos)
      .set({ fecha_inicio: null })
      .where(eq(cursos.id, course.id))
      .returning({ dias: cursos.dias_plataforma });
    const days = (curso?.dias ?? 0) * 24 * 60 * 60 * 1000;
    const ahora = new Date('2031-05-04T10:00:00.000Z');
    const at = (ms: number) => new Date(ahora.getTime() + ms);
    const db = t.app.ctx.db;

    const checked = async (alumno: number) => {
      const row = await findEnrolmentWithAttempts(db, ids.alumno_curso, ids.evaluacion, {
        alumno,
        ahora,
      });
      try {
        checkOwnWithAccess(row, t.app.ctx.config);
        return 'acepta';
      } catch (err) {
        return (err as Error).message;
      }
    };
    const oneStatement = async (alumno: number) => {
      try {
        await db.transaction(async (tx) => {
          const closed = await gradeOwnOpenAttempt(tx, {
            who: { alumno, ahora },
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
          throw new Undo(closed !== undefined);
        });
      } catch (err) {
        if (err instanceof Undo) return err.closed ? 'acepta' : 'rechaza';
        throw err;
      }
      throw new Error('unreachable');
    };

    const cases: [string, Partial<typeof alumno_curso.$inferInsert>, number, string][] = [
      ['access ended one second ago', { acceso_hasta: at(-1000) }, student.id, ACCESO_TERMINADO],
      ['access ends this very instant', { acceso_hasta: at(0) }, student.id, ACCESO_TERMINADO],
      ['access ends in one second', { acceso_hasta: at(1000) }, student.id, 'acepta'],
      [
        'derived access (days after enrolling) ended one second ago',
        { acceso_hasta: null, fecha: at(-days - 1000) },
        student.id,
        ACCESO_TERMINADO,
      ],
      [
        'derived access ends in one second',
        { acceso_hasta: null, fecha: at(-days + 1000) },
        student.id,
        'acepta',
      ],
      ['inactive', { activo: 0, acceso_hasta: at(1000) }, student.id, INSCRIPCION_INACTIVA],
      ["another student's", { activo: 1 }, other.student.id, INSCRIPCION_AJENA],
      // Decision 017: only a confirmed enrolment that is not a trial is graded.
      ['pending', { estado: 'pendiente' }, student.id, inscripcionPendiente(t.app.ctx.config)],
      ['rejected', { estado: 'rechazada' }, student.id, inscripcionRechazada(t.app.ctx.config)],
      ['a trial, open', { estado: 'confirmada', prueba: true }, student.id, PRUEBA_SOLO_LECCIONES],
      [
        'a trial asked for in earnest (pending)',
        { estado: 'pendiente' },
        student.id,
        PRUEBA_SOLO_LECCIONES,
      ],
      ['a trial, ended', { acceso_hasta: at(-1000) }, student.id, ACCESO_TERMINADO],
      [
        'access counts from the confirmation, not the registration',
        {
          estado: 'confirmada',
          prueba: false,
          acceso_hasta: null,
          fecha: at(-days - 1000),
          confirmada_en: at(-days + 1000),
        },
        student.id,
        'acepta',
      ],
      ['confirmed too long ago', { confirmada_en: at(-days - 1000) }, student.id, ACCESO_TERMINADO],
    ];
    for (const [name, values, alumno, expected] of cases) {
      await db.update(alumno_curso).set(values).where(eq(alumno_curso.id, ids.alumno_curso));
      const read = await checked(alumno);
      const graded = await oneStatement(alumno);
      expect([name, read], name).toEqual([name, expected]);
      expect([name, graded], name).toEqual([name, read === 'acepta' ? 'acepta' : 'rechaza']);
    }
  });
});
