import { describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  evaluacion_preguntas,
  evaluaciones,
} from '../../db/schema/index';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

async function attemptFixture() {
  const db = t.app.ctx.db;
  const ana = await createStudent(t.app.ctx);
  const curso = await createCourse(t.app.ctx);
  const e = await enrol(t.app.ctx, ana.id, curso.id);
  const [ev] = await db
    .insert(evaluaciones)
    .values({ curso: curso.id, nombre: 'Examen final', calificacion_aprobatoria: '70.00' })
    .returning();
  if (!ev) throw new Error('evaluation');
  const [q] = await db
    .insert(evaluacion_preguntas)
    .values({ evaluacion: ev.id, pregunta: '¿Capa del IP?' })
    .returning();
  if (!q) throw new Error('question');
  const [done, open] = await db
    .insert(alumno_evaluacion_curso)
    .values([
      {
        alumno_curso: e.id,
        evaluacion: ev.id,
        no_intento: 1,
        orden_preguntas: [],
        fecha: new Date('2026-01-10T10:00:00Z'),
        calificacion: '50.00',
        resultado: 0,
      },
      { alumno_curso: e.id, evaluacion: ev.id, no_intento: 2, orden_preguntas: [] },
    ])
    .returning();
  if (!done || !open) throw new Error('attempts');
  await db.insert(alumno_evaluacion_respuestas).values({
    alumno_evaluacion_curso: done.id,
    pregunta: q.id,
    respuestas: [],
    pregunta_pregunta: '¿Capa del IP?',
    respuesta_respuesta_alumno: 'Transporte',
    respuesta_correcta_evaluacion: 'Red',
    resultado: 0,
  });
  return { ana, enrolment: e, done };
}

describe('evaluation results of a student', () => {
  it('lists submitted attempts of an enrolment and the answers of one', async () => {
    const admin = await createAdmin(t.app.ctx);
    const auth = await loginAs(t.app, admin.email);
    const { enrolment, done } = await attemptFixture();
    const list = await post(
      '/api/getEvaluacionesAlumnoCurso/',
      { alumno_curso: enrolment.id },
      auth,
    );
    expect(list.json().content).toEqual([
      {
        id: done.id,
        fecha: '2026-01-10T10:00:00.000Z',
        evaluacion_nombre: 'Examen final',
        no_intento: 1,
        calificacion: '50.00',
        resultado: 0,
      },
    ]);
    const answers = await post(
      '/api/getRespuestasEvaluacionAlumno/',
      { alumno_evaluacion_curso: done.id },
      auth,
    );
    expect(answers.json().content).toEqual([
      {
        id: expect.any(Number),
        pregunta_pregunta: '¿Capa del IP?',
        respuesta_respuesta_alumno: 'Transporte',
        respuesta_correcta_evaluacion: 'Red',
        resultado: 0,
      },
    ]);
    expect(
      (await post('/api/getEvaluacionesAlumnoCurso/', { alumno_curso: 999 }, auth)).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/getRespuestasEvaluacionAlumno/', { alumno_evaluacion_curso: 999 }, auth))
        .statusCode,
    ).toBe(404);
    expect(
      (await post('/api/getEvaluacionesAlumnoCurso/', { alumno_curso: 'x' }, auth)).statusCode,
    ).toBe(400);
  });

  it('is for administrators only', async () => {
    const { ana, enrolment } = await attemptFixture();
    expect(
      (await post('/api/getEvaluacionesAlumnoCurso/', { alumno_curso: enrolment.id })).statusCode,
    ).toBe(401);
    const own = await loginAs(t.app, ana.email);
    expect(
      (await post('/api/getEvaluacionesAlumnoCurso/', { alumno_curso: enrolment.id }, own))
        .statusCode,
    ).toBe(403);
  });
});
