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
  access: ['admin', 'teacher'],
  teaches: { respuesta: 'replica_foro' },
  summary:
    'Elimina una respuesta anidada del foro (moderación). 404 si no existe. También el profesor, solo en los cursos y alumnos de sus grupos (403 fuera de ellos).',
  request: ZEliminarRespuestaRespuestaForoDiscusionRequest,
  response: ZEliminarRespuestaRespuestaForoDiscusionResponse,
});
