import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createSubmittedAttempt } from '../../../test/evaluations-admin-factories';
import {
  createAdmin,
  createStudent,
  createTeacher,
  loginAs,
  type UserRow,
} from '../../../test/factories';
import { createForumAnswer, createForumQuestion } from '../../../test/forum-admin-factories';
import { addMember, createGroup } from '../../../test/groups-payments-factories';
import { useTestApp } from '../../../test/helper';
import { createEvaluation } from '../../../test/learning-factories';
import { auditoria, foro_respuestas } from '../../db/schema/index';
import { FUERA_DE_TUS_GRUPOS } from '../../platform/auth/guard';

const t = useTestApp();

const call = (name: string, payload: object, authorization?: string, method = 'POST') =>
  t.app.inject({
    method: method as 'GET' | 'POST',
    url:
      method === 'GET'
        ? `/api/${name}/?${new URLSearchParams(Object.entries(payload).map(([k, v]): [string, string] => [k, String(v)]))}`
        : `/api/${name}/`,
    payload: method === 'GET' ? undefined : payload,
    headers: authorization ? { authorization } : {},
  });
const get = (name: string, payload: object, authorization?: string) =>
  call(name, payload, authorization, 'GET');

interface Fixture {
  /** Marta teaches group A1 of course A. */
  marta: { user: UserRow; auth: string };
  /** Pablo teaches group A2 of course A (the same course, another group) and group B1 of B. */
  pablo: { user: UserRow; auth: string };
  /** Olga teaches only group B1b of course B. */
  olga: { auth: string };
  admin: string;
  courseA: number;
  groupA1: number;
  groupA2: number;
  /** Luis, in Marta's group, with an attempt and a forum answer. */
  luis: { auth: string; enrolment: number; attempt: number; answer: number };
  /** Ana, in Pablo's group of the same course. */
  ana: { enrolment: number };
  question: number;
}

let f: Fixture;

beforeEach(async () => {
  const ctx = t.app.ctx;
  const marta = await createTeacher(ctx, { first_name: 'Marta', last_name: 'Ríos' });
  const pablo = await createTeacher(ctx, { first_name: 'Pablo', last_name: 'Soto' });
  const olga = await createTeacher(ctx, { first_name: 'Olga' });
  const admin = await createAdmin(ctx);
  const courseA = await createCourse(ctx, { nombre: 'Redes', slug: 'redes' });
  const courseB = await createCourse(ctx, { nombre: 'Linux', slug: 'linux' });
  const groupA1 = await createGroup(ctx, courseA.id, { nombre: 'Mañanas', profesor: marta.id });
  const groupA2 = await createGroup(ctx, courseA.id, { nombre: 'Tardes', profesor: pablo.id });
  await createGroup(ctx, courseB.id, { profesor: pablo.id });
  await createGroup(ctx, courseB.id, { profesor: olga.id });
  const luis = await createStudent(ctx, { first_name: 'Luis', last_name: 'Pérez' });
  const ana = await createStudent(ctx, { first_name: 'Ana', last_name: 'Alba' });
  const luisEnrolment = await enrol(ctx, luis.id, courseA.id);
  const anaEnrolment = await enrol(ctx, ana.id, courseA.id);
  await addMember(ctx, groupA1.id, luis.id, { alumno_curso: luisEnrolment.id });
  await addMember(ctx, groupA2.id, ana.id, { alumno_curso: anaEnrolment.id });
  const evaluation = await createEvaluation(ctx, courseA.id);
  const attempt = await createSubmittedAttempt(
    ctx,
    luisEnrolment.id,
    evaluation.evaluation.id,
    [
      {
        pregunta: evaluation.questions[0]?.id ?? 0,
        respuestas: [],
        pregunta_pregunta: '¿Capital de Francia?',
        respuesta_respuesta_alumno: 'Roma',
        respuesta_correcta_evaluacion: 'París',
        resultado: 0,
      },
    ],
    { calificacion: '0.00', resultado: 0 },
  );
  const question = await createForumQuestion(ctx, courseA.id);
  const answer = await createForumAnswer(ctx, question.id, luis.id, {
    alumno_curso: luisEnrolment.id,
    respuesta: 'Mi respuesta',
  });
  f = {
    marta: { user: marta, auth: await loginAs(t.app, marta.email) },
    pablo: { user: pablo, auth: await loginAs(t.app, pablo.email) },
    olga: { auth: await loginAs(t.app, olga.email) },
    admin: await loginAs(t.app, admin.email),
    courseA: courseA.id,
    groupA1: groupA1.id,
    groupA2: groupA2.id,
    luis: {
      auth: await loginAs(t.app, luis.email),
      enrolment: luisEnrolment.id,
      attempt: attempt.id,
      answer: answer.id,
    },
    ana: { enrolment: anaEnrolment.id },
    question: question.id,
  };
});

