import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';

/** Rows per page of the gradebook (the spec's admin page size). */
export const CALIFICACIONES_PAGE_SIZE = 20;

/** The gradebook's fixed columns a page can be sorted by; `evaluacion_<id>` sorts by a grade. */
export const CALIFICACIONES_ORDEN = [
  'alumno',
  'email',
  'avance',
  'subtemas_terminados',
  'respuestas_foro',
  'ultima_actividad',
  'acceso_hasta',
] as const;

/**
 * A column, descending when it starts with '-': `alumno` (the default), `-avance`,
 * `evaluacion_12` (best grade at evaluation 12, no grade last).
 */
export const zOrdenCalificaciones = z
  .string()
  .regex(
    new RegExp(`^-?(?:${CALIFICACIONES_ORDEN.join('|')}|evaluacion_[1-9]\\d{0,9})$`),
    'Elige una columna de la tabla para ordenar.',
  );

/** Who the gradebook lists: a course's students, every group or one of the course's groups. */
export const ZCalificacionesFiltro = z.object({
  curso: zId,
  grupo: zId.optional(),
  /** Name or e-mail, every word, accents and case ignored. */
  search: z.string().trim().max(100).optional(),
});

export const ZGetCalificacionesCursoRequest = ZCalificacionesFiltro.extend({
  orden: zOrdenCalificaciones.default('alumno'),
  page: zPage,
});

/** A column of the gradebook: an evaluation of the course that is not archived. */
export const ZEvaluacionColumna = z.object({
  id: z.number().int(),
  nombre: z.string(),
  /** The passing grade, "60.00". */
  calificacion_aprobatoria: z.string(),
});

/** A student's result at one evaluation: the best grade of the submitted attempts. */
export const ZCalificacionEvaluacion = z.object({
  evaluacion: z.number().int(),
  /** "87.50", or null without a submitted attempt. */
  calificacion: z.string().nullable(),
  /** Some attempt passed. */
  aprobada: z.boolean(),
  /** Submitted attempts. */
  intentos: z.number().int(),
});

/** One enrolled student: one row of the gradebook. */
export const ZCalificacionesFila = z.object({
  /** The enrolment (`alumno_curso.id`). */
  alumno_curso: z.number().int(),
  alumno: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  /** The enrolment is active (1) or deactivated by an administrator (0). */
  activo: z.number().int(),
  /** Percent of the course's current lessons finished, rounded down. */
  avance: z.number().int(),
  subtemas_terminados: z.number().int(),
  subtemas_total: z.number().int(),
  /** One per column of `evaluaciones`, in that order. */
  evaluaciones: z.array(ZCalificacionEvaluacion),
  /** Answers and replies the student wrote in the course's forum. */
  respuestas_foro: z.number().int(),
  /** ISO 8601, or null when the student never worked in the course. */
  ultima_actividad: z.string().nullable(),
  /** ISO 8601: when the access ends (or ended). */
  acceso_hasta: z.string(),
});

export const ZGetCalificacionesCursoResponse = zPaged(ZCalificacionesFila).extend({
  curso: z.object({ id: z.number().int(), nombre: z.string(), slug: z.string() }),
  evaluaciones: z.array(ZEvaluacionColumna),
  /** The course's groups (every one, active first), for the group filter. */
  grupos: z.array(z.object({ id: z.number().int(), nombre: z.string() })),
});

export type TCalificacionesFiltro = z.input<typeof ZCalificacionesFiltro>;
export type TCalificacionesFila = z.infer<typeof ZCalificacionesFila>;
export type TEvaluacionColumna = z.infer<typeof ZEvaluacionColumna>;
export type TGetCalificacionesCursoRequest = z.input<typeof ZGetCalificacionesCursoRequest>;
export type TGetCalificacionesCursoResponse = z.infer<typeof ZGetCalificacionesCursoResponse>;

export const getCalificacionesCurso = defineCall({
  name: 'getCalificacionesCurso',
  method: 'GET',
  access: ['admin'],
  summary:
    'El libro de calificaciones de un curso: una fila por alumno inscrito (confirmado) con su ' +
    'avance, lecciones terminadas de total, la mejor calificación de cada evaluación no ' +
    'archivada y si la aprobó, respuestas en el foro, última actividad y fin del acceso. ' +
    'Filtra por grupo y busca por nombre o correo; ordena por cualquier columna; 20 por página.',
  request: ZGetCalificacionesCursoRequest,
  response: ZGetCalificacionesCursoResponse,
});
