import {
  GRAFICAS_TOP,
  type TGetGraficasVacantesResponse,
} from '@academia/contract/job-market/get-graficas-vacantes';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { vacantes_analizadas as v } from '../../db/schema/index';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface CountRow {
  nombre: string;
  vacantes: number;
}

interface SalaryRow {
  moneda: string;
  puesto: string;
  promedio: string;
  maximo: string;
  vacantes: number;
}

/** The top cities by vacancies, the rest summed into one last bar. */
async function byCity(db: Db): Promise<CountRow[]> {
  const result = await db.execute(sql`
    with c as (
      select coalesce(nullif(trim(${v.ciudadActual}), ''), 'Sin ciudad') as nombre,
             count(*)::int as n
      from ${v} group by 1
    ),
    r as (select nombre, n, row_number() over (order by n desc, nombre) as rk from c)
    select case when rk <= ${GRAFICAS_TOP} then nombre else 'Otras ciudades' end as nombre,
           sum(n)::int as vacantes
    from r group by 1 order by min(rk)`);
  return rowsOf<CountRow>(result);
}

async function byModality(db: Db): Promise<CountRow[]> {
  const result = await db.execute(sql`
    select coalesce(nullif(trim(${v.modalidadActual}), ''), 'Sin dato') as nombre,
           count(*)::int as vacantes
    from ${v} group by 1 order by 2 desc, 1`);
  return rowsOf<CountRow>(result);
}

/**
 * Each currency's positions with the best average minimum salary. Grouped by currency before
 * anything is averaged: a USD salary is never added to an MXN one.
 */
async function salaryByRole(db: Db): Promise<SalaryRow[]> {
  const result = await db.execute(sql`
    with s as (
      select ${v.moneda} as moneda, trim(${v.puesto}) as puesto,
             round(avg(${v.sueldoMinimo}), 2) as promedio, max(${v.sueldoMinimo}) as maximo,
             count(*)::int as vacantes
      from ${v} where ${v.sueldoMinimo} is not null
      group by 1, 2
    ),
    r as (
      select s.*, row_number() over (partition by moneda order by promedio desc, puesto) as rk
      from s
    )
    select moneda, puesto, promedio::text as promedio, maximo::text as maximo, vacantes
    from r where rk <= ${GRAFICAS_TOP} order by moneda, rk`);
  return rowsOf<SalaryRow>(result);
}

/** The dashboard's charts: three grouped statements, whatever the number of vacancies. */
export async function charts(db: Db): Promise<TGetGraficasVacantesResponse> {
  const [ciudades, modalidades, sueldos] = await Promise.all([
    byCity(db),
    byModality(db),
    salaryByRole(db),
  ]);
  const series = new Map<string, TGetGraficasVacantesResponse['sueldo_por_puesto'][number]>();
  for (const { moneda, ...puesto } of sueldos) {
    const serie = series.get(moneda) ?? { moneda, puestos: [] };
    serie.puestos.push({ ...puesto, vacantes: Number(puesto.vacantes) });
    series.set(moneda, serie);
  }
  const counts = (rows: CountRow[]) => rows.map((r) => ({ ...r, vacantes: Number(r.vacantes) }));
  return {
    por_ciudad: counts(ciudades),
    por_modalidad: counts(modalidades),
    sueldo_por_puesto: [...series.values()],
  };
}
