import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumno_curso, categorias_curso, cursos, grupos } from '../../db/schema/index';

const columns = { id: categorias_curso.id, nombre: categorias_curso.nombre };

export async function listAll(db: Db) {
  return db.select(columns).from(categorias_curso).orderBy(asc(categorias_curso.nombre));
}

export async function listPage(db: Db, limit: number, offset: number) {
  const [results, [total]] = await Promise.all([
    db
      .select(columns)
      .from(categorias_curso)
      .orderBy(asc(categorias_curso.nombre), asc(categorias_curso.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(categorias_curso),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}

export async function findById(db: Db, id: number) {
  const [row] = await db.select(columns).from(categorias_curso).where(eq(categorias_curso.id, id));
  return row;
}

/** Locks the category until the transaction ends, so no course is added to it meanwhile. */
export async function lockById(db: Db, id: number) {
  const [row] = await db
    .select(columns)
    .from(categorias_curso)
    .where(eq(categorias_curso.id, id))
    .for('update');
  return row;
}

export async function insert(db: Db, nombre: string) {
  const [row] = await db.insert(categorias_curso).values({ nombre }).returning(columns);
  return row;
}

export async function rename(db: Db, id: number, nombre: string) {
  const [row] = await db
    .update(categorias_curso)
    .set({ nombre })
    .where(eq(categorias_curso.id, id))
    .returning(columns);
  return row;
}

export async function coursesOf(db: Db, categoria: number) {
  return db
    .select({ id: cursos.id, imagen: cursos.imagen, imagen_miniatura: cursos.imagen_miniatura })
    .from(cursos)
    .where(eq(cursos.categoria, categoria));
}

/**
 * Whether any of these courses holds student records: enrolments (which carry progress,
 * grades and certificates) or groups (which carry memberships and payments).
 */
export async function anyStudentRecords(db: Db, courseIds: number[]): Promise<boolean> {
  if (courseIds.length === 0) return false;
  const [[enrolment], [group]] = await Promise.all([
    db
      .select({ id: alumno_curso.id })
      .from(alumno_curso)
      .where(inArray(alumno_curso.curso, courseIds))
      .limit(1),
    db.select({ id: grupos.id }).from(grupos).where(inArray(grupos.curso, courseIds)).limit(1),
  ]);
  return enrolment !== undefined || group !== undefined;
}

export async function deleteCoursesOf(db: Db, categoria: number): Promise<number> {
  const rows = await db
    .delete(cursos)
    .where(eq(cursos.categoria, categoria))
    .returning({ id: cursos.id });
  return rows.length;
}

export async function remove(db: Db, id: number) {
  await db.delete(categorias_curso).where(eq(categorias_curso.id, id));
}
