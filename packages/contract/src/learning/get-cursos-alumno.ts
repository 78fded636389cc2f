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
  /**
   * The lesson the student opened last in this course, still part of it ('Continuar' opens
   * it); null before the first lesson is opened.
   */
  ultimo_subtema: z.number().int().nullable(),
  /** The enrolment waits for an administrator's confirmation: the card opens nothing yet. */
  pendiente: z.boolean(),
  /** A 7-day trial (createDemoUser): lessons only. */
  prueba: z.boolean(),
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
    'Las tarjetas de los cursos del alumno: inscripciones activas (también las pendientes de ' +
    'confirmación, no las rechazadas), con su avance, su periodo de acceso y si son de prueba.',
  request: ZGetCursosAlumnoRequest,
  response: ZGetCursosAlumnoResponse,
});
