import { asc, count, eq, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { quiz_preguntas, quizzes, subtemas } from '../../db/schema/index';

const questionColumns = {
  id: quiz_preguntas.id,
  pregunta: quiz_preguntas.pregunta,
  respuestas: quiz_preguntas.respuestas,
  respuestaCorrecta: quiz_preguntas.respuestaCorrecta,
  orden: quiz_preguntas.orden,
};

export async function lessonExists(db: Db, id: number, lock = false): Promise<boolean> {
  const query = db.select({ id: subtemas.id }).from(subtemas).where(eq(subtemas.id, id));
  const [row] = await (lock ? query.for('share') : query);
  return row !== undefined;
}

/** The lesson's quizzes with how many questions each has, in one grouped query. */
export async function quizzesOf(db: Db, subtema: number) {
  return db
    .select({
      id: quizzes.id,
      nombre: quizzes.nombre,
      subtema: quizzes.subtema,
      total_preguntas: count(quiz_preguntas.id),
    })
    .from(quizzes)
    .leftJoin(quiz_preguntas, eq(quiz_preguntas.quiz, quizzes.id))
    .where(eq(quizzes.subtema, subtema))
    .groupBy(quizzes.id)
    .orderBy(asc(quizzes.id));
}

export async function insertQuiz(db: Db, subtema: number, nombre: string) {
  const [row] = await db
    .insert(quizzes)
    .values({ subtema, nombre })
    .returning({ id: quizzes.id, nombre: quizzes.nombre, subtema: quizzes.subtema });
  if (!row) throw new Error('insert returned nothing');
  return { ...row, total_preguntas: 0 };
}

/** Locks the quiz so that concurrent questions do not take the same position. */
export async function lockQuiz(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quizzes.id })
    .from(quizzes)
    .where(eq(quizzes.id, id))
    .for('update');
  return row !== undefined;
}

export async function quizExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: quizzes.id }).from(quizzes).where(eq(quizzes.id, id));
  return row !== undefined;
}

export async function questionsOf(db: Db, quiz: number) {
  return db
    .select(questionColumns)
    .from(quiz_preguntas)
    .where(eq(quiz_preguntas.quiz, quiz))
    .orderBy(asc(quiz_preguntas.orden), asc(quiz_preguntas.id));
}

export async function insertQuestion(
  db: Db,
  quiz: number,
  q: { pregunta: string; respuestas: string[]; respuestaCorrecta: number },
) {
  const [last] = await db
    .select({ n: max(quiz_preguntas.orden) })
    .from(quiz_preguntas)
    .where(eq(quiz_preguntas.quiz, quiz));
  const [row] = await db
    .insert(quiz_preguntas)
    .values({ ...q, quiz, orden: (last?.n ?? 0) + 1 })
    .returning(questionColumns);
  if (!row) throw new Error('insert returned nothing');
  return row;
}
