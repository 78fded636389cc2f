import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  alumno_curso,
  alumno_evaluacion_curso,
  cursos,
  foro_respuestas,
  foro_respuestas_respuestas,
  foros_discusion,
  grupo_alumnos,
  grupos,
  users,
} from '../../db/schema/index';
import type { TaughtRef } from '../../platform/auth/guard';
import { completionSql } from '../certificates/index';

/** A course the teacher teaches: one of its groups has them as teacher. */
const teachesCourse = (teacher: number, curso: SQL) =>
  sql`exists (select 1 from ${grupos} g where g.curso = ${curso} and g.profesor = ${teacher})`;

/**
 * An enrolment of one of the teacher's students: its student is a member of a group of its
 * course whose teacher they are (an inactive membership still counts: the history stays theirs).
 */
const teachesEnrolment = (teacher: number, enrolment: SQL) =>
  sql`exists (select 1 from ${alumno_curso} ac
    join ${grupo_alumnos} ga on ga.alumno = ac.alumno
    join ${grupos} g on g.id = ga.grupo and g.curso = ac.curso
    where ac.id = ${enrolment} and g.profesor = ${teacher})`;

function condition(teacher: number, { kind, id }: TaughtRef): SQL {
  switch (kind) {
    case 'curso':
      return teachesCourse(teacher, sql`${id}`);
    case 'grupo':
      return sql`exists (select 1 from ${grupos} g where g.id = ${id} and g.profesor = ${teacher})`;
    case 'alumno_curso':
      return teachesEnrolment(teacher, sql`${id}`);
    case 'foro':
      return teachesCourse(
        teacher,
        sql`(select f.curso from ${foros_discusion} f where f.id = ${id})`,
      );
    case 'respuesta_foro':
      return teachesCourse(
        teacher,
        sql`(select f.curso from ${foro_respuestas} r
          join ${foros_discusion} f on f.id = r.foro_discusion where r.id = ${id})`,
      );
    case 'replica_foro':
      return teachesCourse(
        teacher,
        sql`(select f.curso from ${foro_respuestas_respuestas} rr
          join ${foro_respuestas} r on r.id = rr.foro_discusion_respuesta
          join ${foros_discusion} f on f.id = r.foro_discusion where rr.id = ${id})`,
      );
    case 'intento':
      return teachesEnrolment(
        teacher,
        sql`(select a.alumno_curso from ${alumno_evaluacion_curso} a where a.id = ${id})`,
      );
  }
}

/** Whether every record lies inside the teacher's groups, in one statement. */
export async function teachesAll(
  db: Db,
  teacher: number,
  records: readonly TaughtRef[],
): Promise<boolean> {
  const all = sql.join(
    records.map((r) => sql`(${condition(teacher, r)})`),
    sql` and `,
  );
  // Read beside the teacher's own row, which exists while their session does.
  const [row] = await db
    .select({ ok: sql<boolean>`${all}` })
    .from(users)
    .where(eq(users.id, teacher));
  return row?.ok === true;
}

export async function pageMyGroups(db: Db, teacher: number, limit: number, offset: number) {
  const mine = eq(grupos.profesor, teacher);
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: grupos.id,
        nombre: grupos.nombre,
        fecha_inicio: grupos.fecha_inicio,
        fecha_fin: grupos.fecha_fin,
        activo: grupos.activo,
        curso_id: cursos.id,
        curso_nombre: cursos.nombre,
        curso_slug: cursos.slug,
        alumnos: sql<number>`(select count(*)::int from ${grupo_alumnos} ga where ga.grupo = ${grupos.id} and ga.activo = 1)`,
      })
      .from(grupos)
      .innerJoin(cursos, eq(cursos.id, grupos.curso))
      .where(mine)
      .orderBy(desc(grupos.activo), sql`${grupos.fecha_inicio} desc nulls last`, asc(grupos.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(grupos).where(mine),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findGroupWithCourse(db: Db, grupo: number) {
  const [row] = await db
    .select({
      id: grupos.id,
      nombre: grupos.nombre,
      curso_id: cursos.id,
      curso_nombre: cursos.nombre,
      curso_slug: cursos.slug,
    })
    .from(grupos)
    .innerJoin(cursos, eq(cursos.id, grupos.curso))
    .where(eq(grupos.id, grupo))
    .limit(1);
  return row;
}

/** The group's active members with their enrolment in its course and its completion figures. */
export async function pageGroupStudents(
  db: Db,
  group: { id: number; curso_id: number },
  limit: number,
  offset: number,
) {
  const where = and(eq(grupo_alumnos.grupo, group.id), eq(grupo_alumnos.activo, 1));
  const enrolmentJoin = and(
    eq(alumno_curso.alumno, grupo_alumnos.alumno),
    eq(alumno_curso.curso, group.curso_id),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        alumno_curso: alumno_curso.id,
        first_name: users.first_name,
        last_name: users.last_name,
        apellido_materno: users.apellido_materno,
        email: users.email,
        avance: completionSql,
      })
      .from(grupo_alumnos)
      .innerJoin(users, eq(users.id, grupo_alumnos.alumno))
      .innerJoin(alumno_curso, enrolmentJoin)
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(grupo_alumnos)
      .innerJoin(alumno_curso, enrolmentJoin)
      .where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}
