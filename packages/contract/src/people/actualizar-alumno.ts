import { z } from 'zod';
import { zPasswordActual } from '../auth/current-password';
import { zEmail, zNewPassword } from '../auth/password-rules';
import { defineCall, zId } from '../core/call';

/**
 * Multipart (the spec's form): text fields arrive as strings. An empty `password` keeps the
 * current one; `imagen` (optional file) replaces the photo.
 */
export const ZActualizarAlumnoRequest = z
  .object({
    /** The student's id: a student may name only themself; an administrator any student. */
    alumno: zId,
    first_name: z.string().trim().min(1, { error: 'Escribe el nombre.' }).max(150),
    last_name: z.string().trim().min(1, { error: 'Escribe los apellidos.' }).max(150),
    apellido_materno: z.string().trim().max(150).optional(),
    celular: z.string().trim().min(1, { error: 'Escribe el celular.' }).max(30),
    email: zEmail,
    /** The spec sends the e-mail again as username; when present it must be the same. */
    username: z.string().trim().toLowerCase().max(254).optional(),
    password: z.union([z.literal(''), zNewPassword]).optional(),
    /**
     * A student changing their own password or e-mail confirms it with the current password;
     * an administrator editing a student does not send it.
     */
    password_actual: zPasswordActual,
    empleo_actual: z.string().trim().max(200).optional(),
    empresa: z.string().trim().max(200).optional(),
  })
  .refine((v) => v.username === undefined || v.username === '' || v.username === v.email, {
    error: 'El usuario debe ser igual al correo electrónico.',
    path: ['username'],
  });

export const ZActualizarAlumnoResponse = z.object({
  content: z.object({
    id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    apellido_materno: z.string(),
    celular: z.string(),
    email: z.string(),
    empleo_actual: z.string(),
    empresa: z.string(),
    /** Path under /uploads/, or null without a photo. */
    imagen: z.string().nullable(),
  }),
});
export type TActualizarAlumnoRequest = z.input<typeof ZActualizarAlumnoRequest>;
export type TActualizarAlumnoResponse = z.infer<typeof ZActualizarAlumnoResponse>;

export const actualizarAlumno = defineCall({
  name: 'actualizarAlumno',
  access: ['student', 'admin'],
  owns: ['alumno'],
  multipart: true,
  files: { imagen: { kind: 'image', required: false, folder: 'usuarios' } },
  summary:
    'Actualiza los datos de un alumno (foto opcional; contraseña solo si se envía). El alumno ' +
    'solo los suyos, y para cambiar su contraseña o su correo envía la actual ' +
    '(`password_actual`); el administrador los de cualquier alumno. Una contraseña nueva ' +
    'cierra las demás sesiones de la cuenta.',
  request: ZActualizarAlumnoRequest,
  response: ZActualizarAlumnoResponse,
});
