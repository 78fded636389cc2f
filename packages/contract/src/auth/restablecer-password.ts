import { z } from 'zod';
import { defineCall } from '../core/call';
import { zLinkToken, zNewPassword } from './password-rules';

export const ZRestablecerPasswordRequest = z.object({ token: zLinkToken, password: zNewPassword });
export const ZRestablecerPasswordResponse = z.object({
  content: z.object({ email: z.string(), mensaje: z.string() }),
});
export type TRestablecerPasswordRequest = z.input<typeof ZRestablecerPasswordRequest>;
export type TRestablecerPasswordResponse = z.infer<typeof ZRestablecerPasswordResponse>;

export const restablecerPassword = defineCall({
  name: 'restablecerPassword',
  access: 'anyone',
  summary:
    'Fija la contraseña con un enlace de un solo uso; el enlace queda gastado y se cierran ' +
    'todas las sesiones abiertas de la cuenta.',
  request: ZRestablecerPasswordRequest,
  response: ZRestablecerPasswordResponse,
  rateLimit: { max: 20, windowSeconds: 900 },
});
