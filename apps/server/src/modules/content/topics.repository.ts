import { asc, eq, inArray, max, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { cursos, materiales, subtemas, temas } from '../../db/schema/index';

export async function courseData(db: Db, curso: number) {
  const [row] = await db
    .select({ id: cursos.id, nombre: cursos.nombre, slug: cursos.slug })
    .from(cursos)
    .where(eq(cursos.id, curso));
  return row;
}

/** Locks the course so that concurrent additions do not take the same position. */
export async function lockCourse(db: Db, curso: number): Promise<boolean> {
  const [row] = await db
    .select({ id: cursos.id })
    .from(cursos)
    .where(eq(cursos.id, curso))
    .for('update');
  return row !== undefined;
}

/** The course's topics with their subtopics, both in order: two queries, grouped here. */
export async function topicsWithSubtopics(db: Db, curso: number) {
  const [topicRows, lessonRows] = await Promise.all([
    db
      .select({ id: temas.id, nombre: temas.nombre, orden: temas.orden })
      .from(temas)
      .where(eq(temas.curso, curso))
      .orderBy(asc(temas.orden), asc(temas.id)),
    db
      .select({
        id: subtemas.id,
        nombre: subtemas.nombre,
        orden: subtemas.orden,
        tema: subtemas.tema,
        // A description counts when it holds text once its tags and blanks are gone.
        con_contenido: sql<boolean>`(regexp_replace(${subtemas.nota}, '<[^>]*>|&nbsp;|[[:space:]]', '', 'g') <> '' or coalesce(${subtemas.imagen}, '') <> '')`,
        con_video: sql<boolean>`coalesce(${subtemas.video}, '') <> ''`,
      })
      .from(subtemas)
      .innerJoin(temas, eq(temas.id, subtemas.tema))
      .where(eq(temas.curso, curso))
      .orderBy(asc(subtemas.orden), asc(subtemas.id)),
  ]);
  const byTopic = new Map<number, Omit<(typeof lessonRows)[number], 'tema'>[]>();
  for (const { tema, ...lesson } of lessonRows) {
    const list = byTopic.get(tema) ?? [];
    list.push(lesson);
    byTopic.set(tema, list);
  }
  return topicRows.map((t) => ({ ...t, subtemas: byTopic.get(t.id) ?? [] }));
}

export async function findTopic(db: Db, id: number, lock = false) {
  const query = db
    .select({ id: temas.id, nombre: temas.nombre, orden: temas.orden, curso: temas.curso })
    .from(temas)
    .where(eq(temas.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertTopic(db: Db, curso: number, nombre: string) {
  const [last] = await db
    .select({ n: max(temas.orden) })
    .from(temas)
    .where(eq(temas.curso, curso));
  const [row] = await db
    .insert(temas)
    .values({ curso, nombre, orden: (last?.n ?? 0) + 1 })
    .returning({ id: temas.id, nombre: temas.nombre, orden: temas.orden });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function renameTopic(db: Db, id: number, nombre: string) {
  const [row] = await db
    .update(temas)
    .set({ nombre })
    .where(eq(temas.id, id))
    .returning({ id: temas.id, nombre: temas.nombre, orden: temas.orden });
  return row;
}

export async function insertSubtopic(db: Db, tema: number, nombre: string) {
  const [last] = await db
    .select({ n: max(subtemas.orden) })
    .from(subtemas)
    .where(eq(subtemas.tema, tema));
  const [row] = await db
    .insert(subtemas)
    .values({ tema, nombre, orden: (last?.n ?? 0) + 1 })
    .returning({ id: subtemas.id, nombre: subtemas.nombre, orden: subtemas.orden });
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function findSubtopic(db: Db, id: number) {
  const [row] = await db
    .select({ id: subtemas.id, tema: subtemas.tema })
    .from(subtemas)
    .where(eq(subtemas.id, id));
  return row;
}

/** The stored files of these lessons (image, video, materials), to remove after a delete. */
export async function filesOfSubtopics(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const [lessons, materials] = await Promise.all([
    db
      .select({ imagen: subtemas.imagen, video: subtemas.video })
      .from(subtemas)
      .where(inArray(subtemas.id, ids)),
    db
      .select({ archivo: materiales.archivo })
      .from(materiales)
      .where(inArray(materiales.subtema, ids)),
  ]);
  return [
    ...lessons.flatMap((l) => [l.imagen, l.video]),
    ...materials.map((m) => m.archivo),
  ].filter((f): f is string => f !== null);
}

export async function subtopicIdsOfTopic(db: Db, tema: number): Promise<number[]> {
  const rows = await db.select({ id: subtemas.id }).from(subtemas).where(eq(subtemas.tema, tema));
  return rows.map((r) => r.id);
}

export async function deleteSubtopic(db: Db, id: number) {
  await db.delete(subtemas).where(eq(subtemas.id, id));
}

export async function deleteTopic(db: Db, id: number) {
  await db.delete(temas).where(eq(temas.id, id));
}

/** Rewrites positions as 1, 2, 3… in the current order, closing the gap a delete left. */
async function renumber(db: Db, table: PgTable, parent: PgColumn, parentId: number) {
  await db.execute(sql`
    update ${table} set orden = r.rn
    from (
      select id, row_number() over (order by orden, id)::int as rn
      from ${table} where ${parent} = ${parentId}
    ) as r
    where ${table}.id = r.id and ${table}.orden <> r.rn`);
}

export const renumberTopics = (db: Db, curso: number) => renumber(db, temas, temas.curso, curso);
export const renumberSubtopics = (db: Db, tema: number) =>
  renumber(db, subtemas, subtemas.tema, tema);

export async function parentsOfSubtopics(db: Db, ids: number[]) {
  return db
    .select({ id: subtemas.id, parent: subtemas.tema })
    .from(subtemas)
    .where(inArray(subtemas.id, ids))
    .for('update');
}

export async function parentsOfTopics(db: Db, ids: number[]) {
  return db
    .select({ id: temas.id, parent: temas.curso })
    .from(temas)
    .where(inArray(temas.id, ids))
    .for('update');
}

/** Every position in one statement: `update … from (values (id, orden), …)`. */
async function setPositions(db: Db, table: PgTable, items: { id: number; orden: number }[]) {
  const values = sql.join(
    items.map((i) => sql`(${i.id}::int, ${i.orden}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${table} set orden = v.orden
    from (values ${values}) as v(id, orden)
    where ${table}.id = v.id`);
}

export const setTopicPositions = (db: Db, items: { id: number; orden: number }[]) =>
  setPositions(db, temas, items);
export const setSubtopicPositions = (db: Db, items: { id: number; orden: number }[]) =>
  setPositions(db, subtemas, items);
