import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZExtenderAccesoAlumnoCursoRequest = z.object({
  /** The enrolment's numeric id. */
  alumno_curso: zId,
  /** The new end of access: a date (YYYY-MM-DD, access until the end of that day, UTC) or an ISO 8601 moment. */
  acceso_hasta: z.union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Escribe una fecha válida.',
  }),
});
export const ZExtenderAccesoAlumnoCursoResponse = z.object({
  content: z.object({
    id: z.number().int(),
    acceso_hasta: z.string(),
    acceso_vigente: z.boolean(),
  }),
});
export type TExtenderAccesoAlumnoCursoRequest = z.input<typeof ZExtenderAccesoAlumnoCursoRequest>;

export const extenderAccesoAlumnoCurso = defineCall({
  name: 'extenderAccesoAlumnoCurso',
  access: ['admin'],
  summary:
    'Cambia hasta cuándo una inscripción da acceso al contenido del curso (sustituye el cálculo ' +
    'por dias_plataforma).',
  request: ZExtenderAccesoAlumnoCursoRequest,
  response: ZExtenderAccesoAlumnoCursoResponse,
});
