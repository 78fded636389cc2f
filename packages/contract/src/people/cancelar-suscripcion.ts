import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZCancelarSuscripcionRequest = z.object({
  /** The current password, to confirm it is really the account's owner. */
  password: z.string().min(1, { error: 'Escribe tu contraseña para confirmar.' }).max(256),
});
export const ZCancelarSuscripcionResponse = ZEmpty;
export type TCancelarSuscripcionRequest = z.input<typeof ZCancelarSuscripcionRequest>;

export const cancelarSuscripcion = defineCall({
  name: 'cancelarSuscripcion',
  access: ['student'],
  summary:
    'El alumno da de baja su propia cuenta tras confirmar su contraseña: la cuenta queda ' +
    'desactivada y se cierran todas sus sesiones. Sus calificaciones y certificados se conservan.',
  request: ZCancelarSuscripcionRequest,
  response: ZCancelarSuscripcionResponse,
});
