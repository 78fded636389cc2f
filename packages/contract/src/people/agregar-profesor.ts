import { z } from 'zod';
import { defineCall } from '../core/call';
import {
  USERNAME_MISMATCH,
  usernameMatchesEmail,
  ZPersona,
  ZStaffFields,
  zStaffNewPassword,
} from './people-schemas';

export const ZAgregarProfesorRequest = ZStaffFields.extend({
  password: zStaffNewPassword,
  /** The spec sends tipo 2; the server sets them whatever is sent. */
  tipo: z.coerce.number().int().optional(),
  is_staff: z.coerce.number().int().optional(),
}).refine(usernameMatchesEmail, USERNAME_MISMATCH);
export const ZAgregarProfesorResponse = z.object({ content: ZPersona });
export type TAgregarProfesorRequest = z.input<typeof ZAgregarProfesorRequest>;
export type TAgregarProfesorResponse = z.infer<typeof ZAgregarProfesorResponse>;

export const agregarProfesor = defineCall({
  name: 'agregarProfesor',
  access: ['admin'],
  summary: 'Da de alta a un profesor. Un correo que ya tiene cuenta: 409.',
  request: ZAgregarProfesorRequest,
  response: ZAgregarProfesorResponse,
});
