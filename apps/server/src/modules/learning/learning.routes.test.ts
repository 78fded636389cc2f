import { ACCESO_TERMINADO } from '@academia/contract/learning/common';
import { describe, expect, it } from 'vitest';
import { enrol } from '../../../test/course-factories';
import { createStudent, createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import { adminAuth, createLearningCourse, enrolledStudent } from '../../../test/learning-factories';
import { INSCRIPCION_AJENA, NO_INSCRITO } from './messages';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });
const get = (url: string, authorization?: string) =>
  t.app.inject({ method: 'GET', url, headers: authorization ? { authorization } : {} });

const DAY = 24 * 60 * 60 * 1000;

describe('getCursosAlumno', () => {
  it('lists only active enrolments with progress and access', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const { student, enrolment, auth } = await enrolledStudent(t.app, course.id);
    await enrol(t.app.ctx, student.id, other.course.id, { activo: 0 });
    await post(
      '/api/marcarComoCompletado/',
      { subtema: lessons[0]?.id, alumno_curso: enrolment.id },
      auth,
    );

    const res = await get('/api/getCursosAlumno/', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().content).toEqual([
      expect.objectContaining({
        id_curso: course.id,
        slug_curso: course.slug,
        unique_id: enrolment.unique_id,
        alumno_curso: enrolment.id,
        nombre: course.nombre,
        avance: 33,
        acceso_vigente: true,
      }),
    ]);
  });

  it('counts access from the later of enrolment and course start, or the extension', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id, {
      fecha: new Date(Date.now() - 400 * DAY),
    });
    const [card] = (await get('/api/getCursosAlumno/', auth)).json().content;
    // The course started 2026-01-15 and gives 365 days: the enrolment (400 days ago) is earlier.
    expect(card.acceso_hasta.slice(0, 10)).toBe('2027-01-15');

    const { auth: admin } = await adminAuth(t.app);
    const past = new Date(Date.now() - DAY).toISOString();
    const ext = await post(
      '/api/extenderAccesoAlumnoCurso/',
      { alumno_curso: enrolment.id, acceso_hasta: past },
      admin,
    );
    expect(ext.statusCode).toBe(200);
    expect(ext.json().content.acceso_vigente).toBe(false);
    const [after] = (await get('/api/getCursosAlumno/', auth)).json().content;
    expect(after.acceso_vigente).toBe(false);
  });

  it('requires a session (401) and the student role (403)', async () => {
    expect((await get('/api/getCursosAlumno/')).statusCode).toBe(401);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (await get('/api/getCursosAlumno/', await loginAs(t.app, teacher.email))).statusCode,
    ).toBe(403);
  });
});

