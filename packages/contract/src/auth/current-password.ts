import { z } from 'zod';

/**
 * The account's current password, asked again before a change of password or e-mail made by
 * the account itself: a session left open on a shared computer must not be enough to take the
 * account over. Empty when nothing that needs it changes; the server says when it is missing.
 */
export const zPasswordActual = z.string().max(256).default('');

export const PASSWORD_ACTUAL_HINT = 'Necesaria para cambiar la contraseña o el correo electrónico.';
