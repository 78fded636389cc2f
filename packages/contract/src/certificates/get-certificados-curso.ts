import { z } from 'zod';
import { defineCall, zId, zPage, zPaged } from '../core/call';
import { ZAvanceCurso } from './completion';

/** Rows per page of the administrator's certificates screen (the spec's admin page size). */
export const CERTIFICADOS_CURSO_PAGE_SIZE = 20;

export const ZGetCertificadosCursoRequest = z.object({ curso: zId, page: zPage });

/** The spec's certificate row: the enrolment with its current certificate, if any. */
export const ZCertificadoCursoRow = z.object({
  /** The enrolment (`alumno_curso.id`): what the certificate calls take as `alumno`. */
  id: z.number().int(),
  alumno_id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  /** The current certificate's code, or null. */
  unique_id: z.string().nullable(),
  /** "0" not generated (or revoked), "1" generated. */
  estatus_certificado: z.enum(['0', '1']),
  fecha_reconocimiento: z.string().nullable(),
  archivo: z.string().nullable(),
  /** ISO 8601 of the latest revocation when no certificate is current, else null. */
  revocado_en: z.string().nullable(),
  /** Why the current certificate was issued without completion (staff only), or null. */
  motivo: z.string().nullable(),
  /** The enrolment's progress towards completing the course. */
  avance: ZAvanceCurso,
});

export const ZGetCertificadosCursoResponse = zPaged(ZCertificadoCursoRow).extend({
  curso: z.object({ id: z.number().int(), nombre: z.string(), slug: z.string() }),
});
export type TCertificadoCursoRow = z.infer<typeof ZCertificadoCursoRow>;
export type TGetCertificadosCursoRequest = z.input<typeof ZGetCertificadosCursoRequest>;
export type TGetCertificadosCursoResponse = z.infer<typeof ZGetCertificadosCursoResponse>;

export const getCertificadosCurso = defineCall({
  name: 'getCertificadosCurso',
  method: 'GET',
  access: ['admin'],
  summary:
    'Los alumnos inscritos en un curso con el estado de su certificado, 20 por página ' +
    '(results, count), ordenados por apellidos y nombre. No está en la especificación: ' +
    'sirve a la pantalla de certificados del administrador.',
  request: ZGetCertificadosCursoRequest,
  response: ZGetCertificadosCursoResponse,
});
