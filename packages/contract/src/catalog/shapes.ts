import { z } from 'zod';
import { zId, zMoney } from '../core/call';
import { zCompetenciasIds } from '../skills/shapes';

/** A course category as every call of the catalog gives it. */
export const ZCategoriaCurso = z.object({ id: z.number().int(), nombre: z.string() });
export type TCategoriaCurso = z.infer<typeof ZCategoriaCurso>;

export const zNombreCategoria = z
  .string()
  .trim()
  .min(1, { error: 'Escribe el nombre de la categoría.' })
  .max(150, { error: 'El nombre de la categoría no puede tener más de 150 caracteres.' });

/**
 * A course's state (decision 023): 'borrador' is seen only by administrators, 'publicado' is in
 * the catalogue and open for registration, 'archivado' is hidden and closed to new
 * registrations while its enrolled students keep their access.
 */
export const ESTADOS_CURSO = ['borrador', 'publicado', 'archivado'] as const;
export const ZEstadoCurso = z.enum(ESTADOS_CURSO, { error: 'El estado del curso no es válido.' });
export type TEstadoCurso = z.infer<typeof ZEstadoCurso>;
/** The state's name on the administrator's screens. */
export const ESTADO_CURSO_ETIQUETA: Record<TEstadoCurso, string> = {
  borrador: 'Borrador',
  publicado: 'Publicado',
  archivado: 'Archivado',
};

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
  /** 'Prueba gratuita': visitors may open a 7-day, lessons-only trial (createDemoUser). */
  prueba_gratuita: z.boolean(),
  /** YYYY-MM-DD, or null when not set. */
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  /** The uploaded image, path under /uploads/; null without one. */
  imagen: z.string().nullable(),
  /** The same image resized to 400 px wide (WebP) for the course list; null without one. */
  imagen_miniatura: z.string().nullable(),
  slug: z.string(),
  /** 'Emitir certificado automáticamente': issued and mailed when an enrolment completes. */
  certificado_automatico: z.boolean(),
  estado: ZEstadoCurso,
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
    /**
     * 'Prueba gratuita', a form checkbox as "1"/"0" (or "true"/"false"). Left out, a new course
     * has it off and an update keeps what the course had.
     */
    prueba_gratuita: z
      .enum(['0', '1', 'true', 'false'], { error: 'Indica si el curso ofrece prueba gratuita.' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    fecha_inicio: zFecha,
    fecha_fin: zFecha,
    /**
     * A form checkbox travels as "1"/"0" (or "true"/"false"). Left out, a new course has it off
     * and an update keeps what the course had.
     */
    certificado_automatico: z
      .enum(['0', '1', 'true', 'false'], { error: 'Indica si el certificado se emite solo.' })
      .transform((v) => v === '1' || v === 'true')
      .optional(),
    /**
     * The skills the course teaches (issue 26), ids comma-separated. Left out, a new course
     * has none and an update keeps what the course had.
     */
    competencias: zCompetenciasIds.optional(),
  })
  .refine((v) => v.fecha_fin >= v.fecha_inicio, {
    error: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['fecha_fin'],
  });

export const courseImage = { kind: 'image', required: false, folder: 'cursos' } as const;
