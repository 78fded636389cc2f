import { z } from 'zod';

/**
 * A password a person chooses (superuser sign-up, reset, welcome link). Long passphrases are
 * welcome; the upper bound only keeps hashing cheap to refuse.
 */
export const zNewPassword = z
  .string()
  .min(8, { error: 'La contraseña debe tener al menos 8 caracteres.' })
  .max(256, { error: 'La contraseña no puede tener más de 256 caracteres.' });

/**
 * An administrator's or teacher's new password: longer, as they reach every student's data.
 * The server also refuses common passwords and ones containing the person's name or e-mail.
 */
export const zStaffPassword = zNewPassword.min(10, {
  error: 'La contraseña de un administrador o profesor debe tener al menos 10 caracteres.',
});

/** E-mails are the username and are stored lower-case, so "Ana@X.com" and "ana@x.com" are one. */
export const zEmail = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Escribe un correo electrónico válido.' }).max(254));

/** A one-time link's token as it appears in the link (32 random bytes, base64url). */
export const zLinkToken = z
  .string()
  .trim()
  .min(1, { error: 'Falta el enlace.' })
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: 'El enlace no es válido o ha caducado.' });
