import { z } from 'zod';
import { zMoney } from '../core/call';
import { zCompetenciasIds } from '../skills/shapes';

export { MODALIDADES } from './modalidades';

export const zUniqueId = z.uuid({ error: 'El identificador de la vacante no es válido.' });

/** A vacancy as the cards and lists show it. */
export const ZJobResumen = z.object({
  id: z.number().int(),
  unique_id: z.string(),
  nombre: z.string(),
  descripcion_corta: z.string(),
  /** Two decimals, or null when the vacancy does not say. */
  sueldo: zMoney.nullable(),
  modalidad: z.number().int(),
  activo: z.number().int(),
  /** ISO 8601. */
  fecha: z.string(),
});
export type TJobResumen = z.infer<typeof ZJobResumen>;

/** A whole vacancy: the summary plus its sanitised rich-text description. */
export const ZJob = ZJobResumen.extend({ descripcion: z.string() });
export type TJob = z.infer<typeof ZJob>;

/** The vacancy form's fields (agregarJob, actualizarJob). */
export const ZJobCampos = z.object({
  nombre: z.string().trim().min(1, { error: 'Escribe el nombre de la vacante.' }).max(250),
  /** Rich text; sanitised on the server when written. */
  descripcion: z.string().max(200_000).default(''),
  descripcion_corta: z.string().trim().max(500).default(''),
  /** Empty: the vacancy does not state a salary. */
  sueldo: z
    .union([z.literal(''), z.null(), z.coerce.number().min(0).max(9_999_999_999)], {
      error: 'El sueldo debe ser un número mayor o igual a 0.',
    })
    .optional()
    .transform((v) => (typeof v === 'number' ? v.toFixed(2) : null)),
  modalidad: z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2 || v === 3, {
      error: 'La modalidad debe ser 1 (presencial), 2 (remota) o 3 (híbrida).',
    }),
  /**
   * The skills the vacancy requires (issue 26), as ids. Left out, a new vacancy has none and
   * an update keeps what it had.
   */
  competencias: zCompetenciasIds.optional(),
});
