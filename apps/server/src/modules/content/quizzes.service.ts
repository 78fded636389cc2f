import type { AppContext } from '../../app-context';
import { transaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { QUIZ_NO_ENCONTRADO, SUBTEMA_NO_ENCONTRADO } from './messages';
import * as repo from './quizzes.repository';

export async function quizzesOf(ctx: AppContext, subtema: number) {
  if (!(await repo.lessonExists(ctx.db, subtema))) throw notFound(SUBTEMA_NO_ENCONTRADO);
  return repo.quizzesOf(ctx.db, subtema);
}

export function addQuiz(ctx: AppContext, subtema: number, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.lessonExists(tx, subtema, true))) throw notFound(SUBTEMA_NO_ENCONTRADO);
    return repo.insertQuiz(tx, subtema, nombre);
  });
}

export async function questionsOf(ctx: AppContext, quiz: number) {
  if (!(await repo.quizExists(ctx.db, quiz))) throw notFound(QUIZ_NO_ENCONTRADO);
  return repo.questionsOf(ctx.db, quiz);
}

export function addQuestion(
  ctx: AppContext,
  input: { quiz: number; pregunta: string; respuestas: string[]; respuestaCorrecta: number },
) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.lockQuiz(tx, input.quiz))) throw notFound(QUIZ_NO_ENCONTRADO);
    const { quiz, ...question } = input;
    return repo.insertQuestion(tx, quiz, question);
  });
}
