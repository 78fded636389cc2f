import { z } from 'zod';
import { defineCall } from '../core/call';

export const ZAuthRequest = z.object({
  /** The e-mail, which is also the username. */
  username: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(256),
});
export const ZAuthResponse = z.object({
  /** Sent back as `Authorization: token <token>`; valid 30 days unless revoked by `logout`. */
  token: z.string(),
});
export type TAuthRequest = z.input<typeof ZAuthRequest>;
export type TAuthResponse = z.infer<typeof ZAuthResponse>;

export const auth = defineCall({
  name: 'auth',
  access: 'anyone',
  summary:
    'Inicia sesión con correo y contraseña y devuelve un token. Datos incorrectos: 400; ' +
    'demasiados intentos fallidos por usuario o por dirección: 429.',
  request: ZAuthRequest,
  response: ZAuthResponse,
});
