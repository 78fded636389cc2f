import { z } from 'zod';
import { defineCall, zId, zPage } from '../core/call';
import { ZCursoRef } from '../groups/group-schemas';

export const ZGetAlumnosCursoRequest = z.object({ curso: zId, page: zPage });
export const ZAlumnoCurso = z.object({
  /** The enrolment (`alumno_curso`), used by the evaluations modal. */
  id: z.number().int(),
  alumno_id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  apellido_materno: z.string(),
  email: z.string(),
  celular: z.string(),
  empleo_actual: z.string(),
  empresa: z.string(),
  /** The enrolment's date, ISO 8601. */
  fecha_inscripcion: z.string(),
  activo: z.number().int(),
  /** "1" when the enrolment has an unrevoked certificate, else "0" (spec's certificate row). */
  estatus_certificado: z.enum(['0', '1']),
  /** The certificate's public code, or null without one. */
  unique_id: z.string().nullable(),
});
export type TAlumnoCurso = z.infer<typeof ZAlumnoCurso>;
export const ZGetAlumnosCursoResponse = z.object({
  /** 20 a page, newest enrolment first. */
  content: z.array(ZAlumnoCurso),
  count: z.number().int(),
  curso: ZCursoRef,
});
export type TGetAlumnosCursoRequest = z.input<typeof ZGetAlumnosCursoRequest>;
export type TGetAlumnosCursoResponse = z.infer<typeof ZGetAlumnosCursoResponse>;

export const getAlumnosCurso = defineCall({
  name: 'getAlumnosCurso',
  access: ['admin'],
  summary:
    'Los alumnos inscritos en un curso, 20 por página, con el estado de su certificado ' +
    '(estatus_certificado "0"/"1" y su unique_id).',
  request: ZGetAlumnosCursoRequest,
  response: ZGetAlumnosCursoResponse,
});
