import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';

/** Rows per page of 'Inscripciones' (the spec's admin page size). */
export const INSCRIPCIONES_PAGE_SIZE = 20;

export const ZGetInscripcionesPendientesRequest = z.object({
  page: zPage,
  /** Only this course's pending enrolments; every course without it. */
  curso: zId.optional(),
  /** Part of the student's name or e-mail, ignoring accents and case. */
  search: z.string().trim().max(100).default(''),
});

/** A pending enrolment as 'Inscripciones' lists it. */
export const ZInscripcionPendiente = z.object({
  /** The enrolment's id: what confirmarInscripcion and rechazarInscripcion take. */
  alumno_curso: z.number().int(),
  /** ISO 8601: when the student registered. */
  fecha: z.string(),
  alumno: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  celular: z.string(),
  curso: z.number().int(),
  curso_nombre: z.string(),
  /** The course's price, two decimals ("0.00" for a free course). */
  precio: z.string(),
});

export const ZGetInscripcionesPendientesResponse = zPaged(ZInscripcionPendiente);
export type TInscripcionPendiente = z.infer<typeof ZInscripcionPendiente>;
export type TGetInscripcionesPendientesRequest = z.input<typeof ZGetInscripcionesPendientesRequest>;
export type TGetInscripcionesPendientesResponse = z.infer<
  typeof ZGetInscripcionesPendientesResponse
>;

export const getInscripcionesPendientes = defineCall({
  name: 'getInscripcionesPendientes',
  method: 'GET',
  access: ['admin'],
  summary:
    'Las inscripciones que esperan la confirmación de un administrador (registros públicos a ' +
    'cursos de pago, o de un correo que ya tenía cuenta), las más antiguas primero, 20 por ' +
    'página (results, count); por curso y por nombre o correo del alumno.',
  request: ZGetInscripcionesPendientesRequest,
  response: ZGetInscripcionesPendientesResponse,
});
