import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { createCourse, enrol } from '../../../test/course-factories';
import { createAdmin, createStudent, createTeacher, loginAs } from '../../../test/factories';
import {
  createForumAnswer,
  createForumQuestion,
  createForumReply,
} from '../../../test/forum-admin-factories';
import { useTestApp } from '../../../test/helper';
import {
  auditoria,
  foro_respuestas,
  foro_respuestas_respuestas,
  foros_discusion,
} from '../../db/schema/index';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import { FORO_NO_ENCONTRADO, RESPUESTA_NO_ENCONTRADA } from './messages';

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

/** A course with a question answered by a student, with replies by staff and the student. */
async function answeredForum() {
  const ctx = t.app.ctx;
  const course = await createCourse(ctx, { nombre: 'Redes', slug: 'redes' });
  const student = await createStudent(ctx, { first_name: 'Luis', last_name: 'Pérez' });
  const teacher = await createTeacher(ctx, { first_name: 'Marta', last_name: 'Ríos' });
  const enrolment = await enrol(ctx, student.id, course.id);
  const question = await createForumQuestion(ctx, course.id, { respuestas_por_alumno: 2 });
  const first = await createForumAnswer(ctx, question.id, student.id, {
    alumno_curso: enrolment.id,
    respuesta: 'Primera',
    fecha: new Date('2026-03-01T10:00:00Z'),
  });
  const second = await createForumAnswer(ctx, question.id, teacher.id, {
    respuesta: 'Segunda',
    fecha: new Date('2026-03-02T10:00:00Z'),
  });
  const reply = await createForumReply(ctx, first.id, teacher.id, {
    respuesta: 'Réplica del profesor',
    fecha: new Date('2026-03-01T12:00:00Z'),
  });
  const reply2 = await createForumReply(ctx, first.id, student.id, {
    alumno_curso: enrolment.id,
    respuesta: 'Gracias',
    fecha: new Date('2026-03-01T13:00:00Z'),
  });
  return { course, question, first, second, reply, reply2 };
}

