import { z } from 'zod';
import { defineCall, zId, zPage } from '../core/call';
import { ZPreguntaForo, ZRespuestaForo } from './pregunta-foro';

/** Answers per page of the administrator's answers modal. */
export const RESPUESTAS_FORO_POR_PAGINA = 20;

export const ZGetRespuestasPreguntaForoRequest = z.object({
  pregunta: zId,
  /** Beyond the spec: answers are paged, 20 a page, oldest first; each with all its replies. */
  page: zPage,
});
export const ZGetRespuestasPreguntaForoResponse = z.object({
  content: z.array(ZRespuestaForo),
  /** Answers of the question in all pages. */
  count: z.number().int().min(0),
  dataForo: ZPreguntaForo,
});
export type TGetRespuestasPreguntaForoRequest = z.input<typeof ZGetRespuestasPreguntaForoRequest>;
export type TGetRespuestasPreguntaForoResponse = z.infer<typeof ZGetRespuestasPreguntaForoResponse>;

export const getRespuestasPreguntaForo = defineCall({
  name: 'getRespuestasPreguntaForo',
  access: ['admin', 'teacher'],
  teaches: { pregunta: 'foro' },
  summary:
    'Las respuestas de una pregunta del foro (20 por página, las más antiguas primero), cada ' +
    'una con su autor (`nombre`, `app`), fecha y sus respuestas anidadas (`respuestas2`). 404 ' +
    'si la pregunta no existe. También el profesor, solo en los cursos y alumnos de sus grupos (403 fuera de ellos).',
  request: ZGetRespuestasPreguntaForoRequest,
  response: ZGetRespuestasPreguntaForoResponse,
});
