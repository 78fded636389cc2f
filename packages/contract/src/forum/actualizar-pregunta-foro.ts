import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaForo, zRespuestasPorAlumno, zTextoPreguntaForo } from './pregunta-foro';

export const ZActualizarPreguntaForoRequest = z.object({
  pregunta: zTextoPreguntaForo,
  respuestas_por_alumno: zRespuestasPorAlumno,
  /** The question's id. */
  foro: zId,
});
export const ZActualizarPreguntaForoResponse = z.object({ content: ZPreguntaForo });
export type TActualizarPreguntaForoRequest = z.input<typeof ZActualizarPreguntaForoRequest>;
export type TActualizarPreguntaForoResponse = z.infer<typeof ZActualizarPreguntaForoResponse>;

export const actualizarPreguntaForo = defineCall({
  name: 'actualizarPreguntaForo',
  access: ['admin'],
  summary:
    'Cambia el texto de una pregunta del foro y su límite de respuestas por alumno. Las ' +
    'respuestas ya publicadas se conservan aunque el nuevo límite sea menor. 404 si no existe.',
  request: ZActualizarPreguntaForoRequest,
  response: ZActualizarPreguntaForoResponse,
});
