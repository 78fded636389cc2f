import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZAgregarCursosAlumnoRequest = z.object({
  alumno: zId,
  cursos: z.array(zId).min(1, { error: 'Selecciona al menos un curso.' }).max(100),
});
export const ZAgregarCursosAlumnoResponse = z.object({
  /** How many new enrolments were made (courses already taken are skipped). */
  content: z.object({ agregados: z.number().int() }),
});
export type TAgregarCursosAlumnoRequest = z.input<typeof ZAgregarCursosAlumnoRequest>;
export type TAgregarCursosAlumnoResponse = z.infer<typeof ZAgregarCursosAlumnoResponse>;

export const agregarCursosAlumno = defineCall({
  name: 'agregarCursosAlumno',
  access: ['admin'],
  summary: 'Inscribe a un alumno en varios cursos a la vez; un curso inexistente: 404.',
  request: ZAgregarCursosAlumnoRequest,
  response: ZAgregarCursosAlumnoResponse,
});
