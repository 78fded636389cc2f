import { AVISOS_POR_PAGINA } from '@academia/contract/announcements/aviso';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { transaction } from '../../platform/db/transaction';
import { badRequest, forbidden, notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html/sanitize-html';
import { CURSO_NO_ENCONTRADO, findCourseRef } from '../catalog/index';
import { ownEnrolmentWithAccess } from '../learning/index';
import { notify } from '../notifications/index';
import * as repo from './announcements.repository';
import { AVISO_SOLO_A_TUS_GRUPOS, CONTENIDO_VACIO, GRUPO_DE_OTRO_CURSO } from './messages';

const pageOf = (page: number) => ({
  limit: AVISOS_POR_PAGINA,
  offset: (page - 1) * AVISOS_POR_PAGINA,
});

/** The rich text's words, for the mail's plain paragraphs (the mail escapes what it shows). */
function plainText(html: string): string[] {
  return html
    .replace(/<\/(p|div|li|h[1-6])>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
}

type AvisoRow = Awaited<ReturnType<typeof repo.pageStaffAvisos>>['rows'][number];

function toAviso({ grupo_id, grupo_nombre, fecha, ...row }: AvisoRow) {
  return {
    ...row,
    fecha: fecha.toISOString(),
    grupo:
      grupo_id === null || grupo_nombre === null ? null : { id: grupo_id, nombre: grupo_nombre },
  };
}

/**
 * Posts an announcement and notifies each recipient (the bell, and a mail unless they turned
 * announcement mail off), all in one transaction: the mails are in the outbox with the
 * announcement or neither is. A teacher posts only to one of their
 * groups (its `teaches` checked before); an administrator to the course or any of its groups.
 */
export async function agregarAviso(
  ctx: AppContext,
  user: AuthUser,
  input: { curso: number; grupo?: number; titulo: string; contenido: string },
) {
  if (user.role === 'teacher' && input.grupo === undefined) {
    throw forbidden(AVISO_SOLO_A_TUS_GRUPOS);
  }
  const contenido = sanitizeRichText(input.contenido);
  if (plainText(contenido).length === 0) {
    throw badRequest(`Los datos enviados no son válidos. contenido: ${CONTENIDO_VACIO}`, [
      { path: 'contenido', message: CONTENIDO_VACIO },
    ]);
  }
  const course = await findCourseRef(ctx.db, input.curso);
  if (!course) throw notFound(CURSO_NO_ENCONTRADO);
  const group = input.grupo === undefined ? undefined : await repo.findGroup(ctx.db, input.grupo);
  if (input.grupo !== undefined && group?.curso !== course.id) {
    throw badRequest(`Los datos enviados no son válidos. grupo: ${GRUPO_DE_OTRO_CURSO}`, [
      { path: 'grupo', message: GRUPO_DE_OTRO_CURSO },
    ]);
  }
  const autor = `${user.first_name} ${user.last_name}`.trim();
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const recipients = await repo.findRecipients(tx, course.id, group?.id);
    const row = await repo.insertAviso(tx, {
      curso: course.id,
      grupo: group?.id ?? null,
      autor: user.id,
      titulo: input.titulo,
      contenido,
      destinatarios: recipients.length,
    });
    const detalle = [
      `${autor} publicó un aviso en el curso ${course.nombre}:`,
      ...plainText(contenido),
    ];
    // One notification per student: each link opens their own enrolment's course view. The
    // notifications module writes the bell and mails by each one's preference for 'aviso'.
    for (const r of recipients) {
      await notify(
        tx,
        ctx,
        {
          usuarios: [r.usuario],
          tipo: 'aviso',
          titulo: `Aviso en ${course.nombre}: ${input.titulo}`,
          enlace: `/plataforma/curso/${course.slug}/${course.id}/temas/${r.unique_id}?avisos=1`,
          detalle,
          clave: `aviso-${row.id}`,
        },
        onCommit,
      );
    }
    return {
      id: row.id,
      titulo: input.titulo,
      contenido,
      fecha: row.fecha.toISOString(),
      autor,
      grupo: group ? { id: group.id, nombre: group.nombre } : null,
      destinatarios: recipients.length,
    };
  });
}

export async function getAvisosAdmin(
  ctx: AppContext,
  user: AuthUser,
  input: { curso: number; page: number },
) {
  if (!(await findCourseRef(ctx.db, input.curso))) throw notFound(CURSO_NO_ENCONTRADO);
  const { rows, count } = await repo.pageStaffAvisos(
    ctx.db,
    input.curso,
    user.role === 'teacher' ? user.id : undefined,
    pageOf(input.page),
  );
  return { results: rows.map(toAviso), count };
}

export async function getAvisosCurso(
  ctx: AppContext,
  user: AuthUser,
  input: { alumno_curso: number; page: number },
) {
  const enrolment = await ownEnrolmentWithAccess(ctx, user, { id: input.alumno_curso });
  const { rows, count, no_leidos } = await repo.pageStudentAvisos(
    ctx.db,
    { id: enrolment.id, curso: enrolment.curso, alumno: user.id },
    pageOf(input.page),
  );
  return {
    results: rows.map(({ destinatarios: _d, leido, ...row }) => ({
      ...toAviso({ ...row, destinatarios: 0 }),
      leido,
    })),
    count,
    no_leidos,
  };
}

export async function marcarAvisosLeidos(
  ctx: AppContext,
  user: AuthUser,
  input: { alumno_curso: number },
) {
  const enrolment = await ownEnrolmentWithAccess(ctx, user, { id: input.alumno_curso });
  await repo.markSeen(ctx.db, enrolment.id);
  return { no_leidos: 0 as const };
}
