import { z } from 'zod';
import { defineCall, zId } from '../core/call';

/** `alumno` is the enrolment (`alumno_curso.id`), as in generarCertificadoAlumno. */
export const ZRevocarCertificadoAlumnoRequest = z.object({ alumno: zId });
export const ZRevocarCertificadoAlumnoResponse = z.object({
  content: z.object({
    unique_id: z.string(),
    estatus_certificado: z.literal('0'),
    /** ISO 8601: when it was revoked; who revoked it stays on the record. */
    revocado_en: z.string(),
  }),
});
export type TRevocarCertificadoAlumnoRequest = z.input<typeof ZRevocarCertificadoAlumnoRequest>;
export type TRevocarCertificadoAlumnoResponse = z.infer<typeof ZRevocarCertificadoAlumnoResponse>;

export const revocarCertificadoAlumno = defineCall({
  name: 'revocarCertificadoAlumno',
  access: ['admin'],
  summary:
    'Revoca el certificado vigente de una inscripción (`alumno` = id de alumno_curso). El ' +
    'registro se conserva con quién y cuándo lo revocó; la página pública y la credencial ' +
    'verificable dicen desde entonces que está revocado. 404 si no tiene certificado vigente.',
  request: ZRevocarCertificadoAlumnoRequest,
  response: ZRevocarCertificadoAlumnoResponse,
});
