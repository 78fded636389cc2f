import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import {
  createEvaluation,
  createEvaluationQuestion,
  createSubmittedAttempt,
} from '../../../test/evaluations-admin-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
} from '../../db/schema/index';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import { EVALUACION_NO_ENCONTRADA, OPCION_AJENA, PREGUNTA_NO_EXISTE } from './messages';

const t = useTestApp();

const post = (call: string, payload: object, authorization?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/${call}/`,
    payload,
    headers: authorization ? { authorization } : {},
  });

let admin: string;

beforeEach(async () => {
  const user = await createAdmin(t.app.ctx);
  admin = await loginAs(t.app, user.email);
});

const fields = {
  nombre: 'Examen final',
  instrucciones: '<p>Lee con <strong>calma</strong>.</p>',
  no_intentos: 2,
  calificacion_aprobatoria: 75.5,
};

/** An evaluation with one answered question: a submitted attempt graded on it. */
async function attemptedEvaluation() {
  const ctx = t.app.ctx;
  const course = await createCourse(ctx);
  const evaluation = await createEvaluation(ctx, course.id);
  const { question, options } = await createEvaluationQuestion(ctx, evaluation.id, {
    pregunta: '¿Capa del router?',
    respuestas: [
      { respuesta: 'Capa 3', correcta: 1 },
      { respuesta: 'Capa 2', correcta: 0 },
    ],
  });
  const student = await createStudent(ctx);
  const enrolment = await enrol(ctx, student.id, course.id);
  const [right, wrong] = options;
  if (!right || !wrong) throw new Error('options missing');
  const attempt = await createSubmittedAttempt(
    ctx,
    enrolment.id,
    evaluation.id,
    [
      {
        pregunta: question.id,
        respuestas: [wrong.id],
        pregunta_pregunta: '¿Capa del router?',
        respuesta_respuesta_alumno: 'Capa 2',
        respuesta_correcta_evaluacion: 'Capa 3',
        resultado: 0,
      },
    ],
    { calificacion: '0.00', resultado: 0 },
  );
  return { course, evaluation, question, right, wrong, attempt };
}

describe('who may author evaluations', () => {
  const question = { pregunta: '¿Sí?', tipo: 1, respuestas: [{ respuesta: 'Sí', correcta: 1 }] };
  const calls: [string, object][] = [
    ['getEvaluacionesCurso', { curso: 1 }],
    ['agregarEvaluacionCurso', { ...fields, curso: 1 }],
    ['editarEvaluacionCurso', { evaluacion: 1 }],
    ['actualizarEvaluacionCurso', { ...fields, evaluacion: 1 }],
    ['eliminarEvaluacionCurso', { evaluacion: 1 }],
    ['getPreguntasEvaluacion', { evaluacion: 1 }],
    ['agregarPreguntaEvaluacion', { ...question, evaluacion: 1 }],
    ['editarPreguntaEvaluacion', { pregunta: 1 }],
    ['actualizarPreguntaEvaluacion', { ...question, pregunta_id: 1 }],
    ['eliminarPreguntaEvaluacion', { pregunta: 1 }],
  ];

  it('answers 401 without a session and 403 to students and teachers', async () => {
    const student = await loginAs(t.app, (await createStudent(t.app.ctx)).email);
    const teacher = await loginAs(t.app, (await createTeacher(t.app.ctx)).email);
    for (const [call, payload] of calls) {
      expect((await post(call, payload)).statusCode, call).toBe(401);
      expect((await post(call, payload, student)).statusCode, call).toBe(403);
      expect((await post(call, payload, teacher)).statusCode, call).toBe(403);
    }
  });
});

describe('evaluations of a course', () => {
  it('adds an evaluation with sanitised instructions and both random flags on by default', async () => {
    const course = await createCourse(t.app.ctx);
    const res = await post(
      'agregarEvaluacionCurso',
      {
        ...fields,
        instrucciones:
          '<p onclick="robar()">Hola<script>alert(1)</script></p><img src=x onerror=alert(1)>',
        curso: course.id,
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).toMatchObject({
      curso: course.id,
      nombre: 'Examen final',
      instrucciones: '<p>Hola</p><img src="x" />',
      no_intentos: 2,
      calificacion_aprobatoria: 75.5,
      preguntas_aleatorias: 1,
      respuestas_aleatorias: 1,
      total_preguntas: 0,
      total_intentos: 0,
    });
    const [row] = await t.app.ctx.db
      .select()
      .from(evaluaciones)
      .where(eq(evaluaciones.id, content.id));
    expect(row?.instrucciones).toBe('<p>Hola</p><img src="x" />');
    expect(row?.calificacion_aprobatoria).toBe('75.50');
  });

  it('lists the evaluations in use with their counts and the course, and pages them', async () => {
    const { course, evaluation } = await attemptedEvaluation();
    const archived = await createEvaluation(t.app.ctx, course.id, { archivada_en: new Date() });
    const other = await createEvaluation(t.app.ctx, course.id, {
      nombre: 'Parcial',
      preguntas_aleatorias: 0,
    });
    const res = await post('getEvaluacionesCurso', { curso: course.id }, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.dataCurso).toEqual({ id: course.id, nombre: course.nombre, slug: course.slug });
    expect(body.content.map((e: { id: number }) => e.id)).toEqual([evaluation.id, other.id]);
    expect(body.content).not.toContainEqual(expect.objectContaining({ id: archived.id }));
    expect(body.content[0]).toMatchObject({ total_preguntas: 1, total_intentos: 1 });
    expect(body.content[1]).toMatchObject({
      nombre: 'Parcial',
      calificacion_aprobatoria: 60,
      no_intentos: 1,
      preguntas_aleatorias: 0,
      total_preguntas: 0,
      total_intentos: 0,
    });

    await t.app.ctx.db
      .insert(evaluaciones)
      .values(Array.from({ length: 19 }, (_, i) => ({ curso: course.id, nombre: `E${i}` })));
    const page2 = (await post('getEvaluacionesCurso', { curso: course.id, page: 2 }, admin)).json();
    expect(page2.count).toBe(21);
    expect(page2.content.map((e: { nombre: string }) => e.nombre)).toEqual(['E18']);
  });

  it('reads an evaluation back and updates it', async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id);
    const read = await post('editarEvaluacionCurso', { evaluacion: evaluation.id }, admin);
    expect(read.json().content).toMatchObject({ id: evaluation.id, nombre: evaluation.nombre });
    const res = await post(
      'actualizarEvaluacionCurso',
      {
        ...fields,
        instrucciones: '<a href="javascript:alert(1)">x</a>',
        respuestas_aleatorias: 0,
        evaluacion: evaluation.id,
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toMatchObject({
      nombre: 'Examen final',
      instrucciones: '<a rel="noopener noreferrer nofollow">x</a>',
      respuestas_aleatorias: 0,
      preguntas_aleatorias: 1,
      calificacion_aprobatoria: 75.5,
    });
  });

  it('refuses bad evaluation fields with 400, writing nothing', async () => {
    const course = await createCourse(t.app.ctx);
    const bad = [
      { ...fields, nombre: '  ' },
      { ...fields, no_intentos: 0 },
      { ...fields, no_intentos: 1.5 },
      { ...fields, calificacion_aprobatoria: 101 },
      { ...fields, calificacion_aprobatoria: -1 },
      { ...fields, preguntas_aleatorias: 2 },
      { nombre: 'Sin intentos' },
    ];
    for (const payload of bad) {
      const res = await post('agregarEvaluacionCurso', { ...payload, curso: course.id }, admin);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const res = await post(
      'agregarEvaluacionCurso',
      { ...fields, no_intentos: 0, curso: course.id },
      admin,
    );
    expect(res.json().error.fields).toEqual([
      { path: 'no_intentos', message: 'El número de intentos debe ser al menos 1.' },
    ]);
    expect(await t.app.ctx.db.select().from(evaluaciones)).toEqual([]);
  });

  it('refuses a passing grade outside 0–100 with its message, never clamping it (issue 23)', async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id);
    for (const calificacion_aprobatoria of [150, 100.01, -0.5]) {
      const res = await post(
        'actualizarEvaluacionCurso',
        { ...fields, calificacion_aprobatoria, evaluacion: evaluation.id },
        admin,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual([
        {
          path: 'calificacion_aprobatoria',
          message: 'La calificación aprobatoria debe estar entre 0 y 100.',
        },
      ]);
    }
    const [stored] = await t.app.ctx.db.select().from(evaluaciones);
    expect(stored?.calificacion_aprobatoria).toBe(evaluation.calificacion_aprobatoria);
  });

  it('answers 404 for an unknown course or evaluation', async () => {
    const list = await post('getEvaluacionesCurso', { curso: 999 }, admin);
    expect(list.statusCode).toBe(404);
    expect(list.json().error.message).toBe(CURSO_NO_ENCONTRADO);
    const add = await post('agregarEvaluacionCurso', { ...fields, curso: 999 }, admin);
    expect(add.json().error.message).toBe(CURSO_NO_ENCONTRADO);
    for (const call of [
      'editarEvaluacionCurso',
      'eliminarEvaluacionCurso',
      'getPreguntasEvaluacion',
    ]) {
      const res = await post(call, { evaluacion: 999 }, admin);
      expect(res.statusCode, call).toBe(404);
      expect(res.json().error.message).toBe(EVALUACION_NO_ENCONTRADA);
    }
    const update = await post('actualizarEvaluacionCurso', { ...fields, evaluacion: 999 }, admin);
    expect(update.statusCode).toBe(404);
  });
});

describe('eliminarEvaluacionCurso', () => {
  it('deletes an evaluation nobody attempted, with its questions', async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id);
    await createEvaluationQuestion(t.app.ctx, evaluation.id);
    const res = await post('eliminarEvaluacionCurso', { evaluacion: evaluation.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual({ id: evaluation.id, archivada: 0 });
    expect(await t.app.ctx.db.select().from(evaluaciones)).toEqual([]);
    expect(await t.app.ctx.db.select().from(evaluacion_preguntas)).toEqual([]);
    expect(await t.app.ctx.db.select().from(evaluacion_respuestas)).toEqual([]);
  });

  it('archives an evaluation with attempts and keeps every grade and answer', async () => {
    const { course, evaluation, attempt } = await attemptedEvaluation();
    const res = await post('eliminarEvaluacionCurso', { evaluacion: evaluation.id }, admin);
    expect(res.json().content).toEqual({ id: evaluation.id, archivada: 1 });
    const [row] = await t.app.ctx.db
      .select()
      .from(evaluaciones)
      .where(eq(evaluaciones.id, evaluation.id));
    expect(row?.archivada_en).toBeInstanceOf(Date);
    const [kept] = await t.app.ctx.db.select().from(alumno_evaluacion_curso);
    expect(kept).toMatchObject({ id: attempt.id, calificacion: '0.00', resultado: 0 });
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_respuestas)).toHaveLength(1);

    const list = (await post('getEvaluacionesCurso', { curso: course.id }, admin)).json();
    expect(list).toMatchObject({ count: 0, content: [] });
    const again = await post('eliminarEvaluacionCurso', { evaluacion: evaluation.id }, admin);
    expect(again.statusCode).toBe(404);
    const edit = await post('editarEvaluacionCurso', { evaluacion: evaluation.id }, admin);
    expect(edit.statusCode).toBe(404);
  });

  it('refuses a malformed id with 400', async () => {
    expect((await post('eliminarEvaluacionCurso', { evaluacion: 'uno' }, admin)).statusCode).toBe(
      400,
    );
  });
});

describe('questions of an evaluation', () => {
  it('adds a tipo 1 and a tipo 2 question and lists them in order with their options', async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id, { nombre: 'Redes' });
    const single = await post(
      'agregarPreguntaEvaluacion',
      {
        evaluacion: evaluation.id,
        pregunta: ' ¿Capa del router? ',
        tipo: 1,
        respuestas: [
          { respuesta: 'Capa 3', correcta: 1 },
          { respuesta: ' Capa 2 ', correcta: 0 },
        ],
      },
      admin,
    );
    expect(single.statusCode).toBe(200);
    expect(single.json().content).toMatchObject({
      evaluacion: evaluation.id,
      pregunta: '¿Capa del router?',
      tipo: 1,
      orden: 1,
      respuestas: [
        { respuesta: 'Capa 3', correcta: 1 },
        { respuesta: 'Capa 2', correcta: 0 },
      ],
    });
    const multiple = await post(
      'agregarPreguntaEvaluacion',
      {
        evaluacion: evaluation.id,
        pregunta: '¿Protocolos de transporte?',
        tipo: 2,
        respuestas: [
          { respuesta: 'TCP', correcta: 1 },
          { respuesta: 'UDP', correcta: 1 },
          { respuesta: 'IP', correcta: 0 },
        ],
      },
      admin,
    );
    expect(multiple.json().content).toMatchObject({ tipo: 2, orden: 2 });

    const list = await post('getPreguntasEvaluacion', { evaluacion: evaluation.id }, admin);
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.dataEvaluacion).toEqual({ id: evaluation.id, nombre: 'Redes', curso: course.id });
    expect(body.content.map((q: { pregunta: string }) => q.pregunta)).toEqual([
      '¿Capa del router?',
      '¿Protocolos de transporte?',
    ]);
    expect(body.content[1].respuestas.map((r: { respuesta: string }) => r.respuesta)).toEqual([
      'TCP',
      'UDP',
      'IP',
    ]);
    const read = await post('editarPreguntaEvaluacion', { pregunta: body.content[0].id }, admin);
    expect(read.json().content).toEqual(body.content[0]);
  });

  it('refuses a question without a correct option, a tipo 1 with two, or without options', async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id);
    const cases: [object, string][] = [
      [
        { tipo: 2, respuestas: [{ respuesta: 'A', correcta: 0 }] },
        'Marca al menos una respuesta como correcta.',
      ],
      [
        {
          tipo: 1,
          respuestas: [
            { respuesta: 'A', correcta: 1 },
            { respuesta: 'B', correcta: 1 },
          ],
        },
        'Una pregunta de una sola respuesta (tipo 1) debe tener exactamente una respuesta correcta.',
      ],
      [{ tipo: 1, respuestas: [] }, 'Agrega al menos una respuesta.'],
      [{ tipo: 3, respuestas: [{ respuesta: 'A', correcta: 1 }] }, 'El tipo debe ser'],
      [
        { tipo: 1, respuestas: [{ respuesta: '  ', correcta: 1 }] },
        'Escribe el texto de la respuesta.',
      ],
    ];
    for (const [payload, message] of cases) {
      const res = await post(
        'agregarPreguntaEvaluacion',
        { evaluacion: evaluation.id, pregunta: '¿Sí?', ...payload },
        admin,
      );
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error.fields[0].message).toContain(message);
    }
    expect(await t.app.ctx.db.select().from(evaluacion_preguntas)).toEqual([]);
    const missing = await post(
      'agregarPreguntaEvaluacion',
      { evaluacion: 999, pregunta: '¿Sí?', respuestas: [{ respuesta: 'Sí', correcta: 1 }] },
      admin,
    );
    expect(missing.statusCode).toBe(404);
  });

  it('updates a question in place: named options keep their ids, others are added or removed', async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id);
    const { question, options } = await createEvaluationQuestion(t.app.ctx, evaluation.id, {
      respuestas: [
        { respuesta: 'A', correcta: 1 },
        { respuesta: 'B', correcta: 0 },
        { respuesta: 'C', correcta: 0 },
      ],
    });
    const [a, , c] = options;
    const res = await post(
      'actualizarPreguntaEvaluacion',
      {
        pregunta_id: question.id,
        pregunta: '¿Nueva?',
        tipo: 2,
        respuestas: [
          { id: c?.id, respuesta: 'C cambiada', correcta: 1 },
          { id: a?.id, respuesta: 'A', correcta: 1 },
          { respuesta: 'D', correcta: 0 },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const { content } = res.json();
    expect(content).toMatchObject({ id: question.id, pregunta: '¿Nueva?', tipo: 2 });
    expect(content.respuestas).toEqual([
      { id: c?.id, respuesta: 'C cambiada', correcta: 1 },
      { id: a?.id, respuesta: 'A', correcta: 1 },
      { id: expect.any(Number), respuesta: 'D', correcta: 0 },
    ]);
    expect(await t.app.ctx.db.select().from(evaluacion_respuestas)).toHaveLength(3);
  });

  it('leaves submitted attempts as graded when a question they answered is edited', async () => {
    const { question, right, wrong, attempt } = await attemptedEvaluation();
    const res = await post(
      'actualizarPreguntaEvaluacion',
      {
        pregunta_id: question.id,
        pregunta: '¿Capa del switch?',
        tipo: 1,
        respuestas: [
          { id: right.id, respuesta: 'Capa 3', correcta: 0 },
          { id: wrong.id, respuesta: 'Capa 2', correcta: 1 },
        ],
      },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const [graded] = await t.app.ctx.db
      .select()
      .from(alumno_evaluacion_curso)
      .where(eq(alumno_evaluacion_curso.id, attempt.id));
    expect(graded).toMatchObject({ calificacion: '0.00', resultado: 0 });
    const [answer] = await t.app.ctx.db.select().from(alumno_evaluacion_respuestas);
    expect(answer).toMatchObject({
      pregunta_pregunta: '¿Capa del router?',
      respuesta_respuesta_alumno: 'Capa 2',
      respuesta_correcta_evaluacion: 'Capa 3',
      resultado: 0,
    });
  });

  it("refuses another question's option id with 400 and an unknown question with 404", async () => {
    const course = await createCourse(t.app.ctx);
    const evaluation = await createEvaluation(t.app.ctx, course.id);
    const { question } = await createEvaluationQuestion(t.app.ctx, evaluation.id);
    const { options: others } = await createEvaluationQuestion(t.app.ctx, evaluation.id);
    const res = await post(
      'actualizarPreguntaEvaluacion',
      {
        pregunta_id: question.id,
        pregunta: '¿Sí?',
        tipo: 1,
        respuestas: [{ id: others[0]?.id, respuesta: 'Robada', correcta: 1 }],
      },
      admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(OPCION_AJENA);
    const [untouched] = await t.app.ctx.db
      .select()
      .from(evaluacion_preguntas)
      .where(eq(evaluacion_preguntas.id, question.id));
    expect(untouched?.pregunta).toBe(question.pregunta);

    const missing = await post(
      'actualizarPreguntaEvaluacion',
      { pregunta_id: 999, pregunta: '¿Sí?', respuestas: [{ respuesta: 'Sí', correcta: 1 }] },
      admin,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(PREGUNTA_NO_EXISTE);
    expect((await post('editarPreguntaEvaluacion', { pregunta: 999 }, admin)).statusCode).toBe(404);
  });

  it('deletes a question of an evaluation without attempts, archives one with attempts', async () => {
    const course = await createCourse(t.app.ctx);
    const fresh = await createEvaluation(t.app.ctx, course.id);
    const { question: loose } = await createEvaluationQuestion(t.app.ctx, fresh.id);
    const deleted = await post('eliminarPreguntaEvaluacion', { pregunta: loose.id }, admin);
    expect(deleted.json().content).toEqual({ id: loose.id, archivada: 0 });
    expect(
      await t.app.ctx.db
        .select()
        .from(evaluacion_preguntas)
        .where(eq(evaluacion_preguntas.id, loose.id)),
    ).toEqual([]);

    const { evaluation, question } = await attemptedEvaluation();
    const archived = await post('eliminarPreguntaEvaluacion', { pregunta: question.id }, admin);
    expect(archived.json().content).toEqual({ id: question.id, archivada: 1 });
    const list = (
      await post('getPreguntasEvaluacion', { evaluacion: evaluation.id }, admin)
    ).json();
    expect(list.content).toEqual([]);
    expect(await t.app.ctx.db.select().from(alumno_evaluacion_respuestas)).toHaveLength(1);
    expect(
      (await post('eliminarPreguntaEvaluacion', { pregunta: question.id }, admin)).statusCode,
    ).toBe(404);
    expect((await post('eliminarPreguntaEvaluacion', { pregunta: 0 }, admin)).statusCode).toBe(400);
  });
});
