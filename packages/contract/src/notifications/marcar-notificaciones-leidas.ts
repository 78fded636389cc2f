import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZMarcarNotificacionesLeidasRequest = z.object({
  /** Those notifications of the caller; without it, all of them. Others' ids change nothing. */
  ids: z
    .array(zId, { error: 'Indica las notificaciones como una lista de números.' })
    .min(1, { error: 'Indica al menos una notificación.' })
    .max(100, { error: 'Como mucho 100 notificaciones a la vez.' })
    .optional(),
});
export const ZMarcarNotificacionesLeidasResponse = z.object({ no_leidas: z.number() });
export type TMarcarNotificacionesLeidasRequest = z.input<typeof ZMarcarNotificacionesLeidasRequest>;

export const marcarNotificacionesLeidas = defineCall({
  name: 'marcarNotificacionesLeidas',
  access: 'signed-in',
  summary:
    'Marca como leídas las notificaciones indicadas (ids) de quien llama, o todas si no se ' +
    'indican; responde cuántas quedan sin leer.',
  request: ZMarcarNotificacionesLeidasRequest,
  response: ZMarcarNotificacionesLeidasResponse,
});
