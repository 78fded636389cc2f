import { z } from 'zod';
import { defineCall, zId } from '../core/call';
import {
  USERNAME_MISMATCH,
  usernameMatchesEmail,
  ZPersona,
  ZStaffFields,
  zStaffEditPassword,
} from './people-schemas';

export const ZActualizarProfesorRequest = ZStaffFields.extend({
  profesor: zId,
  /** Empty keeps the current password. */
  password: zStaffEditPassword,
  /** The spec sends tipo 2; a teacher stays a teacher whatever is sent. */
  tipo: z.coerce.number().int().optional(),
}).refine(usernameMatchesEmail, USERNAME_MISMATCH);
export const ZActualizarProfesorResponse = z.object({ content: ZPersona });
export type TActualizarProfesorRequest = z.input<typeof ZActualizarProfesorRequest>;
export type TActualizarProfesorResponse = z.infer<typeof ZActualizarProfesorResponse>;

export const actualizarProfesor = defineCall({
  name: 'actualizarProfesor',
  access: ['admin'],
  summary: 'Actualiza los datos de un profesor (contraseña solo si se envía).',
  request: ZActualizarProfesorRequest,
  response: ZActualizarProfesorResponse,
});
