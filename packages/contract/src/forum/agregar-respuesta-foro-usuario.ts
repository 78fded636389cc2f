import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZRespuestaForo } from './get-data-foro-discusion';

export const ZAgregarRespuestaForoUsuarioRequest = z.object({
  foro_discusion: zId,
  respuesta: z
    .string()
    .trim()
    .min(1, { error: 'Escribe tu respuesta.' })
    .max(5000, { error: 'La respuesta admite como máximo 5000 caracteres.' }),
  /** The student's own enrolment in the forum's course. */
  alumno_curso: zId,
});
export const ZAgregarRespuestaForoUsuarioResponse = z.object({ content: ZRespuestaForo });
export type TAgregarRespuestaForoUsuarioRequest = z.input<
  typeof ZAgregarRespuestaForoUsuarioRequest
>;

export const agregarRespuestaForoUsuario = defineCall({
  name: 'agregarRespuestaForoUsuario',
  access: ['student'],
  owns: ['alumno_curso'],
  summary:
    'Responde una pregunta del foro con la inscripción del alumno en ese curso; como máximo ' +
    'respuestas_por_alumno respuestas por alumno cuando la pregunta lo fija.',
  request: ZAgregarRespuestaForoUsuarioRequest,
  response: ZAgregarRespuestaForoUsuarioResponse,
});
