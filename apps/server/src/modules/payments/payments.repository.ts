import { aliasedTable, and, desc, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursos, grupo_alumnos, grupos, pagos, users } from '../../db/schema/index';

const recorder = aliasedTable(users, 'registro');
const student = aliasedTable(users, 'alumno_pago');

const money = (expr: SQL) => sql<string>`(${expr})::numeric(12,2)::text`;

/**
 * The paid total of a membership, summed by the database in exact decimals. Void payments stay
 * in the books but never count: every total and balance is this sum or `sumPayments`.
 */
const totalPagado = sql`coalesce((select sum(p.monto) from ${pagos} p where p.grupo = ${grupo_alumnos.grupo} and p.alumno = ${grupo_alumnos.alumno} and p.anulado_en is null), 0)`;

const accountColumns = {
  grupo: grupos.id,
  unique_id: grupos.unique_id,
  nombre_grupo: grupos.nombre,
  curso: cursos.id,
  nombre_curso: cursos.nombre,
  precio_curso: cursos.precio,
  precio_venta: grupo_alumnos.precio_venta,
  total_pagado: money(totalPagado),
  saldo: sql<
    string | null
  >`case when ${grupo_alumnos.precio_venta} is null then null else (${grupo_alumnos.precio_venta} - ${totalPagado})::numeric(12,2)::text end`,
};

/** A student's memberships with sale price, paid total and balance, one query. */
export async function accountsOf(db: Db, alumno: number, grupo?: number) {
  return db
    .select(accountColumns)
    .from(grupo_alumnos)
    .innerJoin(grupos, eq(grupos.id, grupo_alumnos.grupo))
    .innerJoin(cursos, eq(cursos.id, grupos.curso))
    .where(
      and(
        eq(grupo_alumnos.alumno, alumno),
        grupo === undefined ? undefined : eq(grupo_alumnos.grupo, grupo),
      ),
    )
    .orderBy(desc(grupo_alumnos.fecha), desc(grupos.id));
}

const paymentColumns = {
  id: pagos.id,
  fecha: pagos.fecha,
  metodo_pago: pagos.metodo_pago,
  monto: pagos.monto,
  registro_nombre: recorder.first_name,
  registro_apellido: recorder.last_name,
  grupo: pagos.grupo,
  grupo_nombre: grupos.nombre,
  curso_nombre: cursos.nombre,
  numero_recibo: pagos.numero_recibo,
  alumno: pagos.alumno,
  alumno_nombre: student.first_name,
  alumno_apellido: student.last_name,
  alumno_apellido_materno: student.apellido_materno,
  alumno_email: student.email,
  anulado_en: pagos.anulado_en,
  motivo_anulacion: pagos.motivo_anulacion,
  // A subquery rather than a left join: only void payments have someone to name.
  anulado_por_nombre: sql<
    string | null
  >`(select trim(u.first_name || ' ' || u.last_name) from ${users} u where u.id = ${pagos.anulado_por})`,
};

function paymentsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(paymentColumns)
    .from(pagos)
    .innerJoin(recorder, eq(recorder.id, pagos.registrado_por))
    .innerJoin(student, eq(student.id, pagos.alumno))
    .innerJoin(grupos, eq(grupos.id, pagos.grupo))
    .innerJoin(cursos, eq(cursos.id, grupos.curso))
    .where(where);
}
export type PaymentRow = Awaited<ReturnType<typeof paymentsQuery>>[number];

/** Payments, newest first; capped because one student's or group's list stays small. */
export async function listPayments(
  db: Db,
  filter: { alumno?: number; grupo?: number },
  cap: number,
): Promise<PaymentRow[]> {
  return paymentsQuery(
    db,
    and(
      filter.alumno === undefined ? undefined : eq(pagos.alumno, filter.alumno),
      filter.grupo === undefined ? undefined : eq(pagos.grupo, filter.grupo),
    ),
  )
    .orderBy(desc(pagos.fecha), desc(pagos.id))
    .limit(cap);
}

export async function findPayment(db: Db, id: number): Promise<PaymentRow | undefined> {
  const [row] = await paymentsQuery(db, eq(pagos.id, id)).limit(1);
  return row;
}

export async function findPaymentByKey(db: Db, key: string) {
  const [row] = await db
    .select({ id: pagos.id, alumno: pagos.alumno, grupo: pagos.grupo })
    .from(pagos)
    .where(eq(pagos.idempotency_key, key))
    .limit(1);
  return row;
}

export async function sumPayments(db: Db, alumno: number): Promise<string> {
  const [row] = await db
    .select({ total: money(sql`coalesce(sum(${pagos.monto}), 0)`) })
    .from(pagos)
    .where(and(eq(pagos.alumno, alumno), isNull(pagos.anulado_en)));
  return row?.total ?? '0.00';
}

/** What a membership has paid, void payments left out. */
export async function paidTotal(db: Db, alumno: number, grupo: number): Promise<string> {
  const [row] = await db
    .select({ total: money(sql`coalesce(sum(${pagos.monto}), 0)`) })
    .from(pagos)
    .where(and(eq(pagos.alumno, alumno), eq(pagos.grupo, grupo), isNull(pagos.anulado_en)));
  return row?.total ?? '0.00';
}

/**
 * Locks a membership for the rest of the transaction and reads its sale price with the names an
 * audit entry gives. Every change of a membership's money (a payment, a sale price) takes this
 * lock first, so two of them never check the balance at the same time; the paid total is read
 * after it by its own statement, which sees what the previous holder committed. NO KEY UPDATE
 * leaves other tables free to reference the row.
 */
export async function lockMembership(db: Db, alumno: number, grupo: number) {
  const [row] = await db
    .select({
      precio_venta: grupo_alumnos.precio_venta,
      alumno_nombre: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
      grupo_nombre: grupos.nombre,
      curso_nombre: cursos.nombre,
    })
    .from(grupo_alumnos)
    .innerJoin(users, eq(users.id, grupo_alumnos.alumno))
    .innerJoin(grupos, eq(grupos.id, grupo_alumnos.grupo))
    .innerJoin(cursos, eq(cursos.id, grupos.curso))
    .where(and(eq(grupo_alumnos.alumno, alumno), eq(grupo_alumnos.grupo, grupo)))
    .limit(1)
    .for('no key update', { of: grupo_alumnos });
  return row;
}

export async function updateSalePrice(db: Db, alumno: number, grupo: number, precio: string) {
  const [row] = await db
    .update(grupo_alumnos)
    .set({ precio_venta: precio })
    .where(and(eq(grupo_alumnos.alumno, alumno), eq(grupo_alumnos.grupo, grupo)))
    .returning({ precio_venta: grupo_alumnos.precio_venta });
  return row;
}

/**
 * Voids a payment that is not void yet, in one statement: of two administrators voiding it at
 * once, the second waits for the first and then finds nothing to void.
 */
export async function voidPayment(
  db: Db,
  id: number,
  values: { anulado_por: number; motivo_anulacion: string },
) {
  const [row] = await db
    .update(pagos)
    .set({ ...values, anulado_en: sql`now()` })
    .where(and(eq(pagos.id, id), isNull(pagos.anulado_en)))
    .returning({ id: pagos.id });
  return row;
}

/** Inserts a payment; with a key already used, inserts nothing and answers undefined. */
export async function insertPayment(db: Db, values: typeof pagos.$inferInsert) {
  const [row] = await db
    .insert(pagos)
    .values(values)
    .onConflictDoNothing({ target: pagos.idempotency_key })
    .returning({ id: pagos.id });
  return row;
}
