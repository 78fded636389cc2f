import type { AppContext } from '../../app-context';
import type { Tx } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { endCachedSessions } from '../../platform/auth/authenticate';
import { verifyPassword } from '../../platform/auth/passwords';
import {
  consumePacedAttempt,
  RateLimitedError,
  resetRateLimit,
} from '../../platform/auth/rate-limit';
import { transaction } from '../../platform/db/transaction';
import { badRequest, notFound } from '../../platform/errors';
import { recordAudit } from '../audit/index';
import * as repo from './auth.repository';
import { LOGIN_LIMITS } from './auth.service';
import {
  PASSWORD_ACTUAL_MISSING,
  PASSWORD_ACTUAL_WRONG,
  passwordActualLimited,
  USER_NOT_FOUND,
} from './messages';

/** Who closes them: a signed-in person, or nobody (a reset link: its owner, named by the caller). */
type Actor = Parameters<typeof recordAudit>[1];

/** Why an account's sessions end, as the audit log shows it. */
export const MOTIVO_CIERRE = {
  password: 'Contraseña cambiada',
  reset: 'Contraseña restablecida con un enlace',
  deactivated: 'Cuenta desactivada',
  cancelled: 'Cuenta dada de baja por su titular',
  admin: 'Cerradas por un administrador',
} as const;
export type MotivoCierre = keyof typeof MOTIVO_CIERRE;

/** Who the account is, for the audit entry's words. */
export interface ClosedAccount {
  id: number;
  first_name: string;
  last_name: string;
  tipo: number;
}

const TIPO_TEXT: Record<number, string> = { 0: 'administrador', 1: 'alumno', 2: 'profesor' };

export interface EndSessionsOptions {
  motivo: MotivoCierre;
  /** The session making its own account's change stays open. */
  keepTokenId?: number | undefined;
  /** A new password also spends every pending reset or welcome link of the account. */
  expireLinks?: boolean;
  /** Record the closure even when nothing was open (an administrator's explicit order). */
  auditAlways?: boolean;
}

/**
 * Ends the account's open sessions (all but `keepTokenId`) in the caller's transaction, and with
 * a new password its pending links, then audits what was closed. The cached sessions are dropped
 * on this instance before the revocation and again after the call; the row trigger on `tokens`
 * tells the other instances on commit (decision 015).
 */
export async function endSessions(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  account: ClosedAccount,
  options: EndSessionsOptions,
): Promise<{ sesiones: number; enlaces: number }> {
  endCachedSessions(ctx.cache, account.id);
  const sesiones = await repo.revokeOpenTokens(tx, account.id, options.keepTokenId);
  const enlaces = options.expireLinks ? await repo.expirePendingLinks(tx, account.id) : 0;
  if (sesiones > 0 || enlaces > 0 || options.auditAlways) {
    await recordAudit(tx, actor, {
      accion: 'cerrar_sesiones',
      entidad: 'users',
      entidad_id: account.id,
      detalles: {
        nombre: `${account.first_name} ${account.last_name}`.trim(),
        tipo: TIPO_TEXT[account.tipo] ?? 'usuario',
        motivo: MOTIVO_CIERRE[options.motivo],
        sesiones_cerradas: sesiones,
        ...(options.expireLinks && { enlaces_anulados: enlaces }),
        ...(options.keepTokenId !== undefined && { sesion_actual_conservada: true }),
      },
    });
  }
  return { sesiones, enlaces };
}

/** `cerrarSesionesUsuario`: an administrator ends every session of an account, audited. */
export async function closeAccountSessions(ctx: AppContext, actor: AuthUser, usuario: number) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const account = await repo.findUserById(tx, usuario);
    if (!account) throw notFound(USER_NOT_FOUND);
    const { sesiones } = await endSessions(ctx, tx, actor, account, {
      motivo: 'admin',
      keepTokenId: usuario === actor.id ? actor.tokenId : undefined,
      auditAlways: true,
    });
    return { usuario, sesiones_cerradas: sesiones };
  });
}

/** The attempts at the current password are counted per account, whatever the address. */
const currentPasswordKey = (userId: number) => `reauth:user:${userId}`;

/**
 * Checks the current password before the account's own change of password or e-mail. Paced like
 * a sign-in (5 attempts at once, then 1, 2, 4… s apart), counted before the check so parallel
 * guesses queue, and per account: a stolen session cannot guess its way to the password from
 * many addresses. A right password clears the count.
 */
export async function confirmCurrentPassword(
  ctx: AppContext,
  userId: number,
  passwordActual: string,
  form: { field: string; wrong: string } = {
    field: 'password_actual',
    wrong: PASSWORD_ACTUAL_WRONG,
  },
): Promise<void> {
  const field = (message: string) => badRequest(message, [{ path: form.field, message }]);
  if (!passwordActual) throw field(PASSWORD_ACTUAL_MISSING);
  const key = currentPasswordKey(userId);
  const attempt = await consumePacedAttempt(ctx.db, key, LOGIN_LIMITS.accountAndAddress);
  if (!attempt.allowed) {
    throw new RateLimitedError(
      passwordActualLimited(attempt.retryAfterSeconds),
      attempt.retryAfterSeconds,
    );
  }
  const row = await repo.findUserById(ctx.db, userId);
  if (!(await verifyPassword(row?.password, passwordActual))) throw field(form.wrong);
  await resetRateLimit(ctx.db, key);
}