describe("a teacher's groups", () => {
  it('lists only the groups the caller teaches, with their course and students', async () => {
    const res = await get('getMisGrupos', {}, f.marta.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      count: 1,
      content: [{ id: f.groupA1, nombre: 'Mañanas', alumnos: 1, curso: { nombre: 'Redes' } }],
    });
    const pablo = await get('getMisGrupos', {}, f.pablo.auth);
    expect(pablo.json().count).toBe(2);
    expect(pablo.json().content.map((g: { id: number }) => g.id)).not.toContain(f.groupA1);
  });

  it('is for teachers only', async () => {
    expect((await get('getMisGrupos', {})).statusCode).toBe(401);
    expect((await get('getMisGrupos', {}, f.admin)).statusCode).toBe(403);
    expect((await get('getMisGrupos', {}, f.luis.auth)).statusCode).toBe(403);
  });

  it("shows a group's students with their progress, and refuses another teacher's group", async () => {
    const res = await get('getAlumnosMiGrupo', { grupo: f.groupA1 }, f.marta.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(1);
    expect(body.content[0]).toMatchObject({
      alumno_curso: f.luis.enrolment,
      first_name: 'Luis',
      avance: { evaluaciones_total: 1, evaluaciones_aprobadas: 0, completo: false },
    });
    expect(JSON.stringify(body)).not.toMatch(/precio|pago/);

    // Pablo teaches the same course, in another group: Marta's group stays closed to him.
    const other = await get('getAlumnosMiGrupo', { grupo: f.groupA1 }, f.pablo.auth);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe(FUERA_DE_TUS_GRUPOS);
    expect((await get('getAlumnosMiGrupo', { grupo: 999_999 }, f.marta.auth)).statusCode).toBe(403);
    expect((await get('getAlumnosMiGrupo', { grupo: 'x' }, f.marta.auth)).statusCode).toBe(400);
  });
});

describe("a teacher's gradebook", () => {
  it("lists only the group's students with the gradebook's columns, and refuses another teacher", async () => {
    const res = await get('getCalificacionesMiGrupo', { grupo: f.groupA1 }, f.marta.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 1, grupo: { id: f.groupA1 }, curso: { id: f.courseA } });
    expect(body.evaluaciones).toHaveLength(1);
    expect(body.results).toHaveLength(1);
    expect(body.results[0]).toMatchObject({
      alumno_curso: f.luis.enrolment,
      nombre: 'Luis',
      evaluaciones: [{ calificacion: '0.00', aprobada: false, intentos: 1 }],
      respuestas_foro: 1,
    });
    const other = await get('getCalificacionesMiGrupo', { grupo: f.groupA1 }, f.pablo.auth);
    expect(other.statusCode).toBe(403);
    const pablo = await get('getCalificacionesMiGrupo', { grupo: f.groupA2 }, f.pablo.auth);
    expect(pablo.json().results.map((r: { nombre: string }) => r.nombre)).toEqual(['Ana']);
    expect((await get('getCalificacionesMiGrupo', { grupo: f.groupA1 }, f.admin)).statusCode).toBe(
      403,
    );
  });
});

describe("a teacher reads their students' evaluations", () => {
  it("reads the attempts and answers of their own student, not of another teacher's", async () => {
    const attempts = await call(
      'getEvaluacionesAlumnoCurso',
      { alumno_curso: f.luis.enrolment },
      f.marta.auth,
    );
    expect(attempts.statusCode).toBe(200);
    expect(attempts.json().content).toHaveLength(1);
    const answers = await call(
      'getRespuestasEvaluacionAlumno',
      { alumno_evaluacion_curso: f.luis.attempt },
      f.marta.auth,
    );
    expect(answers.statusCode).toBe(200);
    expect(answers.json().content[0]).toMatchObject({ respuesta_respuesta_alumno: 'Roma' });

    for (const [name, payload] of [
      ['getEvaluacionesAlumnoCurso', { alumno_curso: f.luis.enrolment }],
      ['getRespuestasEvaluacionAlumno', { alumno_evaluacion_curso: f.luis.attempt }],
    ] as const) {
      expect((await call(name, payload, f.pablo.auth)).statusCode, name).toBe(403);
      expect((await call(name, payload, f.olga.auth)).statusCode, name).toBe(403);
    }
    // Marta's student is not Ana, in Pablo's group of the same course.
    const ana = await call(
      'getEvaluacionesAlumnoCurso',
      { alumno_curso: f.ana.enrolment },
      f.marta.auth,
    );
    expect(ana.statusCode).toBe(403);
  });
});

