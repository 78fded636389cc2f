import { z } from 'zod';
import { defineCall } from '../core/call';
import { ZLogroCertificado } from './completion';

export const ZUniqueId = z.uuid({ error: 'El código del certificado no es válido.' });

export const ZGetDatosCertificadoAlumnoRequest = z.object({ unique_id: ZUniqueId });

export const ZDatosCertificado = z.object({
  unique_id: z.string(),
  /** Course name. */
  curso: z.string(),
  curso_slug: z.string(),
  /** Student's full name. */
  alumno: z.string(),
  /** YYYY-MM-DD. */
  fecha_reconocimiento: z.string(),
  horas_curso: z.number().int(),
  /**
   * What the certificate may say the student did (DECLARACION_CERTIFICADO). An administrator's
   * reason for issuing it is never part of the public data.
   */
  logro: ZLogroCertificado,
  /** The course image under /uploads/, or null. */
  imagen: z.string().nullable(),
  /** The certificate's picture (PNG, 1200×630, also the link preview) under /uploads/. */
  imagen_certificado: z.string().nullable(),
  /** The recognition PDF under /uploads/, or null once revoked. */
  archivo: z.string().nullable(),
  /** `vigente`, or `revocado` (then `revocado_en` says since when, ISO 8601). */
  estado: z.enum(['vigente', 'revocado']),
  revocado_en: z.string().nullable(),
  academia: z.string(),
  /** The validation contact (CONTACT_PHONE, CONTACT_EMAIL). */
  contacto_telefono: z.string().nullable(),
  contacto_email: z.string(),
});

export const ZGetDatosCertificadoAlumnoResponse = z.object({ content: ZDatosCertificado });
export type TDatosCertificado = z.infer<typeof ZDatosCertificado>;
export type TGetDatosCertificadoAlumnoRequest = z.input<typeof ZGetDatosCertificadoAlumnoRequest>;
export type TGetDatosCertificadoAlumnoResponse = z.infer<typeof ZGetDatosCertificadoAlumnoResponse>;

export const getDatosCertificadoAlumno = defineCall({
  name: 'getDatosCertificadoAlumno',
  access: 'anyone',
  summary:
    'Los datos públicos de un certificado por su código: curso, alumno, fecha, horas, imagen, ' +
    'contacto de validación y si está vigente o revocado. 404 si el código no existe.',
  request: ZGetDatosCertificadoAlumnoRequest,
  response: ZGetDatosCertificadoAlumnoResponse,
});
