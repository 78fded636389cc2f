import { z } from 'zod';
import { defineCall, ZEmpty, zMoney } from '../core/call';

/** How many cities and positions the charts show; the rest of the cities add up in 'Otras'. */
export const GRAFICAS_TOP = 10;

export const ZConteo = z.object({ nombre: z.string(), vacantes: z.number().int() });

/** A position's salaries in one currency: never mixed with another currency's. */
export const ZSueldoPuesto = z.object({
  puesto: z.string(),
  /** Average monthly minimum salary of its vacancies that publish one. */
  promedio: zMoney,
  maximo: zMoney,
  vacantes: z.number().int(),
});

export const ZGetGraficasVacantesResponse = z.object({
  /** The cities with most vacancies, most first; the others summed as 'Otras ciudades'. */
  por_ciudad: z.array(ZConteo),
  /** Every modality as the CSV wrote it ('Sin dato' when empty), most first. */
  por_modalidad: z.array(ZConteo),
  /** One series per currency (ISO 4217), each the positions with the best average salary. */
  sueldo_por_puesto: z.array(z.object({ moneda: z.string(), puestos: z.array(ZSueldoPuesto) })),
});
export type TConteo = z.infer<typeof ZConteo>;
export type TSueldoPuesto = z.infer<typeof ZSueldoPuesto>;
export type TGetGraficasVacantesResponse = z.infer<typeof ZGetGraficasVacantesResponse>;

export const getGraficasVacantes = defineCall({
  name: 'getGraficasVacantes',
  method: 'GET',
  access: ['admin'],
  summary:
    'Datos de las gráficas del tablero de vacantes: vacantes por ciudad y por modalidad, y ' +
    'sueldo promedio por puesto, una serie por moneda. No está en la especificación.',
  request: ZEmpty,
  response: ZGetGraficasVacantesResponse,
});
