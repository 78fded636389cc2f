import { z } from 'zod';
import { defineCall, zMoney, zPage } from '../core/call';

export const OPORTUNIDADES_PAGE_SIZE = 10;

export const ZCompetenciaVacante = z.object({ id: z.number().int(), nombre: z.string() });

/** A required skill the student lacks, with a published course of the academy that teaches it. */
export const ZCompetenciaFaltante = ZCompetenciaVacante.extend({
  curso: z.object({ nombre: z.string(), slug: z.string() }).nullable(),
});

export const ZOportunidad = z.object({
  unique_id: z.string(),
  nombre: z.string(),
  descripcion_corta: z.string(),
  sueldo: zMoney.nullable(),
  modalidad: z.number().int(),
  /** ISO 8601: when the vacancy was published. */
  fecha: z.string(),
  /**
   * Percent of the vacancy's required skills the student has, rounded down; null when the
   * vacancy names no skills. Vacancies sharing no skill with the student come after every
   * ranked one, newest first.
   */
  ajuste: z.number().int().min(0).max(100).nullable(),
  coinciden: z.array(ZCompetenciaVacante),
  faltan: z.array(ZCompetenciaFaltante),
  /** Whether the student already applied to it (postularVacanteAlumno). */
  postulado: z.boolean(),
});
export type TOportunidad = z.infer<typeof ZOportunidad>;

export const ZGetOportunidadesAlumnoRequest = z.object({ page: zPage });
export const ZGetOportunidadesAlumnoResponse = z.object({
  results: z.array(ZOportunidad),
  count: z.number().int().min(0),
  /** False when the student turned matching off: the list is then empty. */
  emparejar: z.boolean(),
});
export type TGetOportunidadesAlumnoRequest = z.input<typeof ZGetOportunidadesAlumnoRequest>;
export type TGetOportunidadesAlumnoResponse = z.infer<typeof ZGetOportunidadesAlumnoResponse>;

export const getOportunidadesAlumno = defineCall({
  name: 'getOportunidadesAlumno',
  method: 'GET',
  access: ['student'],
  summary:
    'Las vacantes abiertas ordenadas por ajuste con las competencias del alumno que llama (las ' +
    'de los cursos que completó, las de sus certificados vigentes y las de su CV): porcentaje ' +
    'de competencias requeridas que tiene, luego cuántas, luego las más recientes; después, las ' +
    'que no comparten ninguna competencia con él, las más recientes primero. Cada una dice qué competencias coinciden, cuáles faltan (con un ' +
    'curso publicado que enseña cada una) y si ya se postuló. 10 por página. Vacía si el alumno ' +
    'desactivó las recomendaciones (emparejar false).',
  request: ZGetOportunidadesAlumnoRequest,
  response: ZGetOportunidadesAlumnoResponse,
});
