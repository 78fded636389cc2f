import { NOTIFICACIONES_POR_PAGINA } from '@academia/contract/notifications/get-notificaciones';
import {
  NOTIFICATION_KINDS,
  type TPreferenciaNotificacion,
} from '@academia/contract/notifications/notification-kinds';
import type { AppContext } from '../../app-context';
import type { AuthUser } from '../../platform/auth/auth-user';
import { badRequest, notFound } from '../../platform/errors';
import { ENLACE_BAJA_CADUCADO, ENLACE_BAJA_INVALIDO } from './messages';
import * as repo from './notifications.repository';
import { readUnsubscribeToken } from './unsubscribe-token';

export async function getNotificaciones(ctx: AppContext, user: AuthUser, page: number) {
  const found = await repo.pageNotifications(
    ctx.db,
    user.id,
    NOTIFICACIONES_POR_PAGINA,
    (page - 1) * NOTIFICACIONES_POR_PAGINA,
  );
  return {
    results: found.rows.map((r) => ({ ...r, creado: r.creado.toISOString() })),
    count: found.count,
    no_leidas: found.no_leidas,
  };
}

export async function marcarNotificacionesLeidas(
  ctx: AppContext,
  user: AuthUser,
  ids: number[] | undefined,
) {
  return { no_leidas: await repo.markRead(ctx.db, user.id, ids) };
}

/** Every kind, with the default (e-mail on, at once) where the person chose nothing. */
async function allPreferences(db: AppContext['db'], usuario: number) {
  const saved = new Map((await repo.findPreferences(db, usuario)).map((p) => [p.tipo, p]));
  const preferencias: TPreferenciaNotificacion[] = NOTIFICATION_KINDS.map(
    (tipo) => saved.get(tipo) ?? { tipo, correo: true, modo: 'inmediato' },
  );
  return { preferencias };
}

export function getPreferenciasNotificacion(ctx: AppContext, user: AuthUser) {
  return allPreferences(ctx.db, user.id);
}

export async function actualizarPreferenciasNotificacion(
  ctx: AppContext,
  user: AuthUser,
  preferencias: TPreferenciaNotificacion[],
) {
  await repo.savePreferences(ctx.db, user.id, preferencias);
  return allPreferences(ctx.db, user.id);
}

/** The unsubscribe link: no session, the signed token says who and which kinds. */
export async function bajaNotificaciones(ctx: AppContext, token: string) {
  const check = readUnsubscribeToken(ctx, token);
  if (!check.ok) {
    throw badRequest(check.reason === 'expired' ? ENLACE_BAJA_CADUCADO : ENLACE_BAJA_INVALIDO);
  }
  if (!(await repo.turnMailOff(ctx.db, check.usuario, check.tipos))) {
    throw notFound(ENLACE_BAJA_INVALIDO);
  }
  return { tipos: check.tipos };
}
