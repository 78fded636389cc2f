import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { OnCommit } from '../../platform/db/transaction';
import { transaction } from '../../platform/db/transaction';
import { certificadoEmitido, evaluacionCalificada, respuestaForo } from './messages';
import { type NotifyContext, notify } from './notify';
import { forumAnswerTarget, GRADED_KEY, gradedAttemptTarget } from './targets.repository';

const courseScreen = (t: { slug: string; curso: number }, alumnoCurso: number, query: string) =>
  `/plataforma/curso/${t.slug}/${t.curso}/temas/${alumnoCurso}?${query}`;

/**
 * Someone replied to a forum answer: its author hears of it (not when they reply to
 * themselves). The link opens the forum in the author's course when they answered as a student,
 * else their courses.
 */
export async function notifyForumReply(
  tx: Tx,
  ctx: NotifyContext,
  input: { respuesta: number; autor: number; autor_nombre: string },
  onCommit: OnCommit,
): Promise<void> {
  const target = await forumAnswerTarget(tx, input.respuesta);
  if (!target || target.usuario === input.autor) return;
  await notify(
    tx,
    ctx,
    {
      usuarios: [target.usuario],
      tipo: 'respuesta_foro',
      titulo: respuestaForo(input.autor_nombre, target.pregunta),
      enlace:
        target.alumno_curso === null
          ? '/plataforma/cursos'
          : courseScreen(target, target.alumno_curso, `foro=${target.foro}`),
    },
    onCommit,
  );
}

/**
 * An attempt was graded: its student hears the grade and whether it passed. Run by the queued
 * job the submit sends, and by the sweep that finds a lost one: keyed by the attempt, so a
 * second run writes and mails nothing. Answers whether it wrote the notification.
 */
export async function notifyGradedAttempt(
  ctx: NotifyContext & Pick<AppContext, 'db' | 'log'>,
  intento: number,
): Promise<boolean> {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const target = await gradedAttemptTarget(tx, intento);
    if (!target) return false;
    const written = await notify(
      tx,
      ctx,
      {
        usuarios: [target.alumno],
        tipo: 'evaluacion_calificada',
        titulo: evaluacionCalificada(
          target.nombre,
          target.calificacion ?? '0.00',
          target.resultado === 1,
        ),
        enlace: courseScreen(target, target.alumno_curso, `evaluacion=${target.evaluacion}`),
        clave: `${GRADED_KEY}:${intento}`,
      },
      onCommit,
    );
    return written > 0;
  });
}

/**
 * A certificate was issued. `correo: false` when the caller mails the certificate itself (the
 * automatic issue attaches the PDF): the bell only, no second mail.
 */
export async function notifyCertificateIssued(
  tx: Tx,
  ctx: NotifyContext,
  input: { alumno: number; curso: string; correo?: boolean },
  onCommit: OnCommit,
): Promise<void> {
  await notify(
    tx,
    ctx,
    {
      usuarios: [input.alumno],
      tipo: 'certificado_emitido',
      titulo: certificadoEmitido(input.curso),
      enlace: '/plataforma/mis-certificados',
      correo: input.correo,
    },
    onCommit,
  );
}
