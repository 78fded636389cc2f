import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZAcceso } from './common';

export const ZCursoAlumno = ZAcceso.extend({
  id_curso: z.number().int(),
  slug_curso: z.string(),
  /** The enrolment's unique_id, carried by the course view's URL. */
  unique_id: z.string(),
  /** The enrolment's numeric id, which the student's other calls name as `alumno_curso`. */
  alumno_curso: z.number().int(),
  nombre: z.string(),
  /** File name under /uploads/, or null without an image. */
  imagen_curso: z.string().nullable(),
  /** Percent of the course's current subtopics finished, 0 to 100, rounded down. */
  avance: z.number().int().min(0).max(100),
});

export const ZGetCursosAlumnoRequest = ZEmpty;
export const ZGetCursosAlumnoResponse = z.object({ content: z.array(ZCursoAlumno) });
export type TCursoAlumno = z.infer<typeof ZCursoAlumno>;
export type TGetCursosAlumnoResponse = z.infer<typeof ZGetCursosAlumnoResponse>;

export const getCursosAlumno = defineCall({
  name: 'getCursosAlumno',
  method: 'GET',
  access: ['student'],
  summary:
    'Las tarjetas de los cursos del alumno: solo inscripciones activas, con su avance y su periodo de acceso.',
  request: ZGetCursosAlumnoRequest,
  response: ZGetCursosAlumnoResponse,
});
