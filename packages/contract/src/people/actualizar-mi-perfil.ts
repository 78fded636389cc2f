import { z } from 'zod';
import { zPasswordActual } from '../auth/current-password';
import { defineCall } from '../core/call';
import {
  USERNAME_MISMATCH,
  usernameMatchesEmail,
  ZStaffFields,
  zStaffEditPassword,
} from './people-schemas';

/**
 * Multipart: an administrator's or teacher's own name, e-mail, phone, photo and password. A new
 * password or e-mail needs the current password (`password_actual`); an empty `password`
 * keeps the current one; `imagen` (optional file) replaces the photo.
 */
export const ZActualizarMiPerfilRequest = ZStaffFields.extend({
  password: zStaffEditPassword,
  password_actual: zPasswordActual,
}).refine(usernameMatchesEmail, USERNAME_MISMATCH);

export const ZActualizarMiPerfilResponse = z.object({
  content: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    celular: z.string(),
    email: z.string(),
    /** Path under /uploads/, or null without a photo. */
    imagen: z.string().nullable(),
    /** Other sessions of the account closed by a new password (this one stays open). */
    sesiones_cerradas: z.number().int().min(0),
  }),
});
export type TActualizarMiPerfilRequest = z.input<typeof ZActualizarMiPerfilRequest>;
export type TActualizarMiPerfilResponse = z.infer<typeof ZActualizarMiPerfilResponse>;

export const actualizarMiPerfil = defineCall({
  name: 'actualizarMiPerfil',
  access: ['admin', 'teacher'],
  multipart: true,
  files: { imagen: { kind: 'image', required: false, folder: 'usuarios' } },
  summary:
    'Un administrador o profesor actualiza sus propios datos: nombre, correo, celular, foto y ' +
    'contraseña. Cambiar la contraseña o el correo pide la contraseña actual; una contraseña ' +
    'nueva cierra sus demás sesiones.',
  request: ZActualizarMiPerfilRequest,
  response: ZActualizarMiPerfilResponse,
});
