import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import {
  USERNAME_MISMATCH,
  usernameMatchesEmail,
  ZPersona,
  ZStaffFields,
  zStaffEditPassword,
} from './people-schemas';

/** Multipart, as the spec sends it (text fields only). */
export const ZActualizarAdministradorRequest = ZStaffFields.extend({
  administrador: zId,
  /** Empty keeps the current password. */
  password: zStaffEditPassword,
}).refine(usernameMatchesEmail, USERNAME_MISMATCH);
export const ZActualizarAdministradorResponse = z.object({ content: ZPersona });
export type TActualizarAdministradorRequest = z.input<typeof ZActualizarAdministradorRequest>;
export type TActualizarAdministradorResponse = z.infer<typeof ZActualizarAdministradorResponse>;

export const actualizarAdministrador = defineCall({
  name: 'actualizarAdministrador',
  access: ['admin'],
  multipart: true,
  summary: 'Actualiza los datos de un administrador (contraseña solo si se envía).',
  request: ZActualizarAdministradorRequest,
  response: ZActualizarAdministradorResponse,
});
