import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZPreferenciaNotificacion, ZPreferenciasNotificacion } from './notification-kinds';

export const ZActualizarPreferenciasNotificacionRequest = z.object({
  preferencias: z
    .array(ZPreferenciaNotificacion)
    .min(1, { error: 'Indica al menos una preferencia.' })
    .max(5, { error: 'Hay cinco tipos de notificación.' })
    .refine((list) => new Set(list.map((p) => p.tipo)).size === list.length, {
      error: 'Cada tipo de notificación aparece una sola vez.',
    }),
});
export const ZActualizarPreferenciasNotificacionResponse = ZPreferenciasNotificacion;
export type TActualizarPreferenciasNotificacionRequest = z.input<
  typeof ZActualizarPreferenciasNotificacionRequest
>;

export const actualizarPreferenciasNotificacion = defineCall({
  name: 'actualizarPreferenciasNotificacion',
  access: 'signed-in',
  summary:
    'Guarda las preferencias de correo de quien llama para los tipos indicados; los demás no ' +
    'cambian. Responde todas.',
  request: ZActualizarPreferenciasNotificacionRequest,
  response: ZActualizarPreferenciasNotificacionResponse,
});
