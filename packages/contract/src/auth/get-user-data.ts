import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';

export const ZDatosUsuario = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  apellido_materno: z.string(),
  email: z.string(),
  username: z.string(),
  celular: z.string(),
  tipo: z.number().int(),
  /** Path under /uploads/, or null without a photo. */
  imagen: z.string().nullable(),
  /** ISO 8601. */
  fecha_inscripcion: z.string(),
  empleo_actual: z.string(),
  empresa: z.string(),
});

export const ZGetUserDataRequest = ZEmpty;
export const ZGetUserDataResponse = z.object({ datosUsuario: ZDatosUsuario });
export type TDatosUsuario = z.infer<typeof ZDatosUsuario>;
export type TGetUserDataRequest = z.input<typeof ZGetUserDataRequest>;
export type TGetUserDataResponse = z.infer<typeof ZGetUserDataResponse>;

export const getUserData = defineCall({
  name: 'getUserData',
  method: 'GET',
  access: 'signed-in',
  summary: 'Los datos de la cuenta del usuario con sesión iniciada.',
  request: ZGetUserDataRequest,
  response: ZGetUserDataResponse,
});
