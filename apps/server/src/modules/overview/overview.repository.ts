import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumno_curso, certificados, jobs, pagos, users } from '../../db/schema/index';

/** Payment dates are Mexico City days (payments.service), so months are counted there too. */
export const ACADEMY_TIME_ZONE = 'America/Mexico_City';

export interface MonthRow {
  mes: string;
  inscripciones: number;
  ingresos: string;
}

export interface FigureRow {
  alumnos_activos: number;
  inscripciones_pendientes: number;
  certificados_emitidos: number;
  certificados_mes: number;
  vacantes_abiertas: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The last 12 calendar months, the current one last, each with its new enrolments (rejected
 * ones and trials left out) and its revenue (voided payments left out). One statement: each
 * table is aggregated once by month and joined to the series of months, so a month without
 * anything still has its row with zeros.
 */
export async function months(db: Db): Promise<MonthRow[]> {
  const tz = ACADEMY_TIME_ZONE;
  const result = await db.execute(sql`
    with meses as (
      select generate_series(
        date_trunc('month', now() at time zone ${tz}) - interval '11 months',
        date_trunc('month', now() at time zone ${tz}),
        interval '1 month'
      )::date as mes
    ),
    desde as (select min(mes) as mes from meses),
    ins as (
      select date_trunc('month', ${alumno_curso.fecha} at time zone ${tz})::date as mes,
             count(*)::int as n
      from ${alumno_curso}
      where ${alumno_curso.fecha} >= ((select mes from desde)::timestamp at time zone ${tz})
        and ${alumno_curso.estado} <> 'rechazada'
        and not ${alumno_curso.prueba}
      group by 1
    ),
    ing as (
      select date_trunc('month', ${pagos.fecha})::date as mes, sum(${pagos.monto}) as total
      from ${pagos}
      where ${pagos.fecha} >= (select mes from desde) and ${pagos.anulado_en} is null
      group by 1
    )
    select to_char(meses.mes, 'YYYY-MM') as mes,
           coalesce(ins.n, 0) as inscripciones,
           coalesce(ing.total, 0)::numeric(14, 2)::text as ingresos
    from meses
    left join ins on ins.mes = meses.mes
    left join ing on ing.mes = meses.mes
    order by meses.mes`);
  return rowsOf<MonthRow>(result).map((r) => ({ ...r, inscripciones: Number(r.inscripciones) }));
}

/** The overview's counts, one statement of scalar subqueries. */
export async function figures(db: Db): Promise<FigureRow> {
  const tz = ACADEMY_TIME_ZONE;
  const result = await db.execute(sql`
    select
      (select count(*)::int from ${users} u
        where u.tipo = 1 and u.is_active and (u.expira is null or u.expira > now())
          and exists (
            select 1 from ${alumno_curso} a
            where a.alumno = u.id and a.activo = 1 and a.estado = 'confirmada' and not a.prueba
          )) as alumnos_activos,
      (select count(*)::int from ${alumno_curso}
        where ${alumno_curso.estado} = 'pendiente') as inscripciones_pendientes,
      (select count(*)::int from ${certificados}
        where ${certificados.revocado_en} is null) as certificados_emitidos,
      (select count(*)::int from ${certificados}
        where ${certificados.revocado_en} is null
          and ${certificados.fecha_reconocimiento}
              >= date_trunc('month', now() at time zone ${tz})::date) as certificados_mes,
      (select count(*)::int from ${jobs} where ${jobs.activo} = 1) as vacantes_abiertas`);
  const [row] = rowsOf<FigureRow>(result);
  if (!row) throw new Error('overview figures: no row');
  return {
    alumnos_activos: Number(row.alumnos_activos),
    inscripciones_pendientes: Number(row.inscripciones_pendientes),
    certificados_emitidos: Number(row.certificados_emitidos),
    certificados_mes: Number(row.certificados_mes),
    vacantes_abiertas: Number(row.vacantes_abiertas),
  };
}
