import { z } from 'zod';
import { defineCall, ZEmpty } from '../core/call';
import { ZProfileLists } from '../people/profile-items';

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
/**
 * The account (`datosUsuario`), a short summary (`content`) and the profile sections the spec
 * names: `puestos`, `programas`, `certificaciones`, `idiomas`, `habilidades` (empty for staff).
 */
export const ZGetUserDataResponse = ZProfileLists.extend({
  datosUsuario: ZDatosUsuario,
  content: z.object({
    /** "first_name last_name apellido_materno", trimmed. */
    nombre_completo: z.string(),
    /** ISO 8601: the member-since date. */
    miembro_desde: z.string(),
  }),
});
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
