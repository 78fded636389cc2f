import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumno_curso, cursos, grupo_alumnos, grupos, users } from '../../db/schema/index';

const groupColumns = {
  id: grupos.id,
  unique_id: grupos.unique_id,
  nombre: grupos.nombre,
  descripcion: grupos.descripcion,
  profesor: grupos.profesor,
  profesor_nombre: users.first_name,
  profesor_apellido: users.last_name,
  fecha_inicio: grupos.fecha_inicio,
  fecha_fin: grupos.fecha_fin,
  activo: grupos.activo,
  curso: grupos.curso,
  nombre_curso: cursos.nombre,
  alumnos: sql<number>`(select count(*)::int from ${grupo_alumnos} ga where ga.grupo = ${grupos.id} and ga.activo = 1)`,
};

function groupsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(groupColumns)
    .from(grupos)
    .innerJoin(cursos, eq(cursos.id, grupos.curso))
    .leftJoin(users, eq(users.id, grupos.profesor))
    .where(where);
}
export type GroupRow = Awaited<ReturnType<typeof groupsQuery>>[number];

export async function pageGroups(
  db: Db,
  curso: number,
  activo: number,
  limit: number,
  offset: number,
) {
  const where = and(eq(grupos.curso, curso), eq(grupos.activo, activo));
  const [rows, [total]] = await Promise.all([
    groupsQuery(db, where)
      .orderBy(asc(grupos.fecha_inicio), asc(grupos.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(grupos).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  const [row] = await groupsQuery(db, eq(grupos.id, id)).limit(1);
  return row;
}

export async function isActiveTeacher(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.tipo, 2), eq(users.is_active, true)))
    .limit(1);
  return row !== undefined;
}

export async function insertGroup(db: Db, values: typeof grupos.$inferInsert) {
  const [row] = await db.insert(grupos).values(values).returning({ id: grupos.id });
  return row;
}

export async function updateGroup(db: Db, id: number, values: Partial<typeof grupos.$inferInsert>) {
  const [row] = await db
    .update(grupos)
    .set(values)
    .where(eq(grupos.id, id))
    .returning({ id: grupos.id, activo: grupos.activo });
  return row;
}

const memberColumns = {
  alumno_id: users.id,
  nombre: users.first_name,
  apellidos: sql<string>`trim(${users.last_name} || ' ' || ${users.apellido_materno})`,
  email: users.email,
  celular: users.celular,
  empresa: users.empresa,
  empleo_actual: users.empleo_actual,
  precio_venta: grupo_alumnos.precio_venta,
  activo: grupo_alumnos.activo,
};

export async function pageMembers(
  db: Db,
  grupo: number,
  activo: number,
  limit: number,
  offset: number,
) {
  const where = and(eq(grupo_alumnos.grupo, grupo), eq(grupo_alumnos.activo, activo));
  const [rows, [total]] = await Promise.all([
    db
      .select(memberColumns)
      .from(grupo_alumnos)
      .innerJoin(users, eq(users.id, grupo_alumnos.alumno))
      .where(where)
      .orderBy(asc(users.last_name), asc(users.first_name), asc(users.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(grupo_alumnos).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findMember(db: Db, grupo: number, alumno: number) {
  const [row] = await db
    .select({
      ...memberColumns,
      fecha: grupo_alumnos.fecha,
      inscripcion_activa: alumno_curso.activo,
    })
    .from(grupo_alumnos)
    .innerJoin(users, eq(users.id, grupo_alumnos.alumno))
    .leftJoin(alumno_curso, eq(alumno_curso.id, grupo_alumnos.alumno_curso))
    .where(and(eq(grupo_alumnos.grupo, grupo), eq(grupo_alumnos.alumno, alumno)))
    .limit(1);
  return row;
}

/** The enrolment of the student in the course, made if missing; answers its id. */
export async function ensureEnrolment(db: Db, alumno: number, curso: number): Promise<number> {
  await db.insert(alumno_curso).values({ alumno, curso }).onConflictDoNothing();
  const [row] = await db
    .select({ id: alumno_curso.id })
    .from(alumno_curso)
    .where(and(eq(alumno_curso.alumno, alumno), eq(alumno_curso.curso, curso)))
    .limit(1);
  if (!row) throw new Error('ensureEnrolment: enrolment missing after insert');
  return row.id;
}

/** Adds the membership; undefined when the student already is a member. */
export async function insertMember(
  db: Db,
  values: { grupo: number; alumno: number; alumno_curso: number },
) {
  const [row] = await db
    .insert(grupo_alumnos)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: grupo_alumnos.id });
  return row;
}

export async function isStudent(db: Db, id: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.tipo, 1)))
    .limit(1);
  return row !== undefined;
}
