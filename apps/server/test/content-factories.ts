import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../src/app-context';
import { materiales, quiz_preguntas, quizzes } from '../src/db/schema/index';
import { createAdmin, createStudent, loginAs } from './factories';

/** JSON POST/GET of the API as a signed-in caller (or anonymous without `authorization`). */
export function apiClient(app: () => FastifyInstance) {
  return {
    post: (url: string, payload: object, authorization?: string) =>
      app().inject({
        method: 'POST',
        url,
        payload,
        headers: authorization ? { authorization } : {},
      }),
    get: (url: string, authorization?: string) =>
      app().inject({ method: 'GET', url, headers: authorization ? { authorization } : {} }),
    /** A multipart form built like the browser's `FormData`. */
    async form(url: string, build: (form: FormData) => void, authorization?: string) {
      const form = new FormData();
      build(form);
      const encoded = new Request('http://localhost/', { method: 'POST', body: form });
      return app().inject({
        method: 'POST',
        url,
        headers: {
          'content-type': encoded.headers.get('content-type') ?? '',
          ...(authorization ? { authorization } : {}),
        },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
    },
  };
}

export const blob = (bytes: Buffer) => new Blob([new Uint8Array(bytes)]);

/** An administrator's and a student's `Authorization` headers. */
export async function adminAndStudent(app: FastifyInstance) {
  const admin = await createAdmin(app.ctx);
  const student = await createStudent(app.ctx);
  return {
    admin: await loginAs(app, admin.email),
    student: await loginAs(app, student.email),
    studentId: student.id,
  };
}

export async function createMaterial(ctx: AppContext, subtema: number, archivo: string) {
  const [row] = await ctx.db
    .insert(materiales)
    .values({ subtema, nombre: 'Material de prueba', archivo })
    .returning();
  if (!row) throw new Error('material: insert returned nothing');
  return row;
}

export async function createQuiz(ctx: AppContext, subtema: number, preguntas = 0) {
  const [quiz] = await ctx.db.insert(quizzes).values({ subtema, nombre: 'Quiz' }).returning();
  if (!quiz) throw new Error('quiz: insert returned nothing');
  for (let i = 0; i < preguntas; i++) {
    await ctx.db.insert(quiz_preguntas).values({
      quiz: quiz.id,
      pregunta: `Pregunta ${i + 1}`,
      respuestas: ['Sí', 'No'],
      respuestaCorrecta: 0,
      orden: i + 1,
    });
  }
  return quiz;
}
