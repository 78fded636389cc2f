import { z } from 'zod';
import { defineCall } from '../core/call';
import { zEmail } from './password-rules';

export const ZSolicitarRestablecerPasswordRequest = z.object({ email: zEmail });
export const ZSolicitarRestablecerPasswordResponse = z.object({
  content: z.object({ mensaje: z.string() }),
});
export type TSolicitarRestablecerPasswordRequest = z.input<
  typeof ZSolicitarRestablecerPasswordRequest
>;
export type TSolicitarRestablecerPasswordResponse = z.infer<
  typeof ZSolicitarRestablecerPasswordResponse
>;

export const solicitarRestablecerPassword = defineCall({
  name: 'solicitarRestablecerPassword',
  access: 'anyone',
  summary:
    'Envía al correo, si pertenece a una cuenta activa, un enlace de un solo uso para elegir ' +
    'una contraseña nueva (válido 1 hora). La respuesta es la misma exista o no la cuenta.',
  request: ZSolicitarRestablecerPasswordRequest,
  response: ZSolicitarRestablecerPasswordResponse,
  rateLimit: { max: 10, windowSeconds: 900 },
});
