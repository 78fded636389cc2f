import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZConfirmarInscripcionRequest = z.object({
  /** The pending enrolment's id. */
  alumno_curso: zId,
});
export const ZConfirmarInscripcionResponse = z.object({
  content: z.object({
    alumno_curso: z.number().int(),
    /** ISO 8601: the confirmation, from which the course's dias_plataforma count. */
    confirmada_en: z.string(),
    mensaje: z.string(),
  }),
});
export type TConfirmarInscripcionRequest = z.input<typeof ZConfirmarInscripcionRequest>;

export const confirmarInscripcion = defineCall({
  name: 'confirmarInscripcion',
  access: ['admin'],
  summary:
    'Confirma una inscripción pendiente (o una prueba gratuita, que pasa a ser la inscripción ' +
    'al curso): el alumno entra al curso desde ese momento (sus días ' +
    'de acceso cuentan desde aquí) y recibe un correo. Una cuenta de prueba pasa a ser ' +
    'permanente: sus sesiones de prueba se cierran y el dueño del correo recibe el enlace para ' +
    'elegir su contraseña. Ya confirmada o rechazada: 409.',
  request: ZConfirmarInscripcionRequest,
  response: ZConfirmarInscripcionResponse,
});
