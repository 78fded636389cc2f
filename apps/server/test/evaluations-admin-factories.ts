import { randomBytes } from 'node:crypto';
import type { AppContext } from '../src/app-context';
import {
  alumno_evaluacion_curso,
  alumno_evaluacion_respuestas,
  evaluacion_preguntas,
  evaluacion_respuestas,
  evaluaciones,
} from '../src/db/schema/index';

const uniq = () => randomBytes(4).toString('hex');

function first<T>(rows: T[], what: string): T {
  const row = rows[0];
  if (!row) throw new Error(`${what}: insert returned nothing`);
  return row;
}

/** An evaluation of a course with the schema's defaults (1 attempt, 60 to pass, both random). */
export async function createEvaluation(
  ctx: AppContext,
  curso: number,
  o: Partial<typeof evaluaciones.$inferInsert> = {},
) {
  return first(
    await ctx.db
      .insert(evaluaciones)
      .values({ nombre: `Evaluación ${uniq()}`, ...o, curso })
      .returning(),
    'evaluation',
  );
}

/**
 * A question with its options (`correcta` 1/0), single choice unless `tipo` says otherwise.
 * Returns the question and its option rows in the given order.
 */
export async function createEvaluationQuestion(
  ctx: AppContext,
  evaluacion: number,
  o: {
    pregunta?: string;
    tipo?: 1 | 2;
    orden?: number;
    respuestas?: { respuesta: string; correcta: 0 | 1 }[];
  } = {},
) {
  const question = first(
    await ctx.db
      .insert(evaluacion_preguntas)
      .values({
        evaluacion,
        pregunta: o.pregunta ?? `¿Pregunta ${uniq()}?`,
        tipo: o.tipo ?? 1,
        orden: o.orden ?? 1,
      })
      .returning(),
    'evaluation question',
  );
  const respuestas = o.respuestas ?? [
    { respuesta: 'Correcta', correcta: 1 },
    { respuesta: 'Incorrecta', correcta: 0 },
  ];
  const options = await ctx.db
    .insert(evaluacion_respuestas)
    .values(respuestas.map((r, i) => ({ ...r, pregunta: question.id, orden: i + 1 })))
    .returning();
  return { question, options };
}

/**
 * A submitted attempt of an enrolment at an evaluation, with one graded answer per given
 * question (the chosen option ids and the texts as graded).
 */
export async function createSubmittedAttempt(
  ctx: AppContext,
  alumno_curso: number,
  evaluacion: number,
  answers: {
    pregunta: number;
    respuestas: number[];
    pregunta_pregunta: string;
    respuesta_respuesta_alumno: string;
    respuesta_correcta_evaluacion: string;
    resultado: 0 | 1;
  }[],
  o: { no_intento?: number; calificacion?: string; resultado?: 0 | 1 } = {},
) {
  const attempt = first(
    await ctx.db
      .insert(alumno_evaluacion_curso)
      .values({
        alumno_curso,
        evaluacion,
        no_intento: o.no_intento ?? 1,
        orden_preguntas: answers.map((a) => ({ pregunta: a.pregunta, respuestas: a.respuestas })),
        fecha: new Date(),
        calificacion: o.calificacion ?? '100.00',
        resultado: o.resultado ?? 1,
      })
      .returning(),
    'attempt',
  );
  if (answers.length > 0) {
    await ctx.db
      .insert(alumno_evaluacion_respuestas)
      .values(answers.map((a) => ({ ...a, alumno_evaluacion_curso: attempt.id })));
  }
  return attempt;
}
