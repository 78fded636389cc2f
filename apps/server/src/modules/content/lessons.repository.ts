import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cursos, materiales, subtemas, temas } from '../../db/schema/index';

const lessonColumns = {
  id: subtemas.id,
  tema: subtemas.tema,
  nombre: subtemas.nombre,
  orden: subtemas.orden,
  nota: subtemas.nota,
  imagen: subtemas.imagen,
  video: subtemas.video,
  leccion_anterior: subtemas.leccion_anterior,
  leccion_siguiente: subtemas.leccion_siguiente,
};
const materialColumns = {
  id: materiales.id,
  nombre: materiales.nombre,
  archivo: materiales.archivo,
};

export async function subtopicsOfTopic(db: Db, tema: number) {
  return db
    .select({ id: subtemas.id, nombre: subtemas.nombre, orden: subtemas.orden })
    .from(subtemas)
    .where(eq(subtemas.tema, tema))
    .orderBy(asc(subtemas.orden), asc(subtemas.id));
}

export async function topicWithCourse(db: Db, tema: number) {
  const [row] = await db
    .select({
      tema: { id: temas.id, nombre: temas.nombre, orden: temas.orden },
      dataCurso: { id: cursos.id, nombre: cursos.nombre, slug: cursos.slug },
    })
    .from(temas)
    .innerJoin(cursos, eq(cursos.id, temas.curso))
    .where(eq(temas.id, tema));
  return row;
}

export async function findLesson(db: Db, id: number, lock = false) {
  const query = db.select(lessonColumns).from(subtemas).where(eq(subtemas.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function materialsOf(db: Db, subtema: number) {
  return db
    .select(materialColumns)
    .from(materiales)
    .where(eq(materiales.subtema, subtema))
    .orderBy(asc(materiales.id));
}

/** The course of each of these lessons, by lesson id. */
export async function coursesOfLessons(db: Db, ids: number[]) {
  if (ids.length === 0) return new Map<number, number>();
  const rows = await db
    .select({ id: subtemas.id, curso: temas.curso })
    .from(subtemas)
    .innerJoin(temas, eq(temas.id, subtemas.tema))
    .where(inArray(subtemas.id, ids));
  return new Map(rows.map((r) => [r.id, r.curso]));
}

export async function updateLesson(
  db: Db,
  id: number,
  values: Partial<Omit<typeof subtemas.$inferInsert, 'id' | 'tema'>>,
) {
  await db
    .update(subtemas)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(subtemas.id, id));
}

export async function insertMaterials(
  db: Db,
  subtema: number,
  items: { nombre: string; archivo: string }[],
) {
  if (items.length === 0) return [];
  return db
    .insert(materiales)
    .values(items.map((i) => ({ ...i, subtema })))
    .returning(materialColumns);
}

export async function deleteMaterial(db: Db, id: number) {
  const [row] = await db
    .delete(materiales)
    .where(eq(materiales.id, id))
    .returning({ ...materialColumns, subtema: materiales.subtema });
  return row;
}
