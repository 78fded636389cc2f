import { z } from 'zod';
import { defineCall } from '../core/call';
import { zLinkToken } from './password-rules';

export const ZValidarTokenPasswordRequest = z.object({ token: zLinkToken });
export const ZValidarTokenPasswordResponse = z.object({
  content: z.object({
    email: z.string(),
    /** `reset` (forgotten password) or `bienvenida` (a new student's first password). */
    proposito: z.enum(['reset', 'bienvenida']),
  }),
});
export type TValidarTokenPasswordRequest = z.input<typeof ZValidarTokenPasswordRequest>;
export type TValidarTokenPasswordResponse = z.infer<typeof ZValidarTokenPasswordResponse>;

export const validarTokenPassword = defineCall({
  name: 'validarTokenPassword',
  access: 'anyone',
  summary:
    'Comprueba un enlace para elegir contraseña sin gastarlo. Usado, caducado o desconocido: ' +
    "400 'El enlace no es válido o ha caducado.'",
  request: ZValidarTokenPasswordRequest,
  response: ZValidarTokenPasswordResponse,
  rateLimit: { max: 60, windowSeconds: 900 },
});
