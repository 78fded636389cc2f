import { z } from 'zod';
import { zEmail } from '../auth/password-rules';
import { zId, zMoney } from '../core/call';
import { zFecha } from '../payments/payment-schemas';

export const ZGrupo = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  nombre: z.string(),
  descripcion: z.string(),
  profesor: z.number().int().nullable(),
  profesor_nombre: z.string().nullable(),
  profesor_apellido: z.string().nullable(),
  /** YYYY-MM-DD or null. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  activo: z.number().int(),
  curso: z.number().int(),
  nombre_curso: z.string(),
  /** Active members. */
  alumnos: z.number().int(),
});
export type TGrupo = z.infer<typeof ZGrupo>;

/** The course a screen of groups belongs to, for its title and links. */
export const ZCursoRef = z.object({ id: z.number().int(), nombre: z.string(), slug: z.string() });

const zOptionalFecha = z.union([z.literal(''), zFecha]).optional();

/** The add/edit form of a group; the end may not come before the start. */
export const ZGrupoFields = z
  .object({
    nombre: z.string().trim().min(1, { error: 'Escribe el nombre del grupo.' }).max(200),
    descripcion: z.string().trim().max(5000).default(''),
    fecha_inicio: zOptionalFecha,
    fecha_fin: zOptionalFecha,
    /** A teacher's id (tipo 2); empty: no teacher yet. */
    profesor: z.union([z.literal(''), zId]).optional(),
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_fin || v.fecha_fin >= v.fecha_inicio, {
    error: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['fecha_fin'],
  });

/** A member of a group, as the spec lists them. */
export const ZAlumnoGrupo = z.object({
  alumno_id: z.number().int(),
  nombre: z.string(),
  apellidos: z.string(),
  email: z.string(),
  celular: z.string(),
  empresa: z.string(),
  empleo_actual: z.string(),
  precio_venta: zMoney.nullable(),
  activo: z.number().int(),
});

/** The new-student form (agregarAlumnoCursoGrupo, registrarAlumnoAdmin). */
export const ZNuevoAlumno = z.object({
  first_name: z.string().trim().min(1, { error: 'Escribe el nombre.' }).max(150),
  last_name: z.string().trim().min(1, { error: 'Escribe los apellidos.' }).max(150),
  celular: z.string().trim().min(1, { error: 'Escribe el celular.' }).max(30),
  email: zEmail,
  username: z.string().trim().toLowerCase().max(254).optional(),
  empleo_actual: z.string().trim().max(200).default(''),
  empresa: z.string().trim().max(200).default(''),
  /** The spec sends tipo 1; the server makes a student whatever is sent. */
  tipo: z.coerce.number().int().optional(),
});
