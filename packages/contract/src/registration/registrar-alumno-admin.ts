import { z } from 'zod';
import { defineCall } from '../core/call';
import {
  USERNAME_MISMATCH,
  usernameIsEmail,
  ZDatosPersona,
  zCursoSlug,
} from './registration-fields';

export const ZRegistrarAlumnoAdminRequest = ZDatosPersona.extend({ curso: zCursoSlug }).refine(
  usernameIsEmail,
  USERNAME_MISMATCH,
);
export const ZRegistrarAlumnoAdminResponse = z.object({
  content: z.object({
    mensaje: z.string(),
    /**
     * The course has a price: the enrolment waits for an administrator's confirmation. It
     * depends only on the course, never on whether the e-mail already had an account.
     */
    pendiente: z.boolean(),
  }),
});
export type TRegistrarAlumnoAdminRequest = z.input<typeof ZRegistrarAlumnoAdminRequest>;
export type TRegistrarAlumnoAdminResponse = z.infer<typeof ZRegistrarAlumnoAdminResponse>;

export const registrarAlumnoAdmin = defineCall({
  name: 'registrarAlumnoAdmin',
  access: 'anyone',
  summary:
    'Registro público a un curso (registro/{curso}). Crea la cuenta de alumno, o usa la que ya ' +
    'tiene ese correo sin cambiar sus datos ni cerrar sus sesiones, y la inscribe una sola vez ' +
    'en el curso. Un curso gratuito abre de inmediato para una cuenta nueva; uno de pago, o una ' +
    'cuenta que ya existía, queda pendiente de confirmación (al dueño de la cuenta se le avisa ' +
    'por correo). Si la cuenta aún no tiene contraseña, recibe el correo de bienvenida para ' +
    'elegirla. Un correo del personal (administrador o profesor): 409. Limitada por dirección.',
  request: ZRegistrarAlumnoAdminRequest,
  response: ZRegistrarAlumnoAdminResponse,
  rateLimit: { max: 10, windowSeconds: 3600 },
});
