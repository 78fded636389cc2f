import { PREGUNTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { RESPUESTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import type { TPreguntaForo, TRespuestaForo } from '@academia/contract/forum/pregunta-foro';
import type { AppContext } from '../../app-context';
import { transaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { CURSO_NO_ENCONTRADO } from '../catalog/index';
import * as repo from './forum-admin.repository';
import { FORO_NO_ENCONTRADO, RESPUESTA_NO_ENCONTRADA } from './messages';

const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

async function courseOrFail(ctx: AppContext, curso: number) {
  const course = await repo.findCourse(ctx.db, curso);
  if (!course) throw notFound(CURSO_NO_ENCONTRADO);
  return course;
}

async function questionOrFail(ctx: AppContext, id: number): Promise<TPreguntaForo> {
  const question = await repo.findQuestion(ctx.db, id);
  if (!question) throw notFound(FORO_NO_ENCONTRADO);
  return question;
}

export async function listQuestions(ctx: AppContext, input: { curso: number; page: number }) {
  const dataCurso = await courseOrFail(ctx, input.curso);
  const { rows, count } = await repo.listQuestions(
    ctx.db,
    input.curso,
    pageOf(input.page, PREGUNTAS_FORO_POR_PAGINA),
  );
  return { content: rows, count, dataCurso };
}

export async function addQuestion(
  ctx: AppContext,
  input: { curso: number; pregunta: string; respuestas_por_alumno: number | null },
): Promise<TPreguntaForo> {
  const id = await transaction(ctx.db, ctx.log, async (tx) => {
    if (!(await repo.findCourse(tx, input.curso, true))) throw notFound(CURSO_NO_ENCONTRADO);
    return repo.insertQuestion(tx, input);
  });
  return questionOrFail(ctx, id);
}

export const getQuestion = questionOrFail;

export async function updateQuestion(
  ctx: AppContext,
  input: { foro: number; pregunta: string; respuestas_por_alumno: number | null },
): Promise<TPreguntaForo> {
  const updated = await repo.updateQuestion(ctx.db, input.foro, {
    pregunta: input.pregunta,
    respuestas_por_alumno: input.respuestas_por_alumno,
  });
  if (!updated) throw notFound(FORO_NO_ENCONTRADO);
  return questionOrFail(ctx, input.foro);
}

/** One page of answers, their replies fetched for the whole page in a second query. */
export async function listAnswers(ctx: AppContext, input: { pregunta: number; page: number }) {
  const dataForo = await questionOrFail(ctx, input.pregunta);
  const answers = await repo.listAnswers(
    ctx.db,
    input.pregunta,
    pageOf(input.page, RESPUESTAS_FORO_POR_PAGINA),
  );
  const replies = await repo.listReplies(
    ctx.db,
    answers.map((a) => a.id),
  );
  const byAnswer = new Map<number, TRespuestaForo['respuestas2']>();
  for (const { foro_discusion_respuesta, ...reply } of replies) {
    const list = byAnswer.get(foro_discusion_respuesta) ?? [];
    list.push({ ...reply, fecha: reply.fecha.toISOString() });
    byAnswer.set(foro_discusion_respuesta, list);
  }
  const content: TRespuestaForo[] = answers.map((a) => ({
    ...a,
    fecha: a.fecha.toISOString(),
    respuestas2: byAnswer.get(a.id) ?? [],
  }));
  return { content, count: dataForo.total_respuestas, dataForo };
}

export async function deleteAnswer(ctx: AppContext, id: number) {
  if (!(await repo.deleteAnswer(ctx.db, id))) throw notFound(RESPUESTA_NO_ENCONTRADA);
  return { id };
}

export async function deleteReply(ctx: AppContext, id: number) {
  if (!(await repo.deleteReply(ctx.db, id))) throw notFound(RESPUESTA_NO_ENCONTRADA);
  return { id };
}
