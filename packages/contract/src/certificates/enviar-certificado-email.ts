import { z } from 'zod';
import { zEmail } from '../auth/password-rules';
import { defineCall, zId } from '../core/call';

export const CERTIFICADO_ENVIADO = 'El correo electrónico se ha enviado satisfactoriamente';

export const ZEnviarCertificadoEmailRequest = z.object({
  /** Where to send it: the student's e-mail by default, or any address the administrator types. */
  email: zEmail,
  /** The enrolment (`alumno_curso.id`). */
  alumno: zId,
  /** The course id; it must be the enrolment's course. */
  curso: zId,
});
export const ZEnviarCertificadoEmailResponse = z.object({
  content: z.object({ mensaje: z.string() }),
});
export type TEnviarCertificadoEmailRequest = z.input<typeof ZEnviarCertificadoEmailRequest>;
export type TEnviarCertificadoEmailResponse = z.infer<typeof ZEnviarCertificadoEmailResponse>;

export const enviarCertificadoEmail = defineCall({
  name: 'enviarCertificadoEmail',
  access: ['admin'],
  summary:
    'Envía por correo el certificado vigente de una inscripción: el PDF de reconocimiento ' +
    'adjunto y el enlace a su página pública, a través de la cola de correo.',
  request: ZEnviarCertificadoEmailRequest,
  response: ZEnviarCertificadoEmailResponse,
});
