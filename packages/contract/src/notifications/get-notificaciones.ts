import { z } from 'zod';
import { defineCall, zPage } from '../core/call';
import { zNotificationKind } from './notification-kinds';

export const NOTIFICACIONES_POR_PAGINA = 20;

export const ZGetNotificacionesRequest = z.object({ page: zPage });
export const ZNotificacion = z.object({
  id: z.number(),
  tipo: zNotificationKind,
  titulo: z.string(),
  /** A path inside the web app. */
  enlace: z.string(),
  leida: z.boolean(),
  creado: z.string(),
});
export const ZGetNotificacionesResponse = z.object({
  results: z.array(ZNotificacion),
  count: z.number(),
  /** Unread notifications of the caller, for the bell. */
  no_leidas: z.number(),
});
export type TGetNotificacionesRequest = z.input<typeof ZGetNotificacionesRequest>;
export type TGetNotificacionesResponse = z.infer<typeof ZGetNotificacionesResponse>;
export type TNotificacion = z.infer<typeof ZNotificacion>;

export const getNotificaciones = defineCall({
  name: 'getNotificaciones',
  method: 'GET',
  access: 'signed-in',
  summary:
    'Las notificaciones de quien llama, las más nuevas primero, 20 por página, con el número ' +
    'de no leídas (la campana).',
  request: ZGetNotificacionesRequest,
  response: ZGetNotificacionesResponse,
});
