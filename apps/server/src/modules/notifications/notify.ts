import { NOTIFICATION_KIND_LABELS } from '@academia/contract/notifications/notification-kinds';
import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { NotificationKind } from '../../db/schema/notifications';
import type { OnCommit } from '../../platform/db/transaction';
import { renderMail } from '../../platform/mail/render-mail';
import { BOTON_VER, PIE_BAJA } from './messages';
import { findRecipients, insertNotifications, type Recipient } from './notifications.repository';
import { unsubscribeToken } from './unsubscribe-token';

export interface NotifyInput {
  /** Who gets it; inactive accounts are skipped. */
  usuarios: readonly number[];
  tipo: NotificationKind;
  /** One line, the bell's text and the mail's subject. */
  titulo: string;
  /** A path inside the web app (`/plataforma/...`) the bell and the mail lead to. */
  enlace: string;
  /** Paragraphs of plain text for the mail only (escaped when rendered). */
  detalle?: string[];
  /**
   * Makes the event idempotent per person: a second notify with the same key writes nothing for
   * whoever already has it (the key is stored as `<clave>:<usuario>`).
   */
  clave?: string;
  /** `false`: the bell only, because the caller sends its own mail about the event. */
  correo?: boolean;
}

export type NotifyContext = Pick<AppContext, 'config' | 'mail' | 'storage'>;

/** The unsubscribe address a mail client posts to (RFC 8058) and the page a person opens. */
export function unsubscribeLinks(ctx: NotifyContext, token: string) {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    page: `${ctx.config.publicUrl}/notificaciones/baja${query}`,
    oneClick: `${ctx.config.publicUrl}/api/bajaNotificaciones/un-clic/${query}`,
  };
}

/** A notification mail: the link to the platform, the footer unsubscribe link and its headers. */
export async function sendNotificationMail(
  ctx: NotifyContext,
  tx: Tx,
  onCommit: OnCommit,
  to: Pick<Recipient, 'id' | 'email'>,
  content: {
    tipos: readonly NotificationKind[];
    asunto: string;
    parrafos: string[];
    enlace: string;
  },
): Promise<void> {
  const links = unsubscribeLinks(ctx, unsubscribeToken(ctx, to.id, content.tipos));
  const { html, text } = renderMail(
    {
      titulo: content.asunto,
      parrafos: content.parrafos,
      boton: { texto: BOTON_VER, url: `${ctx.config.publicUrl}${content.enlace}` },
      baja: { texto: PIE_BAJA, url: links.page },
    },
    ctx.config,
  );
  await ctx.mail.send(
    {
      to: to.email,
      subject: content.asunto,
      html,
      text,
      headers: {
        'List-Unsubscribe': `<${links.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    },
    { tx, onCommit },
  );
}

/**
 * Notifies people inside the caller's transaction: the bell's rows, and for each person whose
 * preference for this kind is e-mail at once, a mail in the outbox queued after the commit
 * (decision 004). Those who chose the daily digest get their row marked for it; those who
 * turned this kind's e-mail off get the bell only. Two statements plus one per mail. Answers
 * how many people it notified (with `clave`, those who did not have it yet).
 */
export async function notify(
  tx: Tx,
  ctx: NotifyContext,
  input: NotifyInput,
  onCommit: OnCommit,
): Promise<number> {
  const ids = [...new Set(input.usuarios)];
  const recipients = await findRecipients(tx, ids, input.tipo);
  if (recipients.length === 0) return 0;
  const byId = new Map(recipients.map((r) => [r.id, r]));
  const written = await insertNotifications(
    tx,
    recipients.map((r) => ({
      usuario: r.id,
      tipo: input.tipo,
      titulo: input.titulo.slice(0, 300),
      enlace: input.enlace,
      clave: input.clave ? `${input.clave}:${r.id}`.slice(0, 120) : undefined,
      en_resumen: input.correo !== false && r.correo && r.modo === 'resumen',
    })),
  );
  for (const row of written) {
    const person = byId.get(row.usuario);
    if (input.correo === false || !person?.correo || person.modo !== 'inmediato') continue;
    await sendNotificationMail(ctx, tx, onCommit, person, {
      tipos: [input.tipo],
      asunto: input.titulo,
      parrafos: [
        ...(input.detalle ?? []),
        `Tipo de aviso: ${NOTIFICATION_KIND_LABELS[input.tipo]}.`,
      ],
      enlace: input.enlace,
    });
  }
  return written.length;
}
