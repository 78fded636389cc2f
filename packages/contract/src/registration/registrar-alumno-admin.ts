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
  content: z.object({ mensaje: z.string() }),
});
export type TRegistrarAlumnoAdminRequest = z.input<typeof ZRegistrarAlumnoAdminRequest>;
export type TRegistrarAlumnoAdminResponse = z.infer<typeof ZRegistrarAlumnoAdminResponse>;

export const registrarAlumnoAdmin = defineCall({
  name: 'registrarAlumnoAdmin',
  access: 'anyone',
  summary:
    'Registro público a un curso (registro/{curso}). Crea la cuenta de alumno, o usa la que ya ' +
    'tiene ese correo sin cambiar sus datos, la inscribe una sola vez en el curso y, si la ' +
    'cuenta aún no tiene contraseña, le envía el correo de bienvenida para elegirla. Un correo ' +
    'del personal (administrador o profesor): 409. Limitada por dirección.',
  request: ZRegistrarAlumnoAdminRequest,
  response: ZRegistrarAlumnoAdminResponse,
  rateLimit: { max: 10, windowSeconds: 3600 },
});
