import { and, count, desc, eq, getTableName, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { aplicantes, jobs } from '../../db/schema/index';

/** What the public vacancy reads are made from, for the cache. */
export const JOB_TABLES = [getTableName(jobs)];

const resumenColumns = {
  id: jobs.id,
  unique_id: jobs.unique_id,
  nombre: jobs.nombre,
  descripcion_corta: jobs.descripcion_corta,
  sueldo: jobs.sueldo,
  modalidad: jobs.modalidad,
  activo: jobs.activo,
  fecha: jobs.created_at,
};

export async function openJobs(db: Db, limit: number) {
  return db
    .select(resumenColumns)
    .from(jobs)
    .where(eq(jobs.activo, 1))
    .orderBy(desc(jobs.created_at), desc(jobs.id))
    .limit(limit);
}

/** Every vacancy with its number of applicants, counted in the same query. */
export async function listJobs(db: Db, page: { limit: number; offset: number }) {
  const applicants = db
    .select({ job: aplicantes.job, n: count().as('n') })
    .from(aplicantes)
    .groupBy(aplicantes.job)
    .as('a');
  const [rows, [total]] = await Promise.all([
    db
      .select({ ...resumenColumns, aplicantes: sql<number>`coalesce(${applicants.n}, 0)::int` })
      .from(jobs)
      .leftJoin(applicants, eq(applicants.job, jobs.id))
      .orderBy(desc(jobs.created_at), desc(jobs.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(jobs),
  ]);
  return {
    rows: rows.map((r) => ({ ...r, aplicantes: Number(r.aplicantes) })),
    count: Number(total?.n ?? 0),
  };
}

export async function findJob(db: Db, uniqueId: string, soloActivos: boolean) {
  const [row] = await db
    .select({ ...resumenColumns, descripcion: jobs.descripcion })
    .from(jobs)
    .where(and(eq(jobs.unique_id, uniqueId), soloActivos ? eq(jobs.activo, 1) : undefined))
    .limit(1);
  return row;
}

export async function insertJob(db: Db, values: typeof jobs.$inferInsert) {
  const [row] = await db.insert(jobs).values(values).returning({ unique_id: jobs.unique_id });
  if (!row) throw new Error('insertJob: nothing returned');
  return row.unique_id;
}

export async function updateJob(
  db: Db,
  uniqueId: string,
  values: Partial<typeof jobs.$inferInsert>,
): Promise<boolean> {
  const rows = await db
    .update(jobs)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(jobs.unique_id, uniqueId))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

export async function insertAplicante(db: Db, values: typeof aplicantes.$inferInsert) {
  await db.insert(aplicantes).values(values);
}

export async function listAplicantes(db: Db, job: number, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: aplicantes.id,
        nombre: aplicantes.nombre,
        email: aplicantes.email,
        celular: aplicantes.celular,
        telefono: aplicantes.telefono,
        mensaje: aplicantes.mensaje,
        cv: aplicantes.cv,
        fecha: aplicantes.fecha,
        alumno: aplicantes.alumno,
        estado: aplicantes.estado,
      })
      .from(aplicantes)
      .where(eq(aplicantes.job, job))
      .orderBy(desc(aplicantes.fecha), desc(aplicantes.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(aplicantes).where(eq(aplicantes.job, job)),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findAplicanteCv(db: Db, id: number) {
  const [row] = await db
    .select({ cv: aplicantes.cv, nombre: aplicantes.nombre })
    .from(aplicantes)
    .where(eq(aplicantes.id, id))
    .limit(1);
  return row;
}

/**
 * Moves an application to another state and answers the state it had, locking the row so two
 * staff changing it at once are recorded in order; undefined when there is no such application.
 */
export async function setEstadoAplicante(tx: Tx, id: number, estado: string) {
  const [before] = await tx
    .select({ estado: aplicantes.estado, nombre: aplicantes.nombre, job: jobs.nombre })
    .from(aplicantes)
    .innerJoin(jobs, eq(jobs.id, aplicantes.job))
    .where(eq(aplicantes.id, id))
    .for('update', { of: aplicantes });
  if (!before) return undefined;
  if (before.estado !== estado) {
    await tx.update(aplicantes).set({ estado }).where(eq(aplicantes.id, id));
  }
  return before;
}
