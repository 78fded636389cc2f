import { and, asc, count, eq, getTableName, gte, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categorias_curso, cursos, grupos, subtemas, temas, users } from '../../db/schema/index';
import { DEMANDA_TABLES } from '../skills/index';

/** What the catalogue's answers are read from: a write to any of them drops them (decision 010). */
export const CATALOGO_TABLES = [
  ...[cursos, categorias_curso].map(getTableName),
  // The market demand of each card (issue 26).
  ...DEMANDA_TABLES,
];
/** The course page also names its outline and the teachers of its groups. */
export const CURSO_PUBLICO_TABLES = [
  ...[cursos, categorias_curso, temas, subtemas, grupos, users].map(getTableName),
  ...DEMANDA_TABLES,
];

/**
 * The one rule of what the public catalogue offers on the academy's day `dia` (YYYY-MM-DD):
 * a published course (not a draft, not archived: decision 023) that has not ended. Every
 * catalogue query filters through here.
 */
function offered(dia: string): SQL | undefined {
  return and(
    eq(cursos.estado, 'publicado'),
    or(isNull(cursos.fecha_fin), gte(cursos.fecha_fin, dia)),
  );
}

/** A group is open while it is active and has not ended. */
function openGroup(dia: string): SQL | undefined {
  return and(eq(grupos.activo, 1), or(isNull(grupos.fecha_fin), gte(grupos.fecha_fin, dia)));
}

export async function listOffered(
  db: Db,
  dia: string,
  categoria: number | undefined,
  limit: number,
  offset: number,
) {
  const where = and(
    offered(dia),
    categoria === undefined ? undefined : eq(cursos.categoria, categoria),
  );
  const [results, [total], categorias] = await Promise.all([
    db
      .select({
        id: cursos.id,
        nombre: cursos.nombre,
        slug: cursos.slug,
        resumen: sql<string>`left(${cursos.descripcion}, 300)`,
        horas_curso: cursos.horas_curso,
        precio: cursos.precio,
        fecha_inicio: cursos.fecha_inicio,
        fecha_fin: cursos.fecha_fin,
        imagen: sql<string | null>`coalesce(${cursos.imagen_miniatura}, ${cursos.imagen})`,
        categoria: cursos.categoria,
        categoria_nombre: categorias_curso.nombre,
      })
      .from(cursos)
      .innerJoin(categorias_curso, eq(categorias_curso.id, cursos.categoria))
      .where(where)
      // Running courses first, then the upcoming ones by start date; undated ones last.
      .orderBy(asc(cursos.fecha_inicio), asc(cursos.nombre), asc(cursos.id))
      .limit(limit)
      .offset(offset),
    db.select({ n: count() }).from(cursos).where(where),
    db
      .select({ id: categorias_curso.id, nombre: categorias_curso.nombre, cursos: count() })
      .from(cursos)
      .innerJoin(categorias_curso, eq(categorias_curso.id, cursos.categoria))
      .where(offered(dia))
      .groupBy(categorias_curso.id, categorias_curso.nombre)
      .orderBy(asc(categorias_curso.nombre), asc(categorias_curso.id)),
  ]);
  return { results, count: Number(total?.n ?? 0), categorias };
}

export async function findOffered(db: Db, slug: string, dia: string) {
  const [row] = await db
    .select({
      id: cursos.id,
      nombre: cursos.nombre,
      slug: cursos.slug,
      descripcion: cursos.descripcion,
      horas_curso: cursos.horas_curso,
      precio: cursos.precio,
      dias_plataforma: cursos.dias_plataforma,
      fecha_inicio: cursos.fecha_inicio,
      fecha_fin: cursos.fecha_fin,
      imagen: cursos.imagen,
      categoria: cursos.categoria,
      categoria_nombre: categorias_curso.nombre,
    })
    .from(cursos)
    .innerJoin(categorias_curso, eq(categorias_curso.id, cursos.categoria))
    .where(and(eq(cursos.slug, slug), offered(dia)))
    .limit(1);
  return row;
}

/**
 * The course's topics and lesson names in reading order, one row per lesson (a topic without
 * lessons comes once, with a null lesson). Only names: a lesson's text, video, image and
 * materials are for enrolled students.
 */
export async function outline(db: Db, curso: number) {
  return db
    .select({ tema: temas.id, tema_nombre: temas.nombre, subtema_nombre: subtemas.nombre })
    .from(temas)
    .leftJoin(subtemas, eq(subtemas.tema, temas.id))
    .where(eq(temas.curso, curso))
    .orderBy(asc(temas.orden), asc(temas.id), asc(subtemas.orden), asc(subtemas.id));
}

/** The names of the active teachers of the course's open groups, each once, in no order. */
export async function openGroupTeachers(db: Db, curso: number, dia: string) {
  return db
    .selectDistinct({ first_name: users.first_name, last_name: users.last_name })
    .from(grupos)
    .innerJoin(users, eq(users.id, grupos.profesor))
    .where(and(eq(grupos.curso, curso), openGroup(dia), eq(users.is_active, true)));
}

/** The offered courses' pages for the sitemap, with when each last changed. */
export async function offeredForSitemap(db: Db, dia: string, limit: number) {
  return db
    .select({ slug: cursos.slug, updated_at: cursos.updated_at })
    .from(cursos)
    .where(offered(dia))
    .orderBy(asc(cursos.id))
    .limit(limit);
}
