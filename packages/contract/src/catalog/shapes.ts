import { z } from 'zod';
import { zId, zMoney } from '../core/call';

/** A course category as every call of the catalog gives it. */
export const ZCategoriaCurso = z.object({ id: z.number().int(), nombre: z.string() });
export type TCategoriaCurso = z.infer<typeof ZCategoriaCurso>;

export const zNombreCategoria = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el nombre de la categoría.' })
  .max(150, { error: 'El nombre de la categoría no puede tener más de 150 caracteres.' });

/** A course with its category's name, as the administrator's screens show it. */
export const ZCurso = z.object({
  id: z.number().int(),
  nombre: z.string(),
  descripcion: z.string(),
  horas_curso: z.number().int(),
  categoria: z.number().int(),
  categoria_nombre: z.string(),
  precio: zMoney,
  dias_plataforma: z.number().int(),
  /** YYYY-MM-DD, or null when not set. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  /** The uploaded image, path under /uploads/; null without one. */
  imagen: z.string().nullable(),
  /** The same image resized to 400 px wide (WebP) for the course list; null without one. */
  imagen_miniatura: z.string().nullable(),
  slug: z.string(),
});
export type TCurso = z.infer<typeof ZCurso>;

const zFecha = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'Escribe la fecha como AAAA-MM-DD.' });

/**
 * The course form (multipart, so every field arrives as text). `imagen` travels as a file.
 * The slug is made by the server from the name and is unique.
 */
export const ZCursoCampos = z
  .object({
    nombre: z
      .string()
      .trim()
      .min(1, { error: 'Escribe el nombre del curso.' })
      .max(200, { error: 'El nombre del curso no puede tener más de 200 caracteres.' }),
    descripcion: z.string().trim().max(5000).default(''),
    horas_curso: z.coerce
      .number({ error: 'Escribe las horas del curso.' })
      .int({ error: 'Las horas deben ser un número entero.' })
      .min(0, { error: 'Las horas no pueden ser negativas.' })
      .max(10_000),
    categoria: zId,
    precio: z
      .string()
      .trim()
      .regex(/^\d{1,10}(\.\d{1,2})?$/, { error: 'Escribe el precio como 1500 o 1500.50.' }),
    dias_plataforma: z.coerce
      .number({ error: 'Escribe los días de acceso a la plataforma.' })
      .int({ error: 'Los días deben ser un número entero.' })
      .min(0, { error: 'Los días no pueden ser negativos.' })
      .max(36_500),
    fecha_inicio: zFecha,
    fecha_fin: zFecha,
  })
  .refine((v) => v.fecha_fin >= v.fecha_inicio, {
    error: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['fecha_fin'],
  });

export const courseImage = { kind: 'image', required: false, folder: 'cursos' } as const;
