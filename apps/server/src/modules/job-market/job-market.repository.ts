import { asc, count, desc, getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { vacantes_analizadas } from '../../db/schema/index';

export type NewVacancy = typeof vacantes_analizadas.$inferInsert;
export type Orden =
  | 'puesto'
  | 'empresa'
  | 'sueldoMinimo'
  | 'ciudadActual'
  | 'modalidadActual'
  | 'ultima_actualizacion';

const v = vacantes_analizadas;

/** The tables the dashboard is read from: its cached answers go when one of them is written. */
export const VACANTES_TABLES = [getTableName(vacantes_analizadas)];

/** The best-paid position in one currency (the first by id among equals, so it is stable). */
async function bestPaid(db: Db, moneda: 'MXN' | 'USD') {
  const [row] = await db
    .select({ puesto: v.puesto, sueldo: v.sueldoMinimo })
    .from(v)
    .where(sql`${v.moneda} = ${moneda} and ${v.sueldoMinimo} is not null`)
    .orderBy(desc(v.sueldoMinimo), asc(v.id))
    .limit(1);
  return row;
}

/**
 * The dashboard's figures. Each is one indexed aggregate: the count, the top city (grouped on
 * its index), the MXN average and maximum and the best-paid positions (on the
 * (moneda, sueldo_minimo) index).
 */
export async function stats(db: Db) {
  const [[total], [city], [mxn], mx, usd] = await Promise.all([
    db.select({ n: count() }).from(v),
    db
      .select({ ciudad: v.ciudadActual, n: count() })
      .from(v)
      .where(sql`${v.ciudadActual} <> ''`)
      .groupBy(v.ciudadActual)
      .orderBy(desc(count()), asc(v.ciudadActual))
      .limit(1),
    db
      .select({
        promedio: sql<string | null>`round(avg(${v.sueldoMinimo}), 2)::text`,
        maximo: sql<string | null>`max(${v.sueldoMinimo})::text`,
      })
      .from(v)
      .where(sql`${v.moneda} = 'MXN' and ${v.sueldoMinimo} is not null`),
    bestPaid(db, 'MXN'),
    bestPaid(db, 'USD'),
  ]);
  return {
    total_vacantes: total?.n ?? 0,
    ciudad_con_mas_vacantes: city?.ciudad ?? null,
    total_vacantes_ciudad_top: city?.n ?? 0,
    sueldo_promedio_vacantes: mxn?.promedio ?? null,
    sueldo_mas_alto: mxn?.maximo ?? null,
    nombre_puesto_alto_mx: mx?.puesto ?? null,
    sueldo_puesto_alto_mx: mx?.sueldo ?? null,
    nombre_puesto_alto_usd: usd?.puesto ?? null,
    sueldo_puesto_alto_usd: usd?.sueldo ?? null,
  };
}

const columns = {
  puesto: v.puesto,
  empresa: v.empresa,
  sueldoMinimo: v.sueldoMinimo,
  ciudadActual: v.ciudadActual,
  modalidadActual: v.modalidadActual,
  ultima_actualizacion: v.ultima_actualizacion,
} as const;

/** A page of the table, sorted by one column (blanks last either way), then by id. */
export async function page(
  db: Db,
  orden: Orden,
  direccion: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const column = columns[orden];
  const sorted =
    direccion === 'asc' ? sql`${column} asc nulls last` : sql`${column} desc nulls last`;
  return db
    .select({
      id: v.id,
      puesto: v.puesto,
      empresa: v.empresa,
      sueldoMinimo: v.sueldoMinimo,
      moneda: v.moneda,
      ciudadActual: v.ciudadActual,
      modalidadActual: v.modalidadActual,
      ultima_actualizacion: v.ultima_actualizacion,
    })
    .from(v)
    .orderBy(sorted, direccion === 'asc' ? asc(v.id) : desc(v.id))
    .limit(limit)
    .offset(offset);
}

export async function insertMany(tx: Tx, rows: NewVacancy[]): Promise<void> {
  if (rows.length > 0) await tx.insert(v).values(rows);
}

export async function deleteAll(tx: Tx): Promise<void> {
  await tx.delete(v);
}
