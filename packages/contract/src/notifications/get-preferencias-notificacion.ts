import type { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZPreferenciasNotificacion } from './notification-kinds';

export const ZGetPreferenciasNotificacionResponse = ZPreferenciasNotificacion;
export type TGetPreferenciasNotificacionResponse = z.infer<
  typeof ZGetPreferenciasNotificacionResponse
>;

export const getPreferenciasNotificacion = defineCall({
  name: 'getPreferenciasNotificacion',
  method: 'GET',
  access: 'signed-in',
  summary:
    'Las preferencias de correo de quien llama, una por tipo de notificación: si se envía por ' +
    'correo y si al momento o en un resumen diario.',
  request: ZEmpty,
  response: ZGetPreferenciasNotificacionResponse,
});
