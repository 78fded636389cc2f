import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarRespuestaRespuestaForoDiscusionRequest = z.object({
  /** The reply's id (an item of an answer's `respuestas2`). */
  respuesta: zId,
});
export const ZEliminarRespuestaRespuestaForoDiscusionResponse = z.object({
  content: z.object({ id: z.number().int() }),
});
export type TEliminarRespuestaRespuestaForoDiscusionRequest = z.input<
  typeof ZEliminarRespuestaRespuestaForoDiscusionRequest
>;

export const eliminarRespuestaRespuestaForoDiscusion = defineCall({
  name: 'eliminarRespuestaRespuestaForoDiscusion',
  access: ['admin'],
  summary: 'Elimina una respuesta anidada del foro (moderación). 404 si no existe.',
  request: ZEliminarRespuestaRespuestaForoDiscusionRequest,
  response: ZEliminarRespuestaRespuestaForoDiscusionResponse,
});
