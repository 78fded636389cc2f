import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import { roleOf } from '../../platform/auth/guard';
import { checkNewPassword } from '../../platform/auth/password-policy';
import { hashPassword } from '../../platform/auth/passwords';
import { consumeRateLimit } from '../../platform/auth/rate-limit';
import { generateKey, hashKey } from '../../platform/auth/tokens';
import { type OnCommit, transaction } from '../../platform/db/transaction';
import { badRequest } from '../../platform/errors';
import { renderMail } from '../../platform/mail/render-mail';
import { recordAudit } from '../audit/index';
import * as repo from './auth.repository';
import { canSignIn, clearSignInDelays } from './auth.service';
import { LINK_INVALID, PASSWORD_SET, RESET_REQUESTED } from './messages';
import { endSessions } from './sessions.service';

/** A forgotten password is answered quickly or not at all; a welcome mail may wait a week. */
const LINK_LIFETIME_MS: Record<repo.Proposito, number> = {
  reset: 60 * 60 * 1000,
  bienvenida: 7 * 24 * 60 * 60 * 1000,
};

/** Links mailed per address and hour: enough to retry, too few to flood someone's inbox. */
const MAILS_PER_ADDRESS = { max: 3, windowSeconds: 60 * 60 };

function passwordLinkUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/restablecer-contrasena/${token}`;
}

function mailFor(
  ctx: AppContext,
  firstName: string,
  proposito: repo.Proposito,
  url: string,
  nota?: string,
) {
  const academia = ctx.config.academyName;
  if (proposito === 'bienvenida') {
    return {
      subject: `Bienvenido a ${academia}: elige tu contraseña`,
      ...renderMail(
        {
          titulo: `Te damos la bienvenida a ${academia}`,
          parrafos: [
            `Hola, ${firstName}:`,
            'Tu cuenta ya está creada. Para entrar a la plataforma, elige tu contraseña con el botón de abajo.',
            ...(nota ? [nota] : []),
            'El enlace vale durante 7 días y solo se puede usar una vez.',
          ],
          boton: { texto: 'Elegir mi contraseña', url },
        },
        ctx.config,
      ),
    };
  }
  return {
    subject: `Restablece tu contraseña de ${academia}`,
    ...renderMail(
      {
        titulo: 'Restablece tu contraseña',
        parrafos: [
          `Hola, ${firstName}:`,
          `Recibimos una solicitud para restablecer la contraseña de tu cuenta en ${academia}.`,
          'El enlace vale durante 1 hora y solo se puede usar una vez. Si no lo pediste tú, ignora este correo: tu contraseña no cambiará.',
        ],
        boton: { texto: 'Elegir una contraseña nueva', url },
      },
      ctx.config,
    ),
  };
}

/**
 * Creates a one-time link to choose a password and mails it, inside the caller's transaction:
 * the link row and the outbox row commit together, and delivery is queued after the commit.
 * `reset` links last 1 hour; `bienvenida` links (a student registered by someone else) 7 days.
 */
export async function issuePasswordLink(
  ctx: AppContext,
  tx: Tx,
  user: { id: number; email: string; first_name: string },
  proposito: repo.Proposito,
  onCommit: OnCommit,
  /** One more paragraph for the welcome mail (a registration's pending enrolment). */
  nota?: string,
): Promise<void> {
  const token = generateKey();
  await repo.insertPasswordLink(tx, {
    userId: user.id,
    tokenHash: hashKey(token),
    proposito,
    expiresAt: new Date(Date.now() + LINK_LIFETIME_MS[proposito]),
  });
  const { subject, html, text } = mailFor(
    ctx,
    user.first_name,
    proposito,
    passwordLinkUrl(ctx.config.publicUrl, token),
    nota,
  );
  await ctx.mail.send({ to: user.email, subject, html, text }, { tx, onCommit });
}

/**
 * Mails a reset link when the address belongs to an account that may sign in. The answer is
 * the same either way, so the call does not tell who has an account.
 */
export async function requestPasswordReset(ctx: AppContext, email: string): Promise<string> {
  const { allowed } = await consumeRateLimit(
    ctx.db,
    `reset:email:${email}`,
    MAILS_PER_ADDRESS.max,
    MAILS_PER_ADDRESS.windowSeconds,
  );
  if (!allowed) {
    ctx.log.warn('password reset: mail limit reached for one address; request ignored');
    return RESET_REQUESTED;
  }
  const user = await repo.findUserByEmail(ctx.db, email);
  if (user && canSignIn(user)) {
    await transaction(ctx.db, ctx.log, (tx, onCommit) =>
      issuePasswordLink(ctx, tx, user, 'reset', onCommit),
    );
  }
  return RESET_REQUESTED;
}

export async function validatePasswordLink(
  ctx: AppContext,
  token: string,
): Promise<{ email: string; proposito: repo.Proposito }> {
  const link = await repo.findUsableLink(ctx.db, hashKey(token));
  if (!link) throw badRequest(LINK_INVALID);
  return { email: link.email, proposito: link.proposito === 'bienvenida' ? 'bienvenida' : 'reset' };
}

/**
 * Sets the password with a link and spends it. Every open session of the account is closed
 * (whoever knew the old password is out) and the account's other pending links stop working.
 */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<{ email: string; mensaje: string }> {
  const tokenHash = hashKey(token);
  // A dead link or a weak password is refused before paying for the password hash.
  const owner = await repo.findUsableLink(ctx.db, tokenHash);
  if (!owner) throw badRequest(LINK_INVALID);
  checkNewPassword(password, { ...owner, staff: roleOf(owner) !== 'student' });
  const passwordHash = await hashPassword(password);
  const link = await transaction(ctx.db, ctx.log, async (tx) => {
    const spent = await repo.consumeLink(tx, tokenHash);
    if (!spent) throw badRequest(LINK_INVALID);
    await repo.setPassword(tx, spent.userId, passwordHash);
    // The link's owner made the change: the link proves it, nobody else is signed in.
    const actor = { id: spent.userId, first_name: owner.first_name, last_name: owner.last_name };
    await recordAudit(tx, actor, {
      accion: 'restablecer_contrasena',
      entidad: 'users',
      entidad_id: spent.userId,
      detalles: { sesiones_cerradas: true, enlace: owner.proposito },
    });
    // Whoever knew the old password is out, and the account's other links stop working.
    await endSessions(
      ctx,
      tx,
      actor,
      { ...actor, tipo: owner.tipo },
      { motivo: 'reset', expireLinks: true },
    );
    return spent;
  });
  await clearSignInDelays(ctx.db, link.username);
  ctx.log.info('password set through a one-time link; sessions of the account revoked');
  return { email: link.email, mensaje: PASSWORD_SET };
}
