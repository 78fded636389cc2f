import { and, asc, desc, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { alumno_curso, certificados, cursos, users } from '../../db/schema/index';
import { certifiableSql, completionSql } from './completion.repository';

/** What a certificate's public data is made from (`findByUniqueId`), for the cache. */
export const PUBLIC_DATA_TABLES = [certificados, alumno_curso, users, cursos].map(getTableName);

export type CertificadoRow = typeof certificados.$inferSelect;

/** What a certificate's PDF, mail and credential say: the enrolment, its student and course. */
export interface EnrolmentForCertificate {
  alumno_curso: number;
  alumno_curso_unique_id: string;
  alumno_id: number;
  first_name: string;
  last_name: string;
  apellido_materno: string;
  email: string;
  curso_id: number;
  curso_nombre: string;
  curso_slug: string;
  horas_curso: number;
  imagen_curso: string | null;
}

const enrolmentColumns = {
  alumno_curso: alumno_curso.id,
  alumno_curso_unique_id: alumno_curso.unique_id,
  alumno_id: users.id,
  first_name: users.first_name,
  last_name: users.last_name,
  apellido_materno: users.apellido_materno,
  email: users.email,
  curso_id: cursos.id,
  curso_nombre: cursos.nombre,
  curso_slug: cursos.slug,
  horas_curso: cursos.horas_curso,
  imagen_curso: cursos.imagen,
};

/**
 * The enrolment with its student and course, its row locked until the transaction ends so two
 * administrators generating at once wait for each other instead of racing to insert.
 */
export async function lockEnrolment(
  tx: Tx,
  alumnoCurso: number,
): Promise<EnrolmentForCertificate | undefined> {
  const [row] = await tx
    .select(enrolmentColumns)
    .from(alumno_curso)
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.id, alumnoCurso))
    .for('update', { of: alumno_curso });
  return row;
}

export async function findEnrolment(
  db: Db,
  alumnoCurso: number,
): Promise<EnrolmentForCertificate | undefined> {
  const [row] = await db
    .select(enrolmentColumns)
    .from(alumno_curso)
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.id, alumnoCurso));
  return row;
}

/** The enrolment's certificate that is not revoked, if any (at most one, by a unique index). */
export async function findCurrent(
  db: Db,
  alumnoCurso: number,
): Promise<CertificadoRow | undefined> {
  const [row] = await db
    .select()
    .from(certificados)
    .where(and(eq(certificados.alumno_curso, alumnoCurso), isNull(certificados.revocado_en)));
  return row;
}

/**
 * What the certificate rules read of an enrolment: its confirmation and trial state, its
 * course's automatic option, whether it ever had a certificate, and its completion. Run after
 * `lockEnrolment` as a statement of its own, so it sees what the transaction that held the lock
 * committed (a statement that waited for the lock would still read with its older snapshot).
 */
export async function certificateState(db: Db, alumnoCurso: number) {
  const [row] = await db
    .select({
      estado: alumno_curso.estado,
      prueba: alumno_curso.prueba,
      automatico: cursos.certificado_automatico,
      tuvo_certificado: sql<boolean>`exists (select 1 from ${certificados} c where c.alumno_curso = ${alumno_curso.id})`,
      avance: completionSql,
    })
    .from(alumno_curso)
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.id, alumnoCurso));
  return row;
}

/**
 * Whether finishing a lesson or passing an evaluation may have just earned the enrolment its
 * automatic certificate: the course issues them, the enrolment is confirmed and not a trial,
 * it never had one (a revoked certificate is an administrator's decision, not re-issued by a
 * lesson), and it completed the course. One read without a lock, so the usual answer, no, costs
 * one indexed statement; a yes is checked again under the lock.
 */
export async function mayAutoIssue(db: Db, alumnoCurso: number): Promise<boolean> {
  const [row] = await db
    .select({
      candidato: sql<boolean>`${cursos.certificado_automatico} and ${certifiableSql}
        and not exists (select 1 from ${certificados} c where c.alumno_curso = ${alumno_curso.id})
        and (${completionSql}->>'completo')::boolean`,
    })
    .from(alumno_curso)
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(alumno_curso.id, alumnoCurso));
  return row?.candidato === true;
}

export async function insertCertificate(
  tx: Tx,
  values: {
    alumno_curso: number;
    generado_por: number | null;
    motivo: string | null;
    evaluaciones_aprobadas: number;
  },
): Promise<CertificadoRow> {
  const [row] = await tx.insert(certificados).values(values).returning();
  if (!row) throw new Error('insertCertificate: insert returned nothing');
  return row;
}

export async function setArchivo(tx: Tx, id: number, archivo: string): Promise<void> {
  await tx.update(certificados).set({ archivo }).where(eq(certificados.id, id));
}

