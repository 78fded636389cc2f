import { z } from 'zod';
import { defineCall, zId } from '../core/call';

export const ZCerrarSesionesUsuarioRequest = z.object({
  /** The account (student, teacher or administrator) whose sessions end. */
  usuario: zId,
});
export const ZCerrarSesionesUsuarioResponse = z.object({
  content: z.object({
    usuario: z.number().int(),
    /** Sessions that were open and are now closed. */
    sesiones_cerradas: z.number().int().min(0),
  }),
});
export type TCerrarSesionesUsuarioRequest = z.input<typeof ZCerrarSesionesUsuarioRequest>;
export type TCerrarSesionesUsuarioResponse = z.infer<typeof ZCerrarSesionesUsuarioResponse>;

/**
 * An administrator ends every open session of an account (a lost phone, a shared computer).
 * Their own account keeps the session making the call, as with a password change.
 */
export const cerrarSesionesUsuario = defineCall({
  name: 'cerrarSesionesUsuario',
  access: ['admin'],
  summary:
    'Cierra todas las sesiones abiertas de una cuenta (alumno, profesor o administrador). ' +
    'Si es la propia cuenta del administrador, conserva la sesión con la que llama.',
  request: ZCerrarSesionesUsuarioRequest,
  response: ZCerrarSesionesUsuarioResponse,
});
