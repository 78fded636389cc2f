import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/**
 * `alumno` is the enrolment (`alumno_curso.id`), the row the administrator's table lists: a
 * certificate belongs to one student in one course, so the student's user id alone would not do.
 */
export const ZGenerarCertificadoAlumnoRequest = z.object({ alumno: zId });

export const ZCertificadoGenerado = z.object({
  /** The certificate's own id (`reconocimiento_{id}.pdf`). */
  id: z.number().int(),
  /** The public code: public/certificado-digital/{unique_id}/{slug}. */
  unique_id: z.string(),
  estatus_certificado: z.literal('1'),
  /** YYYY-MM-DD. */
  fecha_reconocimiento: z.string(),
  /** The recognition PDF under /uploads/. */
  archivo: z.string(),
});

export const ZGenerarCertificadoAlumnoResponse = z.object({ content: ZCertificadoGenerado });
export type TGenerarCertificadoAlumnoRequest = z.input<typeof ZGenerarCertificadoAlumnoRequest>;
export type TGenerarCertificadoAlumnoResponse = z.infer<typeof ZGenerarCertificadoAlumnoResponse>;

export const generarCertificadoAlumno = defineCall({
  name: 'generarCertificadoAlumno',
  access: ['admin'],
  summary:
    'Genera el certificado de una inscripción (`alumno` = id de alumno_curso): un código único ' +
    'y el PDF de reconocimiento en /uploads/reconocimiento/reconocimiento_{id}.pdf. Si ya tiene ' +
    'uno vigente lo devuelve sin cambios; tras una revocación crea uno nuevo con otro código.',
  request: ZGenerarCertificadoAlumnoRequest,
  response: ZGenerarCertificadoAlumnoResponse,
});
