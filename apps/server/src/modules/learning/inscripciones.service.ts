import { INSCRIPCIONES_PAGE_SIZE } from '@academia/contract/learning/get-inscripciones-pendientes';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { type OnCommit, transaction } from '../../platform/db/transaction';
import { conflict, notFound } from '../../platform/errors';
import { renderMail } from '../../platform/mail/render-mail';
import { recordAudit } from '../audit/index';
import { endSessions, issuePasswordLink } from '../auth/index';
import * as repo from './inscripciones.repository';
import {
  INSCRIPCION_CONFIRMADA,
  INSCRIPCION_NO_ENCONTRADA,
  INSCRIPCION_RECHAZADA_OK,
  INSCRIPCION_YA_CONFIRMADA,
  INSCRIPCION_YA_RECHAZADA,
} from './messages';

export async function getInscripcionesPendientes(
  ctx: AppContext,
  q: { page: number; search: string; curso?: number | undefined },
) {
  const { rows, count } = await repo.pagePending(
    ctx.db,
    { curso: q.curso, search: q.search },
    INSCRIPCIONES_PAGE_SIZE,
    (q.page - 1) * INSCRIPCIONES_PAGE_SIZE,
  );
  return { results: rows.map((r) => ({ ...r, fecha: r.fecha.toISOString() })), count };
}

type Decided = NonNullable<Awaited<ReturnType<typeof repo.findForDecision>>>;

const nombre = (e: Decided) => `${e.first_name} ${e.last_name}`.trim();

/**
 * The enrolment to decide on, still pending (or a trial, which a confirmation turns into the
 * course): anything else is a 404 or a 409.
 */
async function pending(tx: Tx, id: number): Promise<Decided> {
  const enrolment = await repo.findForDecision(tx, id);
  if (!enrolment) throw notFound(INSCRIPCION_NO_ENCONTRADA);
  if (enrolment.estado === 'confirmada' && !enrolment.prueba) {
    throw conflict(INSCRIPCION_YA_CONFIRMADA);
  }
  if (enrolment.estado === 'rechazada') throw conflict(INSCRIPCION_YA_RECHAZADA);
  return enrolment;
}

/**
 * Confirms an enrolment in the caller's transaction: access counts from now, a trial becomes a
 * real enrolment, and a demo account a lasting one. The demo's sessions were opened by whoever
 * typed the e-mail into the trial form, so they end, and the mailbox's owner gets the link to
 * choose a password (decision 017). The student is mailed after the commit.
 */
async function confirmIn(
  ctx: AppContext,
  tx: Tx,
  onCommit: OnCommit,
  actor: AuthUser,
  enrolment: Decided,
  como: string,
) {
  const ahora = new Date();
  await repo.confirm(tx, enrolment.id, ahora, enrolment.prueba);
  const demo = enrolment.expira !== null;
  if (demo) {
    await repo.clearExpiry(tx, enrolment.alumno);
    await endSessions(
      ctx,
      tx,
      actor,
      {
        id: enrolment.alumno,
        first_name: enrolment.first_name,
        last_name: enrolment.last_name,
        tipo: enrolment.tipo,
      },
      { motivo: 'admin' },
    );
  }
  await recordAudit(tx, actor, {
    accion: 'confirmar',
    entidad: 'alumno_curso',
    entidad_id: enrolment.id,
    detalles: {
      alumno: nombre(enrolment),
      email: enrolment.email,
      curso: enrolment.curso_nombre,
      como,
      ...(enrolment.prueba && { era_prueba: true }),
      ...(demo && { cuenta_de_prueba_permanente: true }),
      confirmada_en: ahora.toISOString(),
    },
  });
  const url = `${ctx.config.publicUrl}/plataforma/cursos`;
  await ctx.mail.send(
    {
      to: enrolment.email,
      subject: `Tu inscripción a ${enrolment.curso_nombre} está confirmada`,
      ...renderMail(
        {
          titulo: 'Inscripción confirmada',
          parrafos: [
            `Hola, ${enrolment.first_name}:`,
            `La academia confirmó tu inscripción al curso ${enrolment.curso_nombre}. Ya puedes entrar a sus lecciones desde Mis Cursos.`,
            ...(demo || enrolment.password === null
              ? ['Si aún no eliges tu contraseña, usa el enlace del correo de bienvenida.']
              : []),
          ],
          boton: { texto: 'Ir a Mis Cursos', url },
        },
        ctx.config,
      ),
    },
    { tx, onCommit },
  );
  if (demo && enrolment.is_active) {
    await issuePasswordLink(
      ctx,
      tx,
      { id: enrolment.alumno, email: enrolment.email, first_name: enrolment.first_name },
      'bienvenida',
      onCommit,
    );
  }
  return ahora;
}

