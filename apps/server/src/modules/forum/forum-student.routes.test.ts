import { ACCESO_TERMINADO } from '@academia/contract/learning/common';
import { describe, expect, it } from 'vitest';
import { createTeacher, loginAs } from '../../../test/factories';
import { useTestApp } from '../../../test/helper';
import {
  adminAuth,
  createForum,
  createLearningCourse,
  enrolledStudent,
} from '../../../test/learning-factories';
import { INSCRIPCION_AJENA } from '../learning/index';
import { limiteAlcanzado } from './forum-student.service';

const t = useTestApp();

const post = (url: string, payload: object, authorization?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: authorization ? { authorization } : {} });

const DAY = 24 * 60 * 60 * 1000;

describe('student forum', () => {
  it('lists questions, answers, replies and ticks the answered ones', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const forum = await createForum(t.app.ctx, course.id);
    const { auth, enrolment, student } = await enrolledStudent(t.app, course.id);

    const list = await post('/api/getForosDiscusionAlumnoCurso/', { curso: course.id }, auth);
    expect(list.json().content).toEqual([
      { id: forum.id, pregunta: '¿Qué aprendiste?', resultado: 0 },
    ]);

    const added = await post(
      '/api/agregarRespuestaForoUsuario/',
      { foro_discusion: forum.id, respuesta: '  <b>Mucho</b>  ', alumno_curso: enrolment.id },
      auth,
    );
    expect(added.statusCode).toBe(200);
    const answer = added.json().content;
    expect(answer).toMatchObject({
      nombre: student.first_name,
      app: student.last_name,
      respuesta: '<b>Mucho</b>',
      respuestas2: [],
    });

    const { auth: admin } = await adminAuth(t.app);
    const reply = await post(
      '/api/agregarRespuestaRespuestaForoUsuario/',
      { foro_discusion_respuesta: answer.id, respuesta: 'Bien' },
      admin,
    );
    expect(reply.statusCode).toBe(200);
    const mine = await post(
      '/api/agregarRespuestaRespuestaForoUsuario/',
      { foro_discusion_respuesta: answer.id, respuesta: 'Gracias', alumno_curso: enrolment.id },
      auth,
    );
    expect(mine.statusCode).toBe(200);

    const data = (await post('/api/getDataForoDiscusion/', { pregunta: forum.id }, auth)).json();
    expect(data.count).toBe(1);
    expect(data.dataForo).toMatchObject({
      id: forum.id,
      pregunta: '¿Qué aprendiste?',
      respuestas_alumno: 1,
      respuestas_por_alumno: null,
    });
    expect(data.content[0].respuestas2.map((r: { respuesta: string }) => r.respuesta)).toEqual([
      'Bien',
      'Gracias',
    ]);
    expect(
      (await post('/api/getForosDiscusionAlumnoCurso/', { curso: course.id }, auth)).json()
        .content[0].resultado,
    ).toBe(1);
  });

  it('holds respuestas_por_alumno, also when answers race', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const forum = await createForum(t.app.ctx, course.id, 2);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    const send = () =>
      post(
        '/api/agregarRespuestaForoUsuario/',
        { foro_discusion: forum.id, respuesta: 'Hola', alumno_curso: enrolment.id },
        auth,
      );
    const results = await Promise.all([send(), send(), send(), send()]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(2);
    const refused = results.find((r) => r.statusCode === 409);
    expect(refused?.json().error.message).toBe(limiteAlcanzado(2));
    const data = (await post('/api/getDataForoDiscusion/', { pregunta: forum.id }, auth)).json();
    expect(data.count).toBe(2);
  });

  it("refuses another student's enrolment, another course's forum and bad input", async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const forum = await createForum(t.app.ctx, course.id);
    const otherForum = await createForum(t.app.ctx, other.course.id);
    const { enrolment: theirs } = await enrolledStudent(t.app, course.id);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);

    const stolen = await post(
      '/api/agregarRespuestaForoUsuario/',
      { foro_discusion: forum.id, respuesta: 'x', alumno_curso: theirs.id },
      auth,
    );
    expect(stolen.statusCode).toBe(403);
    expect(stolen.json().error.message).toBe(INSCRIPCION_AJENA);
    expect(
      (
        await post(
          '/api/agregarRespuestaForoUsuario/',
          { foro_discusion: otherForum.id, respuesta: 'x', alumno_curso: enrolment.id },
          auth,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/getDataForoDiscusion/', { pregunta: otherForum.id }, auth)).statusCode,
    ).toBe(403);
    expect(
      (await post('/api/getForosDiscusionAlumnoCurso/', { curso: other.course.id }, auth))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/agregarRespuestaForoUsuario/',
          { foro_discusion: forum.id, respuesta: '   ', alumno_curso: enrolment.id },
          auth,
        )
      ).statusCode,
    ).toBe(400);
    expect((await post('/api/getDataForoDiscusion/', { pregunta: 999999 }, auth)).statusCode).toBe(
      404,
    );
    expect((await post('/api/getDataForoDiscusion/', { pregunta: forum.id })).statusCode).toBe(401);
    const teacher = await createTeacher(t.app.ctx);
    expect(
      (
        await post(
          '/api/getDataForoDiscusion/',
          { pregunta: forum.id },
          await loginAs(t.app, teacher.email),
        )
      ).statusCode,
    ).toBe(403);
  });

  it("refuses a student's reply without their enrolment, or in another course", async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const other = await createLearningCourse(t.app.ctx);
    const forum = await createForum(t.app.ctx, course.id);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id);
    const answer = (
      await post(
        '/api/agregarRespuestaForoUsuario/',
        { foro_discusion: forum.id, respuesta: 'Hola', alumno_curso: enrolment.id },
        auth,
      )
    ).json().content;
    const { auth: outsider, enrolment: outside } = await enrolledStudent(t.app, other.course.id);
    expect(
      (
        await post(
          '/api/agregarRespuestaRespuestaForoUsuario/',
          { foro_discusion_respuesta: answer.id, respuesta: 'x' },
          auth,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/agregarRespuestaRespuestaForoUsuario/',
          { foro_discusion_respuesta: answer.id, respuesta: 'x', alumno_curso: outside.id },
          outsider,
        )
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/agregarRespuestaRespuestaForoUsuario/',
          { foro_discusion_respuesta: answer.id, respuesta: 'x', alumno_curso: enrolment.id },
          outsider,
        )
      ).statusCode,
    ).toBe(403);
    const { auth: admin } = await adminAuth(t.app);
    expect(
      (
        await post(
          '/api/agregarRespuestaRespuestaForoUsuario/',
          { foro_discusion_respuesta: 999999, respuesta: 'x' },
          admin,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await post(
          '/api/agregarRespuestaRespuestaForoUsuario/',
          { foro_discusion_respuesta: answer.id, respuesta: '' },
          admin,
        )
      ).statusCode,
    ).toBe(400);
  });

  it('refuses reading and answering once the access has ended', async () => {
    const { course } = await createLearningCourse(t.app.ctx);
    const forum = await createForum(t.app.ctx, course.id);
    const { auth, enrolment } = await enrolledStudent(t.app, course.id, {
      acceso_hasta: new Date(Date.now() - DAY),
    });
    const res = await post(
      '/api/agregarRespuestaForoUsuario/',
      { foro_discusion: forum.id, respuesta: 'x', alumno_curso: enrolment.id },
      auth,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(ACCESO_TERMINADO);
    expect(
      (await post('/api/getDataForoDiscusion/', { pregunta: forum.id }, auth)).statusCode,
    ).toBe(403);
  });
});
