import { PREGUNTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-contenido-foro-discusion-curso';
import { RESPUESTAS_FORO_POR_PAGINA } from '@academia/contract/forum/get-respuestas-pregunta-foro';
import type { TPreguntaForo, TRespuestaForo } from '@academia/contract/forum/pregunta-foro';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusingVanished } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import { CURSO_NO_ENCONTRADO, findCourseRef } from '../catalog/index';
import * as repo from './forum-admin.repository';
import { FORO_NO_ENCONTRADO, RESPUESTA_NO_ENCONTRADA } from './messages';

const pageOf = (page: number, size: number) => ({ limit: size, offset: (page - 1) * size });

async function courseOrFail(ctx: AppContext, curso: number) {
  const course = await findCourseRef(ctx.db, curso);
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
    if (!(await findCourseRef(tx, input.curso, 'key share'))) throw notFound(CURSO_NO_ENCONTRADO);
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

/**
 * A question answered by staff: the teacher of the course (its `teaches` checked before) or an
 * administrator. A question deleted meanwhile is a 404.
 */
export async function addStaffAnswer(
  ctx: AppContext,
  user: AuthUser,
  input: { foro_discusion: number; respuesta: string },
): Promise<TRespuestaForo> {
  await questionOrFail(ctx, input.foro_discusion);
  const row = await refusingVanished(FORO_NO_ENCONTRADO, () =>
    repo.insertStaffAnswer(ctx.db, {
      foro_discusion: input.foro_discusion,
      usuario: user.id,
      respuesta: input.respuesta,
    }),
  );
  return {
    ...row,
    nombre: user.first_name,
    app: user.last_name,
    profesor: user.role === 'teacher',
    fecha: row.fecha.toISOString(),
    respuestas2: [],
  };
}

/** The longest excerpt of a removed post the audit log keeps. */
const EXCERPT = 200;

const excerpt = (text: string) => (text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text);

/**
 * Removes a post as a moderator (an administrator, or the course's teacher: the call's `teaches`
 * checked before) and records who removed what, in which course, in the same transaction
 * (issue 23). A post already gone is a 404 and records nothing.
 */
async function moderate(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  kind: 'foro_respuestas' | 'foro_respuestas_respuestas',
) {
  await transaction(ctx.db, ctx.log, async (tx) => {
    const answer = kind === 'foro_respuestas';
    const post = await (answer ? repo.lockAnswer(tx, id) : repo.lockReply(tx, id));
    if (!post) throw notFound(RESPUESTA_NO_ENCONTRADA);
    await (answer ? repo.deleteAnswer(tx, id) : repo.deleteReply(tx, id));
    await recordAudit(tx, user, {
      accion: 'eliminar',
      entidad: kind,
      entidad_id: id,
      detalles: {
        curso: post.curso_nombre,
        pregunta: excerpt(post.pregunta),
        autor: post.autor,
        respuesta: excerpt(post.respuesta),
        ...(answer && { replicas_eliminadas: post.replicas }),
        ...(user.role === 'teacher' && { como: 'Profesor del curso' }),
      },
    });
  });
  return { id };
}

export function deleteAnswer(ctx: AppContext, user: AuthUser, id: number) {
  return moderate(ctx, user, id, 'foro_respuestas');
}

export function deleteReply(ctx: AppContext, user: AuthUser, id: number) {
  return moderate(ctx, user, id, 'foro_respuestas_respuestas');
}
