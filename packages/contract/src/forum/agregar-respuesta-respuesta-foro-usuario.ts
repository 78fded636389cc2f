import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZAgregarRespuestaRespuestaForoUsuarioRequest = z.object({
  /** The answer being replied to. */
  foro_discusion_respuesta: zId,
  respuesta: z
    .string()
    .trim()
    .min(1, { error: 'Escribe tu respuesta.' })
    .max(5000, { error: 'La respuesta admite como máximo 5000 caracteres.' }),
  /**
   * A student's own enrolment in the forum's course (required for students, checked to be
   * theirs and of that course); administrators reply without one.
   */
  alumno_curso: zId.optional(),
});

export const ZRespuestaRespuestaForo = z.object({
  id: z.number().int(),
  nombre: z.string(),
  app: z.string(),
  /** ISO 8601. */
  fecha: z.string(),
  respuesta: z.string(),
});

export const ZAgregarRespuestaRespuestaForoUsuarioResponse = z.object({
  content: ZRespuestaRespuestaForo,
});
export type TAgregarRespuestaRespuestaForoUsuarioRequest = z.input<
  typeof ZAgregarRespuestaRespuestaForoUsuarioRequest
>;
export type TAgregarRespuestaRespuestaForoUsuarioResponse = z.infer<
  typeof ZAgregarRespuestaRespuestaForoUsuarioResponse
>;

export const agregarRespuestaRespuestaForoUsuario = defineCall({
  name: 'agregarRespuestaRespuestaForoUsuario',
  access: ['student', 'admin'],
  owns: ['alumno_curso'],
  summary:
    'Responde a una respuesta del foro de un curso: el alumno con su inscripción en ese curso, ' +
    'el administrador en cualquier foro.',
  request: ZAgregarRespuestaRespuestaForoUsuarioRequest,
  response: ZAgregarRespuestaRespuestaForoUsuarioResponse,
});
