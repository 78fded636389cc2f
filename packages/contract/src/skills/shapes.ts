import { z } from 'zod';
import { zId, zMoney } from '../core/call';

/** Skills per page of the administrators' list. */
export const COMPETENCIAS_POR_PAGINA = 20;
/** Skills the course and job forms' search offers at once. */
export const COMPETENCIAS_BUSQUEDA_LIMITE = 20;
/** Skills one course or vacancy may carry. */
export const COMPETENCIAS_MAXIMAS = 30;

export const zNombreCompetencia = z
  .string({ error: 'Escribe el nombre de la competencia.' })
  .trim()
  .min(1, { error: 'Escribe el nombre de la competencia.' })
  .max(100, { error: 'El nombre no puede tener más de 100 caracteres.' });

export const zTerminoCompetencia = z
  .string({ error: 'Escribe el término.' })
  .trim()
  .min(1, { error: 'Escribe el término.' })
  .max(100, { error: 'El término no puede tener más de 100 caracteres.' });

/**
 * The skills a course or vacancy carries, as ids. JSON sends an array; a multipart form (the
 * course form) sends the ids comma-separated in one field, empty for none. Repeated ids count
 * once.
 */
export const zCompetenciasIds = z
  .union([
    z.array(zId),
    z
      .string()
      .trim()
      .regex(/^(\d+(,\d+)*)?$/, { error: 'Las competencias deben ser ids separados por comas.' })
      .transform((s) => (s === '' ? [] : s.split(',').map(Number))),
  ])
  .transform((ids) => [...new Set(ids)])
  .pipe(
    z.array(z.number().int().min(1).max(2_147_483_647)).max(COMPETENCIAS_MAXIMAS, {
      error: `Elige como máximo ${COMPETENCIAS_MAXIMAS} competencias.`,
    }),
  );

export const ZCompetenciaBreve = z.object({ id: z.number().int(), nombre: z.string() });
export type TCompetenciaBreve = z.infer<typeof ZCompetenciaBreve>;

export const ZTerminoCompetencia = z.object({ id: z.number().int(), termino: z.string() });

/**
 * 'Demanda en el mercado' of a course: the analysed vacancies whose title asks for any of the
 * course's skills, and per currency the median of their published minimum salaries (the mean
 * of the two middle ones when their number is even), rounded to cents. A vacancy counts once
 * however many of the skills it asks for.
 */
export const ZDemandaMercado = z.object({
  vacantes: z.number().int(),
  sueldos: z.array(
    z.object({
      /** ISO 4217. */
      moneda: z.string(),
      mediana: zMoney,
      /** Vacancies in this currency that publish a salary. */
      vacantes: z.number().int(),
    }),
  ),
});
export type TDemandaMercado = z.infer<typeof ZDemandaMercado>;
