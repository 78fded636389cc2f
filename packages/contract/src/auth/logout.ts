import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZLogoutRequest = ZEmpty;
export const ZLogoutResponse = z.object({});
export type TLogoutRequest = z.input<typeof ZLogoutRequest>;
export type TLogoutResponse = z.infer<typeof ZLogoutResponse>;

export const logout = defineCall({
  name: 'logout',
  access: 'signed-in',
  summary: 'Cierra la sesión: el token con el que se llama deja de valer.',
  request: ZLogoutRequest,
  response: ZLogoutResponse,
});
