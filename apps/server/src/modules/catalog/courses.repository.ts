import type { TEstadoCurso } from '@academia/contract/catalog/shapes';
import { and, asc, count, desc, eq, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { alumno_curso, categorias_curso, cursos, subtemas, temas } from '../../db/schema/index';

export type NewCourse = Omit<typeof cursos.$inferInsert, 'id' | 'created_at' | 'updated_at'>;

const courseColumns = {
  id: cursos.id,
  nombre: cursos.nombre,
  descripcion: cursos.descripcion,
  horas_curso: cursos.horas_curso,
  categoria: cursos.categoria,
  categoria_nombre: categorias_curso.nombre,
  precio: cursos.precio,
  dias_plataforma: cursos.dias_plataforma,
  fecha_inicio: cursos.fecha_inicio,
  fecha_fin: cursos.fecha_fin,
  imagen: cursos.imagen,
  imagen_miniatura: cursos.imagen_miniatura,
  prueba_gratuita: cursos.prueba_gratuita,
  slug: cursos.slug,
  certificado_automatico: cursos.certificado_automatico,
  estado: cursos.estado,
};

export type CourseRow = Awaited<ReturnType<typeof findById>>;

function selectCourses(db: Db) {
  return db
    .select(courseColumns)
    .from(cursos)
    .innerJoin(categorias_curso, eq(categorias_curso.id, cursos.categoria));
}

export async function listPage(
  db: Db,
  estado: TEstadoCurso | undefined,
  limit: number,
  offset: number,
) {
  const where = estado === undefined ? undefined : eq(cursos.estado, estado);
  const [results, [total]] = await Promise.all([
    selectCourses(db).where(where).orderBy(desc(cursos.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(cursos).where(where),
  ]);
  return { results, count: Number(total?.n ?? 0) };
}

export async function listOptions(db: Db) {
  return db
    .select({ id: cursos.id, nombre: cursos.nombre, slug: cursos.slug })
    .from(cursos)
    .orderBy(asc(cursos.nombre), asc(cursos.id));
}

export async function findById(db: Db, id: number) {
  const [row] = await selectCourses(db).where(eq(cursos.id, id));
  return row;
}

export async function categoryExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: categorias_curso.id })
    .from(categorias_curso)
    .where(eq(categorias_curso.id, id))
    .for('share');
  return row !== undefined;
}

/** Slugs already taken that `base` or `base-N` could collide with, other than `exceptId`'s. */
export async function takenSlugs(db: Db, base: string, exceptId?: number): Promise<Set<string>> {
  const rows = await db
    .select({ slug: cursos.slug })
    .from(cursos)
    .where(
      and(
        or(eq(cursos.slug, base), like(cursos.slug, `${base}-%`)),
        exceptId === undefined ? undefined : ne(cursos.id, exceptId),
      ),
    );
  return new Set(rows.map((r) => r.slug));
}

export async function insert(db: Db, values: NewCourse): Promise<number> {
  const [row] = await db.insert(cursos).values(values).returning({ id: cursos.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** The course's current image files, locked until the transaction ends. */
export async function lockImages(db: Db, id: number) {
  const [row] = await db
    .select({ imagen: cursos.imagen, imagen_miniatura: cursos.imagen_miniatura })
    .from(cursos)
    .where(eq(cursos.id, id))
    .for('update');
  return row;
}

/**
 * The course's state and name, locked until the transaction ends against other state changes
 * and copies (no key update: a racing enrolment, which only needs the key, is not held up).
 */
export async function lockState(db: Db, id: number) {
  const [row] = await db
    .select({ estado: cursos.estado, nombre: cursos.nombre })
    .from(cursos)
    .where(eq(cursos.id, id))
    .for('no key update');
  return row;
}

export async function setState(db: Db, id: number, estado: TEstadoCurso) {
  await db.update(cursos).set({ estado, updated_at: sql`now()` }).where(eq(cursos.id, id));
}

export async function update(db: Db, id: number, values: Partial<NewCourse>) {
  await db
    .update(cursos)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(cursos.id, id));
}

export async function totals(db: Db, id: number) {
  const [[t], [s], [a]] = await Promise.all([
    db.select({ n: count() }).from(temas).where(eq(temas.curso, id)),
    db
      .select({ n: count() })
      .from(subtemas)
      .innerJoin(temas, eq(temas.id, subtemas.tema))
      .where(eq(temas.curso, id)),
    db
      .select({ n: count() })
      .from(alumno_curso)
      .where(and(eq(alumno_curso.curso, id), eq(alumno_curso.activo, 1))),
  ]);
  return {
    total_temas: Number(t?.n ?? 0),
    total_subtemas: Number(s?.n ?? 0),
    total_alumnos: Number(a?.n ?? 0),
  };
}
