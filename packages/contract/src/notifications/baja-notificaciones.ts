import { z } from 'zod';
import { defineCall } from '../core/call';
import { zNotificationKind } from './notification-kinds';

export const ZBajaNotificacionesRequest = z.object({
  /** The signed token of the mail's unsubscribe link. */
  token: z
    .string({ error: 'Falta el código del enlace.' })
    .min(1, { error: 'Falta el código del enlace.' })
    .max(300, { error: 'El enlace no es válido.' }),
});
export const ZBajaNotificacionesResponse = z.object({ tipos: z.array(zNotificationKind) });
export type TBajaNotificacionesRequest = z.input<typeof ZBajaNotificacionesRequest>;

export const bajaNotificaciones = defineCall({
  name: 'bajaNotificaciones',
  access: 'anyone',
  summary:
    'Deja de enviar por correo un tipo de notificación a una persona, con el código firmado ' +
    'del enlace de baja de un correo (sin iniciar sesión). Los clientes de correo usan ' +
    'POST /api/bajaNotificaciones/un-clic/?token=… (RFC 8058).',
  request: ZBajaNotificacionesRequest,
  response: ZBajaNotificacionesResponse,
  rateLimit: { max: 30, windowSeconds: 60 },
});
