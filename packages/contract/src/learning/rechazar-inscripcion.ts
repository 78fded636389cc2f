import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZRechazarInscripcionRequest = z.object({
  /** The pending enrolment's id. */
  alumno_curso: zId,
  /** Why: audited and mailed to the student. */
  motivo: z
    .string()
    .trim()
    .min(3, { error: 'Escribe el motivo del rechazo.' })
    .max(500, { error: 'El motivo no puede tener más de 500 caracteres.' }),
});
export const ZRechazarInscripcionResponse = z.object({
  content: z.object({ alumno_curso: z.number().int(), mensaje: z.string() }),
});
export type TRechazarInscripcionRequest = z.input<typeof ZRechazarInscripcionRequest>;

export const rechazarInscripcion = defineCall({
  name: 'rechazarInscripcion',
  access: ['admin'],
  summary:
    'Rechaza una inscripción pendiente con un motivo: no abre nada del curso, el alumno recibe ' +
    'un correo con el motivo y un nuevo registro público al curso la vuelve a dejar pendiente. ' +
    'Ya confirmada o rechazada: 409.',
  request: ZRechazarInscripcionRequest,
  response: ZRechazarInscripcionResponse,
});
