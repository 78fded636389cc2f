import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/**
 * `alumno` is the enrolment (`alumno_curso.id`), the row the administrator's table lists: a
 * certificate belongs to one student in one course, so the student's user id alone would not do.
 */
export const ZGenerarCertificadoAlumnoRequest = z.object({
  alumno: zId,
  /**
   * Why the certificate is issued although the enrolment has not completed its course (decision
   * 018), e.g. "Curso presencial". Without it such an enrolment is refused (409). Audited and
   * shown to administrators only.
   */
  motivo: z
    .string({ error: 'Escribe el motivo.' })
    .trim()
    .min(3, { error: 'Escribe el motivo (al menos 3 caracteres).' })
    .max(500, { error: 'El motivo no puede tener más de 500 caracteres.' })
    .optional(),
});

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
  /** The reason it was issued without completion, or null (issued on completion). */
  motivo: z.string().nullable(),
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
    'uno vigente lo devuelve sin cambios; tras una revocación crea uno nuevo con otro código. ' +
    'Una inscripción que no completó el curso (todas las lecciones actuales terminadas y todas ' +
    'las evaluaciones no archivadas aprobadas) se rechaza con 409 y lo que falta, salvo que se ' +
    'envíe `motivo`; una pendiente de confirmación o de prueba gratuita, con 403.',
  request: ZGenerarCertificadoAlumnoRequest,
  response: ZGenerarCertificadoAlumnoResponse,
});