export async function confirmarInscripcion(
  ctx: AppContext,
  actor: AuthUser,
  input: { alumno_curso: number },
) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const enrolment = await pending(tx, input.alumno_curso);
    const ahora = await confirmIn(ctx, tx, onCommit, actor, enrolment, 'Inscripciones');
    return {
      alumno_curso: enrolment.id,
      confirmada_en: ahora.toISOString(),
      mensaje: INSCRIPCION_CONFIRMADA,
    };
  });
}

/**
 * Adding a student to a group of the course confirms their enrolment there (a pending one, a
 * rejected one the administrator now accepts, or a trial), in the group's transaction. An
 * enrolment already confirmed and not a trial is left as it is.
 */
export async function confirmOnGroupAdd(
  ctx: AppContext,
  tx: Tx,
  onCommit: OnCommit,
  actor: AuthUser,
  enrolmentId: number,
  grupo: string,
) {
  await confirmByAdministrator(ctx, tx, onCommit, actor, enrolmentId, `Agregado al grupo ${grupo}`);
}

/**
 * An administrator's own act on an enrolment (a group, or inscribirAlumnoCurso) confirms it in
 * the caller's transaction when it is pending, rejected or a trial; `como` says which act, in the
 * audit entry. Answers false, changing nothing, when it was already confirmed and not a trial.
 */
export async function confirmByAdministrator(
  ctx: AppContext,
  tx: Tx,
  onCommit: OnCommit,
  actor: AuthUser,
  enrolmentId: number,
  como: string,
): Promise<boolean> {
  const enrolment = await repo.findForDecision(tx, enrolmentId);
  if (!enrolment || (enrolment.estado === 'confirmada' && !enrolment.prueba)) return false;
  await confirmIn(ctx, tx, onCommit, actor, enrolment, como);
  return true;
}

export async function rechazarInscripcion(
  ctx: AppContext,
  actor: AuthUser,
  input: { alumno_curso: number; motivo: string },
) {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const enrolment = await pending(tx, input.alumno_curso);
    await repo.reject(tx, enrolment.id);
    await recordAudit(tx, actor, {
      accion: 'rechazar',
      entidad: 'alumno_curso',
      entidad_id: enrolment.id,
      detalles: {
        alumno: nombre(enrolment),
        email: enrolment.email,
        curso: enrolment.curso_nombre,
        motivo: input.motivo,
      },
    });
    await ctx.mail.send(
      {
        to: enrolment.email,
        subject: `Tu inscripción a ${enrolment.curso_nombre}`,
        ...renderMail(
          {
            titulo: 'Inscripción no confirmada',
            parrafos: [
              `Hola, ${enrolment.first_name}:`,
              `La academia no confirmó tu inscripción al curso ${enrolment.curso_nombre}.`,
              `Motivo: ${input.motivo}`,
              `Si tienes dudas, escríbenos a ${ctx.config.contactEmail}.`,
            ],
          },
          ctx.config,
        ),
      },
      { tx, onCommit },
    );
    return { alumno_curso: enrolment.id, mensaje: INSCRIPCION_RECHAZADA_OK };
  });
}
