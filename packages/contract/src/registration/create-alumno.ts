import { z } from 'zod';
import { defineCall } from '../core/call';
import { USERNAME_MISMATCH, usernameIsEmail, ZDatosPersona } from './registration-fields';

export const ZCreateAlumnoRequest = ZDatosPersona.refine(usernameIsEmail, USERNAME_MISMATCH);
export const ZCreateAlumnoResponse = z.object({ content: z.object({ mensaje: z.string() }) });
export type TCreateAlumnoRequest = z.input<typeof ZCreateAlumnoRequest>;
export type TCreateAlumnoResponse = z.infer<typeof ZCreateAlumnoResponse>;

export const createAlumno = defineCall({
  name: 'createAlumno',
  access: 'anyone',
  summary:
    'Alta pública de un alumno sin curso (los datos del formulario de registro, sin `curso`). ' +
    'La cuenta se crea sin contraseña y se envía el correo para elegirla. Correo ya ' +
    'registrado: 409. Limitada por dirección.',
  request: ZCreateAlumnoRequest,
  response: ZCreateAlumnoResponse,
  rateLimit: { max: 5, windowSeconds: 3600 },
});
