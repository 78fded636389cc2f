import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import { ZRespuestaForo } from './pregunta-foro';

export const ZAgregarRespuestaForoProfesorRequest = z.object({
  foro_discusion: zId,
  respuesta: z
    .string()
    .trim()
    .min(1, { error: 'Escribe tu respuesta.' })
    .max(5000, { error: 'La respuesta admite como máximo 5000 caracteres.' }),
});
export const ZAgregarRespuestaForoProfesorResponse = z.object({ content: ZRespuestaForo });
export type TAgregarRespuestaForoProfesorRequest = z.input<
  typeof ZAgregarRespuestaForoProfesorRequest
>;

export const agregarRespuestaForoProfesor = defineCall({
  name: 'agregarRespuestaForoProfesor',
  access: ['admin', 'teacher'],
  teaches: { foro_discusion: 'foro' },
  summary:
    'Responde una pregunta del foro como personal de la academia: el profesor en los cursos de ' +
    "sus grupos (los alumnos ven su respuesta con la marca 'Profesor'), el administrador en " +
    'cualquiera. Sin límite de respuestas por alumno.',
  request: ZAgregarRespuestaForoProfesorRequest,
  response: ZAgregarRespuestaForoProfesorResponse,
});
