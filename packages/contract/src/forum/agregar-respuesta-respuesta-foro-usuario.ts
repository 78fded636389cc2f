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
   * theirs and of that course); administrators and teachers reply without one.
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
  /** Written by a teacher: students see it with the 'Profesor' badge. */
  profesor: z.boolean(),
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
  access: ['student', 'admin', 'teacher'],
  owns: ['alumno_curso'],
  teaches: { foro_discusion_respuesta: 'respuesta_foro' },
  summary:
    'Responde a una respuesta del foro de un curso: el alumno con su inscripción en ese curso, ' +
    'el profesor en los cursos de sus grupos (sin inscripción), el administrador en cualquier foro.',
  request: ZAgregarRespuestaRespuestaForoUsuarioRequest,
  response: ZAgregarRespuestaRespuestaForoUsuarioResponse,
});
