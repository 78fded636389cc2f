import { z } from 'zod';
import { defineCall } from '../core/call';
import { zEmail, zStaffPassword } from './password-rules';

export const ZCreateSuperUserRequest = z
  .object({
    first_name: z.string().trim().min(1, { error: 'Escribe tu nombre.' }).max(150),
    last_name: z.string().trim().min(1, { error: 'Escribe tus apellidos.' }).max(150),
    celular: z.string().trim().min(1, { error: 'Escribe tu celular.' }).max(30),
    /** The spec sends the e-mail again as username; when present it must be the same. */
    username: z.string().trim().toLowerCase().max(254).optional(),
    email: zEmail,
    password: zStaffPassword,
    /** Fixed by the spec (administrator); accepted for compatibility, nothing else allowed. */
    tipo: z.coerce.number().pipe(z.literal(0)).optional(),
    is_staff: z.union([z.coerce.number().pipe(z.literal(1)), z.literal(true)]).optional(),
  })
  .refine((v) => v.username === undefined || v.username === '' || v.username === v.email, {
    error: 'El usuario debe ser igual al correo electrónico.',
    path: ['username'],
  });
export const ZCreateSuperUserResponse = z.object({
  content: z.object({
    id: z.number().int(),
    unique_id: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    tipo: z.literal(0),
  }),
});
export type TCreateSuperUserRequest = z.input<typeof ZCreateSuperUserRequest>;
export type TCreateSuperUserResponse = z.infer<typeof ZCreateSuperUserResponse>;

export const createSuperUser = defineCall({
  name: 'createSuperUser',
  access: 'anyone',
  summary:
    'Crea el primer administrador. Solo funciona mientras no exista ningún administrador ' +
    'activo; después responde 403.',
  request: ZCreateSuperUserRequest,
  response: ZCreateSuperUserResponse,
  rateLimit: { max: 5, windowSeconds: 3600 },
});
