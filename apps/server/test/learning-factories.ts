import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context';
import {
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
  foros_discusion,
  materiales,
  quiz_preguntas,
  quizzes,
} from '../src/db/schema/index';
import { createCourse, createSubtopic, createTopic, enrol } from './course-factories';
import { createAdmin, createStudent, loginAs } from './factories';

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what}: insert returned nothing`);
  return row;
}

/**
 * A course with two topics (the first with two lessons, the second with one), a material and a
 * quiz on the first lesson, and a student enrolled in it.
 */
export async function createLearningCourse(ctx: AppContext) {
  const course = await createCourse(ctx);
  const t1 = await createTopic(ctx, course.id, { orden: 1, nombre: 'Primer tema' });
  const t2 = await createTopic(ctx, course.id, { orden: 2, nombre: 'Segundo tema' });
  const s1 = await createSubtopic(ctx, t1.id, {
    orden: 1,
    nombre: 'Lección uno',
    nota: '<p>Hola</p>',
    video: 'videos/uno.mp4',
  });
  const s2 = await createSubtopic(ctx, t1.id, { orden: 2, nombre: 'Lección dos' });
  const s3 = await createSubtopic(ctx, t2.id, { orden: 1, nombre: 'Lección tres' });
  await ctx.db
    .insert(materiales)
    .values({ subtema: s1.id, nombre: 'Guía', archivo: 'materiales/guia.pdf' });
  const quiz = first(
    await ctx.db.insert(quizzes).values({ subtema: s1.id, nombre: 'Repaso' }).returning(),
    'quiz',
  );
  await ctx.db.insert(quiz_preguntas).values({
    quiz: quiz.id,
    pregunta: '¿2 + 2?',
    respuestas: ['3', '4'],
    respuestaCorrecta: 1,
  });
  return { course, topics: [t1, t2], lessons: [s1, s2, s3] };
}

/** A student with a token, enrolled in the course. */
export async function enrolledStudent(
  app: FastifyInstance,
  curso: number,
  o: Parameters<typeof enrol>[3] = {},
) {
  const student = await createStudent(app.ctx);
  const enrolment = await enrol(app.ctx, student.id, curso, o);
  return { student, enrolment, auth: await loginAs(app, student.email) };
}

export async function adminAuth(app: FastifyInstance) {
  const admin = await createAdmin(app.ctx);
  return { admin, auth: await loginAs(app, admin.email) };
}

export async function createForum(
  ctx: AppContext,
  curso: number,
  respuestas_por_alumno: number | null = null,
) {
  return first(
    await ctx.db
      .insert(foros_discusion)
      .values({ curso, pregunta: '¿Qué aprendiste?', respuestas_por_alumno })
      .returning(),
    'forum',
  );
}

/**
 * An evaluation of two questions (one single choice, one multiple choice), not randomised so
 * tests know the order; `correct` lists the right option ids per question.
 */
export async function createEvaluation(
  ctx: AppContext,
  curso: number,
  o: Partial<typeof evaluaciones.$inferInsert> = {},
) {
  const evaluation = first(
    await ctx.db
      .insert(evaluaciones)
      .values({
        curso,
        nombre: 'Examen',
        instrucciones: '<p>Lee bien.</p>',
        no_intentos: 2,
        calificacion_aprobatoria: '60.00',
        preguntas_aleatorias: 0,
        respuestas_aleatorias: 0,
        ...o,
      })
      .returning(),
    'evaluation',
  );
  const [q1, q2] = await ctx.db
    .insert(evaluacion_preguntas)
    .values([
      { evaluacion: evaluation.id, pregunta: '¿Capital de Francia?', tipo: 1, orden: 1 },
      { evaluacion: evaluation.id, pregunta: '¿Números pares?', tipo: 2, orden: 2 },
    ])
    .returning();
  if (!q1 || !q2) throw new Error('questions: insert returned nothing');
  const options = await ctx.db
    .insert(evaluacion_respuestas)
    .values([
      { pregunta: q1.id, respuesta: 'París', correcta: 1, orden: 1 },
      { pregunta: q1.id, respuesta: 'Roma', correcta: 0, orden: 2 },
      { pregunta: q2.id, respuesta: '2', correcta: 1, orden: 1 },
      { pregunta: q2.id, respuesta: '3', correcta: 0, orden: 2 },
      { pregunta: q2.id, respuesta: '4', correcta: 1, orden: 3 },
    ])
    .returning();
  const id = (i: number) => first(options.slice(i, i + 1), 'option').id;
  return {
    evaluation,
    questions: [q1, q2],
    right: [
      { pregunta: q1.id, respuesta: id(0) },
      { pregunta: q2.id, respuesta: [id(2), id(4)] },
    ],
    wrong: [
      { pregunta: q1.id, respuesta: id(1) },
      { pregunta: q2.id, respuesta: [id(2)] },
    ],
  };
}