describe('getTemasCurso', () => {
  it('answers the outline with ticks, progress and where the student goes next', async () => {
    const { course, topics, lessons } = await createLearningCourse(t.app.ctx);
    const { enrolment, auth } = await enrolledStudent(t.app, course.id);
    await post(
      '/api/marcarComoCompletado/',
      { subtema: lessons[0]?.id, alumno_curso: enrolment.id },
      auth,
    );

    const res = await post(
      '/api/getTemasCurso/',
      { curso: course.id, alumno_curso: enrolment.unique_id },
      auth,
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.content).toEqual([
      {
        id: topics[0]?.id,
        nombre: 'Primer tema',
        subtemas: [
          { id: lessons[0]?.id, nombre: 'Lección uno', estatus: 1 },
          { id: lessons[1]?.id, nombre: 'Lección dos', estatus: 0 },
        ],
      },
      {
        id: topics[1]?.id,
        nombre: 'Segundo tema',
        subtemas: [{ id: lessons[2]?.id, nombre: 'Lección tres', estatus: 0 }],
      },
    ]);
    expect(body.avance).toBe(33);
    expect(body.subtemaActual).toBe(lessons[1]?.id);
    expect(body.temaActivo).toBe(topics[0]?.id);
    expect(body.dataCurso).toMatchObject({
      id: course.id,
      alumno_curso: enrolment.id,
      acceso_vigente: true,
    });
    // The numeric id works too.
    expect(
      (await post('/api/getTemasCurso/', { curso: course.id, alumno_curso: enrolment.id }, auth))
        .statusCode,
    ).toBe(200);
  });

  it("refuses another student's enrolment, a wrong course and bad input", async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const { enrolment } = await enrolledStudent(t.app, course.id);
    const { auth: intruder } = await enrolledStudent(t.app, course.id);
    const res = await post(
      '/api/getTemasCurso/',
      { curso: course.id, alumno_curso: enrolment.unique_id },
      intruder,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(INSCRIPCION_AJENA);
    const { auth: own, enrolment: mine } = await enrolledStudent(t.app, course.id);
    expect(
      (await post('/api/getTemasCurso/', { curso: course.id + 1000, alumno_curso: mine.id }, own))
        .statusCode,
    ).toBe(403);
    expect(
      (await post('/api/getTemasCurso/', { curso: 'x', alumno_curso: 'no-uuid' }, own)).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/getTemasCurso/', { curso: course.id, alumno_curso: mine.id })).statusCode,
    ).toBe(401);
  });
});

