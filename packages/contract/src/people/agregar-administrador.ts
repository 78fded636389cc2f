import { z } from 'zod';
import { defineCall } from '../core/call';
import {
  USERNAME_MISMATCH,
  usernameMatchesEmail,
  ZPersona,
  ZStaffFields,
  zStaffNewPassword,
} from './people-schemas';

export const ZAgregarAdministradorRequest = ZStaffFields.extend({
  password: zStaffNewPassword,
  /** The spec sends tipo 0 and is_staff 1; the server sets them whatever is sent. */
  tipo: z.coerce.number().int().optional(),
  is_staff: z.coerce.number().int().optional(),
}).refine(usernameMatchesEmail, USERNAME_MISMATCH);
export const ZAgregarAdministradorResponse = z.object({ content: ZPersona });
export type TAgregarAdministradorRequest = z.input<typeof ZAgregarAdministradorRequest>;
export type TAgregarAdministradorResponse = z.infer<typeof ZAgregarAdministradorResponse>;

export const agregarAdministrador = defineCall({
  name: 'agregarAdministrador',
  access: ['admin'],
  summary: 'Da de alta a un administrador. Un correo que ya tiene cuenta: 409.',
  request: ZAgregarAdministradorRequest,
  response: ZAgregarAdministradorResponse,
});
