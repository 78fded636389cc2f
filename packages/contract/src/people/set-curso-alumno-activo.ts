import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/** The spec sends all three; the enrolment must be this student's in this course. */
export const ZSetCursoAlumnoActivoRequest = z.object({
  alumno: zId,
  curso: zId,
  alumno_curso: zId,
});
export const ZSetCursoAlumnoActivoResponse = z.object({
  content: z.object({ alumno_curso: z.number().int(), activo: z.number().int() }),
});
export type TSetCursoAlumnoActivoRequest = z.input<typeof ZSetCursoAlumnoActivoRequest>;
export type TSetCursoAlumnoActivoResponse = z.infer<typeof ZSetCursoAlumnoActivoResponse>;

/** The spec's names keep their double r. */
export const desactivarrCursoAlumno = defineCall({
  name: 'desactivarrCursoAlumno',
  access: ['admin'],
  summary: 'Desactiva la inscripción de un alumno en un curso (conserva su avance).',
  request: ZSetCursoAlumnoActivoRequest,
  response: ZSetCursoAlumnoActivoResponse,
});

export const activarrCursoAlumno = defineCall({
  name: 'activarrCursoAlumno',
  access: ['admin'],
  summary: 'Vuelve a activar la inscripción de un alumno en un curso.',
  request: ZSetCursoAlumnoActivoRequest,
  response: ZSetCursoAlumnoActivoResponse,
});