describe('getSubtema', () => {
  it('answers the lesson, its materials, quiz and the sentinels', async () => {
    const { course, topics, lessons } = await createLearningCourse(t.app.ctx);
    const { auth } = await enrolledStudent(t.app, course.id);
    const [s1, s2, s3] = lessons;

    const first = (
      await post('/api/getSubtema/', { subtema: s1?.id, curso: course.id }, auth)
    ).json();
    expect(first).toMatchObject({
      success: true,
      content: {
        id: s1?.id,
        nombre: 'Lección uno',
        nota: '<p>Hola</p>',
        video: expect.stringMatching(/^videos\/uno\.mp4\?exp=\d+&v=\d+&sig=[\w-]{43}$/),
      },
      // Signed for this student: the material's bare path is no address (signed-files.ts).
      materiales: [
        {
          nombre: 'Guía',
          archivo: expect.stringMatching(/^materiales\/guia\.pdf\?exp=\d+&v=\d+&sig=[\w-]{43}$/),
        },
      ],
      quizzes: [
        {
          nombre: 'Repaso',
          preguntas: [{ pregunta: '¿2 + 2?', respuestas: ['3', '4'], respuestaCorrecta: 1 }],
        },
      ],
      anterior: 0,
      siguiente: s2?.id,
      siguienteTemaSubtema: s3?.id,
      terminado: 0,
      temaActivo: topics[0]?.id,
    });
    const second = (
      await post('/api/getSubtema/', { subtema: s2?.id, curso: course.id }, auth)
    ).json();
    expect(second).toMatchObject({
      anterior: s1?.id,
      siguiente: 100000,
      siguienteTemaSubtema: s3?.id,
    });
    const last = (
      await post('/api/getSubtema/', { subtema: s3?.id, curso: course.id }, auth)
    ).json();
    expect(last).toMatchObject({ anterior: 0, siguiente: 100000, siguienteTemaSubtema: 0 });
  });

  it('lets an administrator read any lesson, with terminado 0', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const { auth } = await adminAuth(t.app);
    const res = await post('/api/getSubtema/', { subtema: lessons[0]?.id, curso: course.id }, auth);
    expect(res.statusCode).toBe(200);
    expect(res.json().terminado).toBe(0);
  });

  it('refuses a student not enrolled, a lesson of another course and an ended access', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const stranger = await createStudent(t.app.ctx);
    const res = await post(
      '/api/getSubtema/',
      { subtema: lessons[0]?.id, curso: course.id },
      await loginAs(t.app, stranger.email),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(NO_INSCRITO);

    const { auth } = await enrolledStudent(t.app, course.id);
    expect(
      (await post('/api/getSubtema/', { subtema: other.lessons[0]?.id, curso: course.id }, auth))
        .statusCode,
    ).toBe(404);

    const { auth: late } = await enrolledStudent(t.app, other.course.id, {
      acceso_hasta: new Date(Date.now() - DAY),
    });
    const ended = await post(
      '/api/getSubtema/',
      { subtema: other.lessons[0]?.id, curso: other.course.id },
      late,
    );
    expect(ended.statusCode).toBe(403);
    expect(ended.json().error.message).toBe(ACCESO_TERMINADO);
    // Progress stays visible.
    expect((await get('/api/getCursosAlumno/', late)).statusCode).toBe(200);

    expect(
      (await post('/api/getSubtema/', { subtema: 0, curso: course.id }, auth)).statusCode,
    ).toBe(400);
    expect((await post('/api/getSubtema/', { subtema: 1, curso: 1 })).statusCode).toBe(401);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (
        await post(
          '/api/getSubtema/',
          { subtema: 1, curso: 1 },
          await loginAs(t.app, teacher.email),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('marcarComoCompletado', () => {
  it('is idempotent and never goes above 100 %', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const { enrolment, auth } = await enrolledStudent(t.app, course.id);
    const mark = (subtema: number | undefined) =>
      post('/api/marcarComoCompletado/', { subtema, alumno_curso: enrolment.id }, auth);
    expect((await mark(lessons[0]?.id)).json().content).toEqual({ terminado: 1, avance: 33 });
    expect((await mark(lessons[0]?.id)).json().content).toEqual({ terminado: 1, avance: 33 });
    await Promise.all([mark(lessons[1]?.id), mark(lessons[1]?.id)]);
    expect((await mark(lessons[2]?.id)).json().content).toEqual({ terminado: 1, avance: 100 });
    const s = (
      await post('/api/getSubtema/', { subtema: lessons[2]?.id, curso: course.id }, auth)
    ).json();
    expect(s.terminado).toBe(1);
  });

  it("refuses another student's enrolment and a lesson of another course", async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const { enrolment } = await enrolledStudent(t.app, course.id);
    const { auth, enrolment: mine } = await enrolledStudent(t.app, course.id);
    const res = await post(
      '/api/marcarComoCompletado/',
      { subtema: lessons[0]?.id, alumno_curso: enrolment.id },
      auth,
    );
    expect(res.statusCode).toBe(403);
    expect(
      (
        await post(
          '/api/marcarComoCompletado/',
          { subtema: other.lessons[0]?.id, alumno_curso: mine.id },
          auth,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await post('/api/marcarComoCompletado/', { subtema: 'a', alumno_curso: mine.id }, auth))
        .statusCode,
    ).toBe(400);
    const { auth: admin } = await adminAuth(t.app);
    expect(
      (
        await post(
          '/api/marcarComoCompletado/',
          { subtema: lessons[0]?.id, alumno_curso: mine.id },
          admin,
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('video position', () => {
  it('saves and reads where the student stopped, for any device', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const { auth, student } = await enrolledStudent(t.app, course.id);
    const subtema = lessons[0]?.id;
    expect((await get(`/api/getPosicionVideo/?subtema=${subtema}`, auth)).json().content).toEqual({
      segundos: 0,
      duracion: null,
    });
    expect(
      (await post('/api/guardarPosicionVideo/', { subtema, segundos: 12.7, duracion: 300 }, auth))
        .statusCode,
    ).toBe(200);
    await post('/api/guardarPosicionVideo/', { subtema, segundos: 42 }, auth);
    const other = await loginAs(t.app, student.email);
    expect((await get(`/api/getPosicionVideo/?subtema=${subtema}`, other)).json().content).toEqual({
      segundos: 42,
      duracion: 300,
    });
  });

  it('refuses a lesson of a course the student is not in, and bad input', async () => {
    const { lessons } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const { auth } = await enrolledStudent(t.app, other.course.id);
    expect((await get(`/api/getPosicionVideo/?subtema=${lessons[0]?.id}`, auth)).statusCode).toBe(
      403,
    );
    expect(
      (await post('/api/guardarPosicionVideo/', { subtema: lessons[0]?.id, segundos: 5 }, auth))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/guardarPosicionVideo/',
          { subtema: other.lessons[0]?.id, segundos: -1 },
          auth,
        )
      ).statusCode,
    ).toBe(400);
    expect((await get(`/api/getPosicionVideo/?subtema=${lessons[0]?.id}`)).statusCode).toBe(401);
  });
});

describe('extenderAccesoAlumnoCurso', () => {
  it('reopens an ended access; only administrators may', async () => {
    const { course, lessons } = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id, {
      acceso_hasta: new Date(Date.now() - DAY),
    });
    const lesson = { subtema: lessons[0]?.id, curso: course.id };
    expect((await post('/api/getSubtema/', lesson, auth)).statusCode).toBe(403);

    const payload = { alumno_curso: enrolment.id, acceso_hasta: '2099-12-31' };
    expect((await post('/api/extenderAccesoAlumnoCurso/', payload, auth)).statusCode).toBe(403);
    expect((await post('/api/extenderAccesoAlumnoCurso/', payload)).statusCode).toBe(401);
    const { auth: admin } = await adminAuth(t.app);
    const res = await post('/api/extenderAccesoAlumnoCurso/', payload, admin);
    expect(res.json().content).toEqual({
      id: enrolment.id,
      acceso_hasta: '2099-12-31T23:59:59.999Z',
      acceso_vigente: true,
    });
    expect((await post('/api/getSubtema/', lesson, auth)).statusCode).toBe(200);

    expect(
      (
        await post(
          '/api/extenderAccesoAlumnoCurso/',
          { alumno_curso: enrolment.id, acceso_hasta: 'mañana' },
          admin,
        )
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await post(
          '/api/extenderAccesoAlumnoCurso/',
          { alumno_curso: 999999, acceso_hasta: '2099-01-01' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
  });
});

describe('cached course content (decision 015)', () => {
  it('an edit of the outline or of a lesson shows in the next student call', async () => {
    const { course, topics, lessons } = await createLearningCourse(t.app.ctx);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    const { auth: admin } = await adminAuth(t.app);
    const temas = () =>
      post('/api/getTemasCurso/', { curso: course.id, alumno_curso: enrolment.id }, auth);
    const subtema = () =>
      post('/api/getSubtema/', { subtema: lessons[0]?.id, curso: course.id }, auth);
    // Read twice: the second answer comes from the cached outline and lesson.
    for (let i = 0; i < 2; i++) {
      expect((await temas()).json().content[0].nombre).toBe('Primer tema');
      expect((await subtema()).json().materiales).toHaveLength(1);
    }

    const renamed = await post(
      '/api/actualizarTemaCurso/',
      { id: topics[0]?.id, tema: 'Tema renombrado' },
      admin,
    );
    expect(renamed.statusCode).toBe(200);
    const added = await post(
      '/api/agregarSubtemaTema/',
      { tema: topics[1]?.id, nombre: 'Lección nueva' },
      admin,
    );
    expect(added.statusCode).toBe(200);
    const outline = (await temas()).json();
    expect(outline.content[0].nombre).toBe('Tema renombrado');
    expect(outline.content[1].subtemas.map((s: { nombre: string }) => s.nombre)).toEqual([
      'Lección tres',
      'Lección nueva',
    ]);
    expect(outline.avance).toBe(0);

    const material = (await subtema()).json().materiales[0];
    const removed = await post('/api/eliminarMaterialSubtema/', { id: material.id }, admin);
    expect(removed.statusCode).toBe(200);
    expect((await subtema()).json().materiales).toEqual([]);
  });
});
