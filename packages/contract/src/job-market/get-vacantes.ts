import { z } from 'zod';
import { defineCall, zMoney, zPage, zPaged } from '../core/call';

/** Rows per page of the dashboard's table (the spec's admin page size). */
export const VACANTES_PAGE_SIZE = 20;

/** Columns the table can be sorted by. */
export const VACANTES_ORDEN = [
  'puesto',
  'empresa',
  'sueldoMinimo',
  'ciudadActual',
  'modalidadActual',
  'ultima_actualizacion',
] as const;

export const ZGetVacantesRequest = z.object({
  page: zPage,
  orden: z.enum(VACANTES_ORDEN).default('ultima_actualizacion'),
  direccion: z.enum(['asc', 'desc']).default('desc'),
});

export const ZVacanteAnalizada = z.object({
  id: z.number().int(),
  puesto: z.string(),
  empresa: z.string(),
  /** Monthly minimum salary, or null when the vacancy published none. */
  sueldoMinimo: zMoney.nullable(),
  /** ISO 4217: MXN (Mexico) or USD (USA). */
  moneda: z.string(),
  ciudadActual: z.string(),
  modalidadActual: z.string(),
  /** YYYY-MM-DD, or null. */
  ultima_actualizacion: z.string().nullable(),
});

/**
 * The dashboard's figures, computed in SQL over every analysed vacancy. Salaries are compared
 * within one currency only: the average and the highest are of the MXN vacancies (the spec
 * labels the highest MXN), the best-paid position in Mexico is the top MXN one and in the USA
 * the top USD one. Null when there is nothing to compute from.
 */
export const ZGetVacantesResponse = z.object({
  content: zPaged(ZVacanteAnalizada),
  total_vacantes: z.number().int(),
  ciudad_con_mas_vacantes: z.string().nullable(),
  total_vacantes_ciudad_top: z.number().int(),
  sueldo_promedio_vacantes: zMoney.nullable(),
  sueldo_mas_alto: zMoney.nullable(),
  nombre_puesto_alto_usd: z.string().nullable(),
  sueldo_puesto_alto_usd: zMoney.nullable(),
  nombre_puesto_alto_mx: z.string().nullable(),
  sueldo_puesto_alto_mx: zMoney.nullable(),
});
export type TVacanteAnalizada = z.infer<typeof ZVacanteAnalizada>;
export type TGetVacantesRequest = z.input<typeof ZGetVacantesRequest>;
export type TGetVacantesResponse = z.infer<typeof ZGetVacantesResponse>;
export type TVacantesOrden = (typeof VACANTES_ORDEN)[number];

export const getVacantes = defineCall({
  name: 'getVacantes',
  method: 'GET',
  access: ['admin'],
  summary:
    'Estadísticas de las vacantes analizadas (total, ciudad con más vacantes, sueldo promedio ' +
    'y más alto en MXN, puesto mejor pagado en México y en EE. UU.) y su tabla paginada de 20 ' +
    'en 20 (content: results, count), ordenable por columna.',
  request: ZGetVacantesRequest,
  response: ZGetVacantesResponse,
});