describe("a teacher in their course's forum", () => {
  it("answers a question with the 'Profesor' badge the student sees, and replies to an answer", async () => {
    const list = await call('getContenidoForoDiscusionCurso', { curso: f.courseA }, f.marta.auth);
    expect(list.statusCode).toBe(200);
    expect(list.json().count).toBe(1);

    const answer = await call(
      'agregarRespuestaForoProfesor',
      { foro_discusion: f.question, respuesta: 'Revisen la capa 3.' },
      f.marta.auth,
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json().content).toMatchObject({ nombre: 'Marta', profesor: true });
    const reply = await call(
      'agregarRespuestaRespuestaForoUsuario',
      { foro_discusion_respuesta: f.luis.answer, respuesta: 'Bien visto, Luis.' },
      f.marta.auth,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json().content).toMatchObject({ profesor: true });

    const seen = await call('getDataForoDiscusion', { pregunta: f.question }, f.luis.auth);
    expect(seen.statusCode).toBe(200);
    const content = seen.json().content as {
      nombre: string;
      profesor: boolean;
      respuestas2: { nombre: string; profesor: boolean }[];
    }[];
    expect(content.map((a) => [a.nombre, a.profesor])).toEqual([
      ['Luis', false],
      ['Marta', true],
    ]);
    expect(content[0]?.respuestas2).toMatchObject([{ nombre: 'Marta', profesor: true }]);
  });

  it('removes an answer in their course; a teacher of another course cannot touch it', async () => {
    const olga = await call(
      'eliminarRespuestaForoDiscusion',
      { respuesta: f.luis.answer },
      f.olga.auth,
    );
    expect(olga.statusCode).toBe(403);
    for (const [name, payload] of [
      ['getContenidoForoDiscusionCurso', { curso: f.courseA }],
      ['getRespuestasPreguntaForo', { pregunta: f.question }],
      ['agregarRespuestaForoProfesor', { foro_discusion: f.question, respuesta: 'Hola' }],
      [
        'agregarRespuestaRespuestaForoUsuario',
        { foro_discusion_respuesta: f.luis.answer, respuesta: 'Hola' },
      ],
    ] as const) {
      const res = await call(name, payload, f.olga.auth);
      expect(res.statusCode, name).toBe(403);
    }
    const kept = await t.app.ctx.db
      .select()
      .from(foro_respuestas)
      .where(eq(foro_respuestas.id, f.luis.answer));
    expect(kept).toHaveLength(1);

    const res = await call(
      'eliminarRespuestaForoDiscusion',
      { respuesta: f.luis.answer },
      f.marta.auth,
    );
    expect(res.statusCode).toBe(200);
    const gone = await t.app.ctx.db
      .select()
      .from(foro_respuestas)
      .where(eq(foro_respuestas.id, f.luis.answer));
    expect(gone).toHaveLength(0);
    // The removal is audited as the teacher's, naming the course (issue 23); Olga's refusal
    // recorded nothing.
    const entries = await t.app.ctx.db
      .select({ actor: auditoria.actor, detalles: auditoria.detalles })
      .from(auditoria)
      .where(eq(auditoria.entidad, 'foro_respuestas'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.detalles).toMatchObject({
      curso: 'Redes',
      autor: 'Luis Pérez',
      como: 'Profesor del curso',
    });
  });

  it('still refuses a teacher every platform call not declared for teachers', async () => {
    for (const [name, payload] of [
      ['getAlumnosGrupoCurso', { grupo: f.groupA1 }],
      ['getAlumnosCurso', { curso: f.courseA }],
      ['agregarPreguntaForo', { curso: f.courseA, pregunta: '¿Y?' }],
    ] as const) {
      const res = await call(name, payload, f.marta.auth);
      expect(res.statusCode, name).toBe(403);
    }
  });
});
