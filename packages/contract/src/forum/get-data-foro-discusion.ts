import { z } from 'zod';
import { defineCall, zId, zPage } from '../core/call';
import { ZRespuestaRespuestaForo } from './agregar-respuesta-respuesta-foro-usuario';

/** Answers per page of a forum question, newest last. */
export const RESPUESTAS_POR_PAGINA = 20;

export const ZGetDataForoDiscusionRequest = z.object({ pregunta: zId, page: zPage });
export const ZRespuestaForo = ZRespuestaRespuestaForo.extend({
  respuestas2: z.array(ZRespuestaRespuestaForo),
});
export const ZGetDataForoDiscusionResponse = z.object({
  /** One page of answers, oldest first, each with its replies. */
  content: z.array(ZRespuestaForo),
  /** How many answers the question has in all. */
  count: z.number().int().min(0),
  dataForo: z.object({
    id: z.number().int(),
    pregunta: z.string(),
    curso: z.number().int(),
    /** The cap of answers per student, or null without one. */
    respuestas_por_alumno: z.number().int().nullable(),
    /** How many answers the student has posted to it. */
    respuestas_alumno: z.number().int(),
  }),
});
export type TRespuestaForo = z.infer<typeof ZRespuestaForo>;
export type TGetDataForoDiscusionResponse = z.infer<typeof ZGetDataForoDiscusionResponse>;

export const getDataForoDiscusion = defineCall({
  name: 'getDataForoDiscusion',
  access: ['student'],
  summary:
    'Una pregunta del foro con sus respuestas (20 por página) y las réplicas de cada una, para ' +
    'un alumno inscrito con acceso vigente en su curso.',
  request: ZGetDataForoDiscusionRequest,
  response: ZGetDataForoDiscusionResponse,
});
