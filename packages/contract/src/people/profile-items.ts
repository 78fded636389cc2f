import { z } from 'zod';

// The profile sections the spec loads with getUserData without showing their fields; designed
// here after the tables in schema/profile.ts. Dates are calendar dates (YYYY-MM-DD).

const text = (max: number, error: string) => z.string().trim().min(1, { error }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalDate = z
  .union([z.literal(''), z.iso.date({ error: 'Escribe una fecha válida (AAAA-MM-DD).' })])
  .optional()
  .transform((v) => v || null);

export const ZNuevoPuesto = z
  .object({
    puesto: text(200, 'Escribe el puesto.'),
    empresa: optionalText(200),
    fecha_inicio: optionalDate,
    fecha_fin: optionalDate,
    descripcion: optionalText(2000),
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_fin || v.fecha_fin >= v.fecha_inicio, {
    error: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['fecha_fin'],
  });
export const ZPuesto = z.object({
  id: z.number().int(),
  puesto: z.string(),
  empresa: z.string(),
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  descripcion: z.string(),
});

export const ZNuevoPrograma = z
  .object({
    programa: text(200, 'Escribe el programa.'),
    institucion: optionalText(200),
    fecha_inicio: optionalDate,
    fecha_fin: optionalDate,
  })
  .refine((v) => !v.fecha_inicio || !v.fecha_fin || v.fecha_fin >= v.fecha_inicio, {
    error: 'La fecha de fin no puede ser anterior a la de inicio.',
    path: ['fecha_fin'],
  });
export const ZPrograma = z.object({
  id: z.number().int(),
  programa: z.string(),
  institucion: z.string(),
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
});

export const ZNuevaCertificacion = z.object({
  nombre: text(200, 'Escribe el nombre de la certificación.'),
  institucion: optionalText(200),
  fecha: optionalDate,
  url: z
    .union([
      z.literal(''),
      z
        .url({ protocol: /^https?$/, error: 'Escribe una dirección web válida (https://…).' })
        .max(500),
    ])
    .optional()
    .transform((v) => v || null),
});
export const ZCertificacion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  institucion: z.string(),
  fecha: z.string().nullable(),
  url: z.string().nullable(),
});

export const ZNuevoIdioma = z.object({
  idioma: text(100, 'Escribe el idioma.'),
  nivel: optionalText(50),
});
export const ZIdioma = z.object({ id: z.number().int(), idioma: z.string(), nivel: z.string() });

export const ZNuevaHabilidad = z.object({
  habilidad: text(100, 'Escribe la habilidad.'),
  /** 1 to 5 when given. */
  nivel: z.coerce.number().int().min(1).max(5).nullable().optional(),
});
export const ZHabilidad = z.object({
  id: z.number().int(),
  habilidad: z.string(),
  nivel: z.number().int().nullable(),
});

export const ZProfileLists = z.object({
  puestos: z.array(ZPuesto),
  programas: z.array(ZPrograma),
  certificaciones: z.array(ZCertificacion),
  idiomas: z.array(ZIdioma),
  habilidades: z.array(ZHabilidad),
});
export type TPuesto = z.infer<typeof ZPuesto>;
export type TPrograma = z.infer<typeof ZPrograma>;
export type TCertificacion = z.infer<typeof ZCertificacion>;
export type TIdioma = z.infer<typeof ZIdioma>;
export type THabilidad = z.infer<typeof ZHabilidad>;
export type TProfileLists = z.infer<typeof ZProfileLists>;