export async function revoke(
  tx: Tx,
  id: number,
  revocadoPor: number,
): Promise<CertificadoRow | undefined> {
  const [row] = await tx
    .update(certificados)
    // The PDF goes with the revoke (removed after commit), so the row stops naming it.
    .set({ revocado_en: sql`now()`, revocado_por: revocadoPor, archivo: null })
    .where(and(eq(certificados.id, id), isNull(certificados.revocado_en)))
    .returning();
  return row;
}

/** A certificate by its public code, with what its public page and credential show. */
export async function findByUniqueId(db: Db, uniqueId: string) {
  const [row] = await db
    .select({ certificado: certificados, ...enrolmentColumns })
    .from(certificados)
    .innerJoin(alumno_curso, eq(alumno_curso.id, certificados.alumno_curso))
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(eq(certificados.unique_id, uniqueId));
  return row;
}

/** A student's current certificates, newest first. */
export async function listForStudent(db: Db, alumno: number) {
  return db
    .select({
      id: certificados.id,
      unique_id: certificados.unique_id,
      curso_nombre: cursos.nombre,
      curso_slug: cursos.slug,
      imagen_curso: cursos.imagen,
      fecha_reconocimiento: certificados.fecha_reconocimiento,
      archivo: certificados.archivo,
    })
    .from(certificados)
    .innerJoin(alumno_curso, eq(alumno_curso.id, certificados.alumno_curso))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(and(eq(alumno_curso.alumno, alumno), isNull(certificados.revocado_en)))
    .orderBy(desc(certificados.fecha_reconocimiento), desc(certificados.id));
}

/**
 * The current certificates of several students (users.id), each student's newest first: one
 * query for a whole page of applicants or for one student's CV.
 */
export async function listValidForStudents(db: Db, alumnos: readonly number[]) {
  if (alumnos.length === 0) return [];
  return db
    .select({
      alumno: alumno_curso.alumno,
      unique_id: certificados.unique_id,
      curso: cursos.nombre,
      curso_slug: cursos.slug,
      fecha_reconocimiento: certificados.fecha_reconocimiento,
    })
    .from(certificados)
    .innerJoin(alumno_curso, eq(alumno_curso.id, certificados.alumno_curso))
    .innerJoin(cursos, eq(cursos.id, alumno_curso.curso))
    .where(and(inArray(alumno_curso.alumno, [...alumnos]), isNull(certificados.revocado_en)))
    .orderBy(
      asc(alumno_curso.alumno),
      desc(certificados.fecha_reconocimiento),
      desc(certificados.id),
    );
}

/**
 * A page of a course's enrolments with their current certificate (or the latest revocation),
 * in one query: the current certificate and the latest one are lateral lookups on the
 * (alumno_curso, created_at) index.
 */
export async function pageForCourse(db: Db, curso: number, limit: number, offset: number) {
  const vigente = db
    .select({
      unique_id: certificados.unique_id,
      fecha_reconocimiento: certificados.fecha_reconocimiento,
      archivo: certificados.archivo,
      motivo: certificados.motivo,
    })
    .from(certificados)
    .where(and(eq(certificados.alumno_curso, alumno_curso.id), isNull(certificados.revocado_en)))
    .limit(1)
    .as('vigente');
  const revocado = db
    .select({ revocado_en: certificados.revocado_en })
    .from(certificados)
    .where(eq(certificados.alumno_curso, alumno_curso.id))
    .orderBy(desc(certificados.created_at))
    .limit(1)
    .as('ultimo');
  return db
    .select({
      id: alumno_curso.id,
      alumno_id: users.id,
      first_name: users.first_name,
      last_name: users.last_name,
      apellido_materno: users.apellido_materno,
      email: users.email,
      unique_id: vigente.unique_id,
      fecha_reconocimiento: vigente.fecha_reconocimiento,
      archivo: vigente.archivo,
      motivo: vigente.motivo,
      revocado_en: revocado.revocado_en,
      avance: completionSql,
    })
    .from(alumno_curso)
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .leftJoinLateral(vigente, sql`true`)
    .leftJoinLateral(revocado, sql`true`)
    .where(eq(alumno_curso.curso, curso))
    .orderBy(
      // Accent-blind, so Álvarez sorts with the A's on any database collation.
      sql`f_unaccent(lower(${users.last_name}))`,
      sql`f_unaccent(lower(${users.first_name}))`,
      asc(alumno_curso.id),
    )
    .limit(limit)
    .offset(offset);
}

export async function countForCourse(db: Db, curso: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(alumno_curso)
    .where(eq(alumno_curso.curso, curso));
  return Number(row?.n ?? 0);
}
