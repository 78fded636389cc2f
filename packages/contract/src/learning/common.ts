import { z } from 'zod';
import { zId } from '../core/call';

/**
 * The student's enrolment as the student's calls name it: its numeric id. The course view's URL
 * carries the enrolment's `unique_id` instead, which `getTemasCurso` also accepts and answers
 * with the numeric id the other calls take.
 */
export const zAlumnoCurso = zId;

/** ISO 8601 moment. */
export const zIsoDate = z.string();

/** Access of an enrolment: until when, and whether it is still open now. */
export const ZAcceso = z.object({
  /** ISO 8601: the later of the enrolment and the course start plus `dias_plataforma`, or the admin's extension. */
  acceso_hasta: z.string(),
  acceso_vigente: z.boolean(),
});

/** The Spanish 403 of a content call once an enrolment's access period has ended. */
export const ACCESO_TERMINADO =
  'Tu periodo de acceso a este curso ha terminado. Tu avance, calificaciones y certificados siguen disponibles.';
