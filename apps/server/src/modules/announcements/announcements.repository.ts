import { and, desc, eq, gt, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  avisos,
  avisos_vistos,
  grupo_alumnos,
  grupos,
  users,
} from '../../db/schema/index';

export async function findGroup(db: Db, grupo: number) {
  const [row] = await db
    .select({ id: grupos.id, nombre: grupos.nombre, curso: grupos.curso })
    .from(grupos)
    .where(eq(grupos.id, grupo))
    .limit(1);
  return row;
}

/**
 * Who an announcement goes to, in one statement: students with a confirmed, active enrolment in
 * the course and an active account; for a group, only its active members. Each with the
 * enrolment whose course view shows it.
 */
export async function findRecipients(db: Db, curso: number, grupo: number | undefined) {
  const base = and(
    eq(alumno_curso.curso, curso),
    eq(alumno_curso.estado, 'confirmada'),
    eq(alumno_curso.activo, 1),
    eq(users.is_active, true),
  );
  const inGroup =
    grupo === undefined
      ? undefined
      : sql`exists (select 1 from ${grupo_alumnos} ga
          where ga.grupo = ${grupo} and ga.alumno = ${alumno_curso.alumno} and ga.activo = 1)`;
  return db
    .select({
      usuario: users.id,
      alumno_curso: alumno_curso.id,
      unique_id: alumno_curso.unique_id,
    })
    .from(alumno_curso)
    .innerJoin(users, eq(users.id, alumno_curso.alumno))
    .where(and(base, inGroup));
}

export async function insertAviso(db: Db, values: typeof avisos.$inferInsert) {
  const [row] = await db.insert(avisos).values(values).returning({
    id: avisos.id,
    fecha: avisos.fecha,
  });
  if (!row) throw new Error('insertAviso returned nothing');
  return row;
}

const avisoColumns = {
  id: avisos.id,
  titulo: avisos.titulo,
  contenido: avisos.contenido,
  fecha: avisos.fecha,
  autor: sql<string>`trim(${users.first_name} || ' ' || ${users.last_name})`,
  grupo_id: grupos.id,
  grupo_nombre: grupos.nombre,
  destinatarios: avisos.destinatarios,
};

function avisosQuery(db: Db, where: SQL | undefined, limit: number, offset: number) {
  return db
    .select(avisoColumns)
    .from(avisos)
    .innerJoin(users, eq(users.id, avisos.autor))
    .leftJoin(grupos, eq(grupos.id, avisos.grupo))
    .where(where)
    .orderBy(desc(avisos.fecha), desc(avisos.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The staff's list of a course: every announcement, or for a teacher (`teacher` set) those to
 * the whole course and those to their own groups.
 */
export async function pageStaffAvisos(
  db: Db,
  curso: number,
  teacher: number | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(avisos.curso, curso),
    teacher === undefined
      ? undefined
      : or(
          isNull(avisos.grupo),
          sql`${avisos.grupo} in (select g.id from ${grupos} g where g.profesor = ${teacher})`,
        ),
  );
  const [rows, [total]] = await Promise.all([
    avisosQuery(db, where, page.limit, page.offset),
    db.select({ n: sql<number>`count(*)::int` }).from(avisos).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** What a student of the course sees: those to the course and those to their groups. */
const forStudent = (curso: number, alumno: number) =>
  and(
    eq(avisos.curso, curso),
    or(
      isNull(avisos.grupo),
      sql`${avisos.grupo} in (select ga.grupo from ${grupo_alumnos} ga
        where ga.alumno = ${alumno} and ga.activo = 1)`,
    ),
  );

const seenUntil = (enrolment: number) =>
  sql`(select v.visto_hasta from ${avisos_vistos} v where v.alumno_curso = ${enrolment})`;

/** One page of a student's announcements with their unread mark, the total and the unread. */
export async function pageStudentAvisos(
  db: Db,
  enrolment: { id: number; curso: number; alumno: number },
  page: { limit: number; offset: number },
) {
  const where = forStudent(enrolment.curso, enrolment.alumno);
  const seen = seenUntil(enrolment.id);
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        ...avisoColumns,
        leido: sql<boolean>`coalesce(${avisos.fecha} <= ${seen}, false)`,
      })
      .from(avisos)
      .innerJoin(users, eq(users.id, avisos.autor))
      .leftJoin(grupos, eq(grupos.id, avisos.grupo))
      .where(where)
      .orderBy(desc(avisos.fecha), desc(avisos.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({
        n: sql<number>`count(*)::int`,
        no_leidos: sql<number>`(count(*) filter (where ${seen} is null or ${avisos.fecha} > ${seen}))::int`,
      })
      .from(avisos)
      .where(where),
  ]);
  return {
    rows,
    count: Number(totals?.n ?? 0),
    no_leidos: Number(totals?.no_leidos ?? 0),
  };
}

/** Everything posted up to now is seen; a later visit only moves the mark forward. */
export async function markSeen(db: Db, enrolment: number) {
  await db
    .insert(avisos_vistos)
    .values({ alumno_curso: enrolment, visto_hasta: sql`now()` })
    .onConflictDoUpdate({
      target: avisos_vistos.alumno_curso,
      set: { visto_hasta: sql`greatest(${avisos_vistos.visto_hasta}, excluded.visto_hasta)` },
      where: gt(sql`excluded.visto_hasta`, avisos_vistos.visto_hasta),
    });
}
