import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZEliminarRespuestaForoDiscusionRequest = z.object({
  /** The answer's id. */
  respuesta: zId,
});
export const ZEliminarRespuestaForoDiscusionResponse = z.object({
  content: z.object({ id: z.number().int() }),
});
export type TEliminarRespuestaForoDiscusionRequest = z.input<
  typeof ZEliminarRespuestaForoDiscusionRequest
>;

export const eliminarRespuestaForoDiscusion = defineCall({
  name: 'eliminarRespuestaForoDiscusion',
  access: ['admin', 'teacher'],
  teaches: { respuesta: 'respuesta_foro' },
  summary:
    'Elimina una respuesta del foro junto con sus respuestas anidadas (moderación). 404 si no ' +
    'existe. También el profesor, solo en los cursos y alumnos de sus grupos (403 fuera de ellos).',
  request: ZEliminarRespuestaForoDiscusionRequest,
  response: ZEliminarRespuestaForoDiscusionResponse,
});