describe('who may use the forum administration', () => {
  const calls: [string, object][] = [
    ['getContenidoForoDiscusionCurso', { curso: 1 }],
    ['agregarPreguntaForo', { curso: 1, pregunta: '¿Hola?', respuestas_por_alumno: null }],
    ['editarPreguntaForo', { pregunta: 1 }],
    ['actualizarPreguntaForo', { foro: 1, pregunta: '¿Hola?', respuestas_por_alumno: 1 }],
    ['getRespuestasPreguntaForo', { pregunta: 1 }],
    ['eliminarRespuestaForoDiscusion', { respuesta: 1 }],
    ['eliminarRespuestaRespuestaForoDiscusion', { respuesta: 1 }],
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

describe('getContenidoForoDiscusionCurso', () => {
  it('lists the course questions, newest first, with answer counts and the course', async () => {
    const { course, question } = await answeredForum();
    const newer = await createForumQuestion(t.app.ctx, course.id, { pregunta: '¿Otra?' });
    await createForumQuestion(t.app.ctx, (await createCourse(t.app.ctx)).id);
    const res = await post('getContenidoForoDiscusionCurso', { curso: course.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      count: 2,
      dataCurso: { id: course.id, nombre: 'Redes', slug: 'redes' },
      content: [
        {
          id: newer.id,
          pregunta: '¿Otra?',
          respuestas_por_alumno: null,
          curso: course.id,
          total_respuestas: 0,
        },
        {
          id: question.id,
          pregunta: question.pregunta,
          respuestas_por_alumno: 2,
          curso: course.id,
          total_respuestas: 2,
        },
      ],
    });
  });

  it('pages 20 questions at a time', async () => {
    const course = await createCourse(t.app.ctx);
    await t.app.ctx.db
      .insert(foros_discusion)
      .values(
        Array.from({ length: 21 }, (_, i) => ({ curso: course.id, pregunta: `¿P${i + 1}?` })),
      );
    const page1 = (
      await post('getContenidoForoDiscusionCurso', { curso: course.id }, admin)
    ).json();
    expect(page1.count).toBe(21);
    expect(page1.content).toHaveLength(20);
    const page2 = (
      await post('getContenidoForoDiscusionCurso', { curso: course.id, page: 2 }, admin)
    ).json();
    expect(page2.content.map((q: { pregunta: string }) => q.pregunta)).toEqual(['¿P1?']);
  });

  it('answers 404 for a course that does not exist and 400 for a bad id', async () => {
    const missing = await post('getContenidoForoDiscusionCurso', { curso: 999 }, admin);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(CURSO_NO_ENCONTRADO);
    expect((await post('getContenidoForoDiscusionCurso', { curso: 'x' }, admin)).statusCode).toBe(
      400,
    );
    expect((await post('getContenidoForoDiscusionCurso', {}, admin)).statusCode).toBe(400);
  });
});

describe('agregarPreguntaForo, editarPreguntaForo, actualizarPreguntaForo', () => {
  it('adds a question as typed, reads it back and updates it', async () => {
    const course = await createCourse(t.app.ctx);
    const added = await post(
      'agregarPreguntaForo',
      {
        curso: course.id,
        pregunta: '  ¿Qué usas: <b>AT&T</b> o Telmex?  ',
        respuestas_por_alumno: 3,
      },
      admin,
    );
    expect(added.statusCode).toBe(200);
    const { content } = added.json();
    expect(content).toMatchObject({
      pregunta: '¿Qué usas: <b>AT&T</b> o Telmex?',
      respuestas_por_alumno: 3,
      curso: course.id,
      total_respuestas: 0,
    });

    const read = await post('editarPreguntaForo', { pregunta: content.id }, admin);
    expect(read.json().content).toEqual(content);

    const updated = await post(
      'actualizarPreguntaForo',
      { foro: content.id, pregunta: '¿Y ahora?', respuestas_por_alumno: null },
      admin,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json().content).toMatchObject({
      id: content.id,
      pregunta: '¿Y ahora?',
      respuestas_por_alumno: null,
    });
    const [row] = await t.app.ctx.db
      .select()
      .from(foros_discusion)
      .where(eq(foros_discusion.id, content.id));
    expect(row?.pregunta).toBe('¿Y ahora?');
    expect(row?.respuestas_por_alumno).toBeNull();
  });

  it('takes a missing respuestas_por_alumno as no limit', async () => {
    const course = await createCourse(t.app.ctx);
    const res = await post('agregarPreguntaForo', { curso: course.id, pregunta: '¿Sí?' }, admin);
    expect(res.json().content.respuestas_por_alumno).toBeNull();
  });

  it('refuses bad input with 400 and a Spanish message, writing nothing', async () => {
    const course = await createCourse(t.app.ctx);
    const bad = [
      { curso: course.id, pregunta: '   ', respuestas_por_alumno: 1 },
      { curso: course.id, pregunta: '¿Ok?', respuestas_por_alumno: 0 },
      { curso: course.id, pregunta: '¿Ok?', respuestas_por_alumno: 1.5 },
      { curso: course.id, pregunta: 'x'.repeat(2001) },
      { pregunta: '¿Ok?' },
    ];
    for (const payload of bad) {
      const res = await post('agregarPreguntaForo', payload, admin);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.message).toMatch(/^Los datos enviados no son válidos/);
    }
    const empty = await post('agregarPreguntaForo', { curso: course.id, pregunta: '' }, admin);
    expect(empty.json().error.fields).toEqual([
      { path: 'pregunta', message: 'Escribe la pregunta.' },
    ]);
    expect(await t.app.ctx.db.select().from(foros_discusion)).toEqual([]);
  });

  it('answers 404 for an unknown course or question', async () => {
    const add = await post('agregarPreguntaForo', { curso: 999, pregunta: '¿Ok?' }, admin);
    expect(add.statusCode).toBe(404);
    expect(add.json().error.message).toBe(CURSO_NO_ENCONTRADO);
    const read = await post('editarPreguntaForo', { pregunta: 999 }, admin);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(FORO_NO_ENCONTRADO);
    const update = await post('actualizarPreguntaForo', { foro: 999, pregunta: '¿Ok?' }, admin);
    expect(update.statusCode).toBe(404);
    expect((await post('actualizarPreguntaForo', { foro: 1 }, admin)).statusCode).toBe(400);
  });
});

describe('getRespuestasPreguntaForo', () => {
  it('returns the answers oldest first with their authors, teacher badges and nested replies', async () => {
    const { question, first, second, reply, reply2 } = await answeredForum();
    const res = await post('getRespuestasPreguntaForo', { pregunta: question.id }, admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.dataForo).toMatchObject({ id: question.id, total_respuestas: 2 });
    expect(body.content).toEqual([
      {
        id: first.id,
        nombre: 'Luis',
        app: 'Pérez',
        fecha: '2026-03-01T10:00:00.000Z',
        respuesta: 'Primera',
        profesor: false,
        respuestas2: [
          {
            id: reply.id,
            nombre: 'Marta',
            app: 'Ríos',
            fecha: '2026-03-01T12:00:00.000Z',
            respuesta: 'Réplica del profesor',
            profesor: true,
          },
          {
            id: reply2.id,
            nombre: 'Luis',
            app: 'Pérez',
            fecha: '2026-03-01T13:00:00.000Z',
            respuesta: 'Gracias',
            profesor: false,
          },
        ],
      },
      {
        id: second.id,
        nombre: 'Marta',
        app: 'Ríos',
        fecha: '2026-03-02T10:00:00.000Z',
        respuesta: 'Segunda',
        profesor: true,
        respuestas2: [],
      },
    ]);
  });

  it('answers 404 for an unknown question and 400 for a bad page', async () => {
    expect((await post('getRespuestasPreguntaForo', { pregunta: 999 }, admin)).statusCode).toBe(
      404,
    );
    const { question } = await answeredForum();
    const bad = await post('getRespuestasPreguntaForo', { pregunta: question.id, page: 0 }, admin);
    expect(bad.statusCode).toBe(400);
  });
});

describe('eliminarRespuestaForoDiscusion and eliminarRespuestaRespuestaForoDiscusion', () => {
  it('deletes an answer together with its replies, and only that answer', async () => {
    const { first, second } = await answeredForum();
    const res = await post('eliminarRespuestaForoDiscusion', { respuesta: first.id }, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, content: { id: first.id } });
    const answers = await t.app.ctx.db.select().from(foro_respuestas);
    expect(answers.map((a) => a.id)).toEqual([second.id]);
    expect(await t.app.ctx.db.select().from(foro_respuestas_respuestas)).toEqual([]);

    const again = await post('eliminarRespuestaForoDiscusion', { respuesta: first.id }, admin);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe(RESPUESTA_NO_ENCONTRADA);
  });

  it('deletes one reply and keeps its answer and the other replies', async () => {
    const { first, reply, reply2 } = await answeredForum();
    const res = await post(
      'eliminarRespuestaRespuestaForoDiscusion',
      { respuesta: reply.id },
      admin,
    );
    expect(res.statusCode).toBe(200);
    const replies = await t.app.ctx.db.select().from(foro_respuestas_respuestas);
    expect(replies.map((r) => r.id)).toEqual([reply2.id]);
    expect(
      await t.app.ctx.db.select().from(foro_respuestas).where(eq(foro_respuestas.id, first.id)),
    ).toHaveLength(1);
    expect(
      (await post('eliminarRespuestaRespuestaForoDiscusion', { respuesta: reply.id }, admin))
        .statusCode,
    ).toBe(404);
  });

  it('records who removed which post, of which course, in the audit log the screen reads', async () => {
    const { first, reply2, question } = await answeredForum();
    expect(
      (await post('eliminarRespuestaRespuestaForoDiscusion', { respuesta: reply2.id }, admin))
        .statusCode,
    ).toBe(200);
    expect(
      (await post('eliminarRespuestaForoDiscusion', { respuesta: first.id }, admin)).statusCode,
    ).toBe(200);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/getRegistroAuditoria/?page=1&accion=eliminar',
      headers: { authorization: admin },
    });
    expect(log.statusCode).toBe(200);
    const entries = log.json().results as {
      actor_nombre: string;
      entidad: string;
      entidad_id: string;
      detalles: Record<string, unknown>;
    }[];
    expect(entries.map((e) => [e.entidad, e.entidad_id, e.detalles])).toEqual([
      [
        'foro_respuestas',
        String(first.id),
        {
          curso: 'Redes',
          pregunta: question.pregunta,
          autor: 'Luis Pérez',
          respuesta: 'Primera',
          replicas_eliminadas: 1,
        },
      ],
      [
        'foro_respuestas_respuestas',
        String(reply2.id),
        { curso: 'Redes', pregunta: question.pregunta, autor: 'Luis Pérez', respuesta: 'Gracias' },
      ],
    ]);
    expect(entries[0]?.actor_nombre).toBe(entries[1]?.actor_nombre);
  });

  it('keeps a long post to an excerpt in the log', async () => {
    const { question } = await answeredForum();
    const student = await createStudent(t.app.ctx);
    const long = await createForumAnswer(t.app.ctx, question.id, student.id, {
      respuesta: 'x'.repeat(500),
    });
    await post('eliminarRespuestaForoDiscusion', { respuesta: long.id }, admin);
    const [entry] = await t.app.ctx.db
      .select({ detalles: auditoria.detalles })
      .from(auditoria)
      .where(eq(auditoria.entidad_id, String(long.id)));
    expect(entry?.detalles).toMatchObject({ respuesta: `${'x'.repeat(199)}…` });
  });

  it('removes and records a post once when two moderators remove it at the same moment', async () => {
    const { first } = await answeredForum();
    const other = await loginAs(t.app, (await createAdmin(t.app.ctx)).email);
    const codes = await Promise.all([
      post('eliminarRespuestaForoDiscusion', { respuesta: first.id }, admin),
      post('eliminarRespuestaForoDiscusion', { respuesta: first.id }, other),
    ]);
    expect(codes.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    const entries = await t.app.ctx.db
      .select()
      .from(auditoria)
      .where(
        and(eq(auditoria.entidad, 'foro_respuestas'), eq(auditoria.entidad_id, String(first.id))),
      );
    expect(entries).toHaveLength(1);
  });

  it('records nothing for a post that does not exist', async () => {
    expect(
      (await post('eliminarRespuestaForoDiscusion', { respuesta: 999_999 }, admin)).statusCode,
    ).toBe(404);
    expect(
      await t.app.ctx.db.select().from(auditoria).where(eq(auditoria.accion, 'eliminar')),
    ).toEqual([]);
  });

  it('refuses a missing or malformed id with 400', async () => {
    expect((await post('eliminarRespuestaForoDiscusion', {}, admin)).statusCode).toBe(400);
    expect(
      (await post('eliminarRespuestaRespuestaForoDiscusion', { respuesta: -1 }, admin)).statusCode,
    ).toBe(400);
  });
});
