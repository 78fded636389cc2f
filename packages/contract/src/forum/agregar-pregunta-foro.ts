import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZPreguntaForo, zRespuestasPorAlumno, zTextoPreguntaForo } from './pregunta-foro';

export const ZAgregarPreguntaForoRequest = z.object({
  pregunta: zTextoPreguntaForo,
  respuestas_por_alumno: zRespuestasPorAlumno,
  curso: zId,
});
export const ZAgregarPreguntaForoResponse = z.object({ content: ZPreguntaForo });
export type TAgregarPreguntaForoRequest = z.input<typeof ZAgregarPreguntaForoRequest>;
export type TAgregarPreguntaForoResponse = z.infer<typeof ZAgregarPreguntaForoResponse>;

export const agregarPreguntaForo = defineCall({
  name: 'agregarPreguntaForo',
  access: ['admin'],
  summary:
    'Agrega una pregunta al foro de discusión de un curso; `respuestas_por_alumno` limita las ' +
    'respuestas de cada alumno (null: sin límite). 404 si el curso no existe.',
  request: ZAgregarPreguntaForoRequest,
  response: ZAgregarPreguntaForoResponse,
});
