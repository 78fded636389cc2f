import { RESPUESTAS_POR_PAGINA } from '@academia/contract/forum/get-data-foro-discusion';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusingVanished } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { conflict, forbidden, notFound } from '../../platform/errors';
import {
  enrolmentInCourseWithAccess,
  INSCRIPCION_AJENA,
  ownEnrolmentWithAccess,
} from '../learning/index';
import { notifyForumReply } from '../notifications/index';
import * as repo from './forum-student.repository';
import {
  FALTA_INSCRIPCION,
  FORO_DESAPARECIDO,
  FORO_NO_ENCONTRADO,
  RESPUESTA_DESAPARECIDA,
  RESPUESTA_NO_ENCONTRADA,
} from './messages';

export const limiteAlcanzado = (n: number) =>
  n === 1
    ? 'Ya publicaste la única respuesta permitida en esta pregunta.'
    : `Ya publicaste las ${n} respuestas permitidas en esta pregunta.`;

const author = (user: AuthUser) => ({
  nombre: user.first_name,
  app: user.last_name,
  profesor: user.role === 'teacher',
});

export async function getForosDiscusionAlumnoCurso(ctx: AppContext, user: AuthUser, curso: number) {
  const enrolment = await enrolmentInCourseWithAccess(ctx, user, curso);
  return repo.listForums(ctx.db, curso, enrolment.id);
}

export async function getDataForoDiscusion(
  ctx: AppContext,
  user: AuthUser,
  input: { pregunta: number; page: number },
) {
  const forum = await repo.findForum(ctx.db, input.pregunta);
  if (!forum) throw notFound(FORO_NO_ENCONTRADO);
  const enrolment = await enrolmentInCourseWithAccess(ctx, user, forum.curso);
  const offset = (input.page - 1) * RESPUESTAS_POR_PAGINA;
  const [page, mine] = await Promise.all([
    repo.pageAnswers(ctx.db, forum.id, RESPUESTAS_POR_PAGINA, offset),
    repo.countAnswersBy(ctx.db, forum.id, enrolment.id),
  ]);
  const replies = await repo.listReplies(
    ctx.db,
    page.rows.map((r) => r.id),
  );
  return {
    content: page.rows.map((a) => ({
      ...a,
      fecha: a.fecha.toISOString(),
      respuestas2: replies
        .filter((r) => r.respuesta_padre === a.id)
        .map(({ respuesta_padre: _p, ...r }) => ({ ...r, fecha: r.fecha.toISOString() })),
    })),
    count: page.count,
    dataForo: { ...forum, respuestas_alumno: mine },
  };
}

export async function agregarRespuestaForoUsuario(
  ctx: AppContext,
  user: AuthUser,
  input: { foro_discusion: number; respuesta: string; alumno_curso: number },
) {
  const enrolment = await ownEnrolmentWithAccess(ctx, user, { id: input.alumno_curso });
  const forum = await repo.findForum(ctx.db, input.foro_discusion);
  if (!forum) throw notFound(FORO_NO_ENCONTRADO);
  if (forum.curso !== enrolment.curso) throw forbidden(INSCRIPCION_AJENA);
  const row = await refusingVanished(FORO_DESAPARECIDO, () =>
    transaction(ctx.db, ctx.log, async (tx) => {
      await repo.lockEnrolment(tx, enrolment.id);
      const cap = forum.respuestas_por_alumno;
      if (cap !== null && (await repo.countAnswersBy(tx, forum.id, enrolment.id)) >= cap) {
        throw conflict(limiteAlcanzado(cap));
      }
      return repo.insertAnswer(tx, {
        foro_discusion: forum.id,
        usuario: user.id,
        alumno_curso: enrolment.id,
        respuesta: input.respuesta,
      });
    }),
  );
  if (!row) throw new Error('insert returned nothing');
  return { ...row, ...author(user), fecha: row.fecha.toISOString(), respuestas2: [] };
}

/**
 * A reply to an answer: a student with their own enrolment in that forum's course, a teacher
 * in their groups' courses (checked by the call's `teaches`) or an administrator in any forum;
 * staff without an enrolment (one sent is ignored).
 */
export async function agregarRespuestaRespuestaForoUsuario(
  ctx: AppContext,
  user: AuthUser,
  input: { foro_discusion_respuesta: number; respuesta: string; alumno_curso?: number },
) {
  let enrolmentId: number | null = null;
  if (user.role === 'student') {
    if (input.alumno_curso === undefined) throw forbidden(FALTA_INSCRIPCION);
    const enrolment = await ownEnrolmentWithAccess(ctx, user, { id: input.alumno_curso });
    const answer = await repo.findAnswer(ctx.db, input.foro_discusion_respuesta);
    if (!answer) throw notFound(RESPUESTA_NO_ENCONTRADA);
    if (answer.curso !== enrolment.curso) throw forbidden(INSCRIPCION_AJENA);
    enrolmentId = enrolment.id;
  } else if (!(await repo.findAnswer(ctx.db, input.foro_discusion_respuesta))) {
    throw notFound(RESPUESTA_NO_ENCONTRADA);
  }
  const row = await refusingVanished(RESPUESTA_DESAPARECIDA, () =>
    transaction(ctx.db, ctx.log, async (tx, onCommit) => {
      const reply = await repo.insertReply(tx, {
        foro_discusion_respuesta: input.foro_discusion_respuesta,
        usuario: user.id,
        alumno_curso: enrolmentId,
        respuesta: input.respuesta,
      });
      const autor = { autor: user.id, autor_nombre: user.first_name };
      await notifyForumReply(
        tx,
        ctx,
        { respuesta: input.foro_discusion_respuesta, ...autor },
        onCommit,
      );
      return reply;
    }),
  );
  if (!row) throw new Error('insert returned nothing');
  return { ...row, ...author(user), fecha: row.fecha.toISOString() };
}
