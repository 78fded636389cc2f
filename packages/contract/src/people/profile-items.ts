import { z } from 'zod';
import { zId } from '../core/call';

// The profile sections the spec loads with getUserData without showing their fields; designed
// here after the tables in schema/profile.ts. Dates are calendar dates (YYYY-MM-DD).

const text = (max: number, error: string) => z.string().trim().min(1, { error }).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();
const optionalDate = z
  .union([z.literal(''), z.iso.date({ error: 'Escribe una fecha válida (dd/mm/aaaa).' })])
  .optional()
  .transform((v) => v || null);

/** A period's end on or after its start, the refusal shown next to the end date. */
const inOrder = (v: { fecha_inicio: string | null; fecha_fin: string | null }) =>
  !v.fecha_inicio || !v.fecha_fin || v.fecha_fin >= v.fecha_inicio;
const periodInOrder = [
  inOrder,
  { error: 'La fecha de fin no puede ser anterior a la de inicio.', path: ['fecha_fin'] },
] as [typeof inOrder, { error: string; path: string[] }];

/**
 * Each section's fields once: the add call takes them, the edit call takes them with the
 * item's `id` (a refined object cannot be extended, so the shapes are kept apart).
 */
const puestoShape = {
  puesto: text(200, 'Escribe el puesto.'),
  empresa: optionalText(200),
  fecha_inicio: optionalDate,
  fecha_fin: optionalDate,
  descripcion: optionalText(2000),
};
export const ZNuevoPuesto = z.object(puestoShape).refine(...periodInOrder);
export const ZPuestoEditado = z.object({ id: zId, ...puestoShape }).refine(...periodInOrder);
export const ZPuesto = z.object({
  id: z.number().int(),
  puesto: z.string(),
  empresa: z.string(),
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
  descripcion: z.string(),
});

const programaShape = {
  programa: text(200, 'Escribe el programa.'),
  institucion: optionalText(200),
  fecha_inicio: optionalDate,
  fecha_fin: optionalDate,
};
export const ZNuevoPrograma = z.object(programaShape).refine(...periodInOrder);
export const ZProgramaEditado = z.object({ id: zId, ...programaShape }).refine(...periodInOrder);
export const ZPrograma = z.object({
  id: z.number().int(),
  programa: z.string(),
  institucion: z.string(),
  fecha_inicio: z.string().nullable(),
  fecha_fin: z.string().nullable(),
});

const certificacionShape = {
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
};
export const ZNuevaCertificacion = z.object(certificacionShape);
export const ZCertificacionEditada = z.object({ id: zId, ...certificacionShape });
export const ZCertificacion = z.object({
  id: z.number().int(),
  nombre: z.string(),
  institucion: z.string(),
  fecha: z.string().nullable(),
  url: z.string().nullable(),
});

const idiomaShape = {
  idioma: text(100, 'Escribe el idioma.'),
  nivel: optionalText(50),
};
export const ZNuevoIdioma = z.object(idiomaShape);
export const ZIdiomaEditado = z.object({ id: zId, ...idiomaShape });
export const ZIdioma = z.object({ id: z.number().int(), idioma: z.string(), nivel: z.string() });

const NIVEL_HABILIDAD = 'Elige un nivel del 1 al 5.';
const habilidadShape = {
  habilidad: text(100, 'Escribe la habilidad.'),
  /** 1 to 5 when given. */
  nivel: z.coerce
    .number({ error: NIVEL_HABILIDAD })
    .int({ error: NIVEL_HABILIDAD })
    .min(1, { error: NIVEL_HABILIDAD })
    .max(5, { error: NIVEL_HABILIDAD })
    .nullable()
    .optional(),
};
export const ZNuevaHabilidad = z.object(habilidadShape);
export const ZHabilidadEditada = z.object({ id: zId, ...habilidadShape });
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
