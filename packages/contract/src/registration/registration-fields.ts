import { z } from 'zod';
import { zEmail } from '../auth/password-rules';

export const zCursoSlug = z
  .string()
  .trim()
  .min(1, { error: 'Falta el curso.' })
  .max(220)
  .regex(/^[a-z0-9-]+$/, { error: 'El curso no es válido.' });

/**
 * A person's own data on the public forms. No field chooses tipo, is_staff or another
 * account: the spec's client sends `tipo: 1`, which is accepted and nothing else.
 */
export const ZDatosPersona = z.object({
  first_name: z.string().trim().min(1, { error: 'Escribe tu nombre.' }).max(150),
  last_name: z.string().trim().min(1, { error: 'Escribe tus apellidos.' }).max(150),
  celular: z.string().trim().min(1, { error: 'Escribe tu celular.' }).max(30),
  email: zEmail,
  /** The spec sends the e-mail again as username; when present it must be the same. */
  username: z.string().trim().toLowerCase().max(254).optional(),
  empleo_actual: z.string().trim().max(200).default(''),
  empresa: z.string().trim().max(200).default(''),
  tipo: z.coerce.number().pipe(z.literal(1)).optional(),
});

export const usernameIsEmail = (v: { username?: string | undefined; email: string }) =>
  v.username === undefined || v.username === '' || v.username === v.email;

export const USERNAME_MISMATCH = {
  error: 'El usuario debe ser igual al correo electrónico.',
  path: ['username'],
};
