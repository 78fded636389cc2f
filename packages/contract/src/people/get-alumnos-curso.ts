import { z } from 'zod';
import { ZAvanceCurso } from '../certificates/completion';
import { defineCall, zId, zPage } from '../core/call';
import { ZCursoRef } from '../groups/group-schemas';

export const ZGetAlumnosCursoRequest = z.object({
  curso: zId,
  page: zPage,
  /** Words of the student's names or e-mail, accents and case ignored; empty: everyone. */
  search: z.string().trim().max(100).default(''),
  /** Only the members of this group of the course. */
  grupo: zId.optional(),
});
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
  /** Why the current certificate was issued without completion (staff only), or null. */
  motivo_certificado: z.string().nullable(),
  /** Progress and evaluations passed of total: who completed the course (decision 018). */
  avance: ZAvanceCurso,
  /** When the student last worked in the course (ISO 8601), or null: never. */
  ultima_actividad: z.string().nullable(),
  /** The end of access to the course's content (ISO 8601): extended, or from dias_plataforma. */
  acceso_hasta: z.string(),
});
export type TAlumnoCurso = z.infer<typeof ZAlumnoCurso>;
export const ZGetAlumnosCursoResponse = z.object({
  /** 20 a page, newest enrolment first. */
  content: z.array(ZAlumnoCurso),
  count: z.number().int(),
  curso: ZCursoRef,
  /** Every group of the course (the group filter), active ones first. */
  grupos: z.array(z.object({ id: z.number().int(), nombre: z.string(), activo: z.number().int() })),
});
export type TGetAlumnosCursoRequest = z.input<typeof ZGetAlumnosCursoRequest>;
export type TGetAlumnosCursoResponse = z.infer<typeof ZGetAlumnosCursoResponse>;

export const getAlumnosCurso = defineCall({
  name: 'getAlumnosCurso',
  access: ['admin'],
  summary:
    'Los alumnos inscritos en un curso, 20 por página, buscados por nombre o correo (sin ' +
    'importar acentos) y filtrados por grupo, con el estado de su certificado ' +
    '(estatus_certificado "0"/"1" y su unique_id) y su avance: porcentaje de lecciones, ' +
    'evaluaciones aprobadas de las vigentes y si completó el curso, su última actividad y el ' +
    'fin de su acceso.',
  request: ZGetAlumnosCursoRequest,
  response: ZGetAlumnosCursoResponse,
});
