import { and, asc, count, desc, eq, getTableName, like, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  articulo_archivos,
  articulo_slugs_anteriores,
  articulos,
  categorias_blog,
  noticias,
} from '../../db/schema/index';

/** What the public article reads (lists, detail, categories) are made from, for the cache. */
export const ARTICULO_TABLES = [
  articulos,
  categorias_blog,
  articulo_archivos,
  articulo_slugs_anteriores,
].map(getTableName);
/** What the public news list is made from. */
export const NOTICIA_TABLES = [getTableName(noticias)];

export type ArticuloRow = typeof articulos.$inferSelect;
export type NoticiaRow = typeof noticias.$inferSelect;

const resumenColumns = {
  id: articulos.id,
  nombre: articulos.nombre,
  descripcion: articulos.descripcion,
  imagen: articulos.imagen,
  banner: articulos.banner,
  activo: articulos.activo,
  video: articulos.video,
  categoria: articulos.categoria,
  categoria_nombre: categorias_blog.nombre,
  slug: articulos.slug,
  fecha: articulos.fecha,
};

export interface ArticuloFilter {
  soloActivos: boolean;
  categoria?: number;
}

function articuloWhere(filter: ArticuloFilter) {
  return and(
    filter.soloActivos ? eq(articulos.activo, 1) : undefined,
    filter.categoria === undefined ? undefined : eq(articulos.categoria, filter.categoria),
  );
}

/** One page of articles, newest first, and how many match (two indexed queries). */
export async function listArticulos(
  db: Db,
  filter: ArticuloFilter,
  page: { limit: number; offset: number },
) {
  const where = articuloWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select(resumenColumns)
      .from(articulos)
      .innerJoin(categorias_blog, eq(categorias_blog.id, articulos.categoria))
      .where(where)
      .orderBy(desc(articulos.fecha), desc(articulos.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(articulos).where(where),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

/** The article whose current slug, or one of whose earlier slugs, is `slug`. */
function bySlug(slug: string) {
  return or(
    eq(articulos.slug, slug),
    eq(
      articulos.id,
      sql`(select ${articulo_slugs_anteriores.articulo} from ${articulo_slugs_anteriores}
           where ${articulo_slugs_anteriores.slug} = ${slug})`,
    ),
  );
}

/** By id, or by slug (current or earlier: the row's `slug` is always the current one). */
export async function findArticulo(
  db: Db,
  by: { slug: string } | { id: number },
  soloActivos: boolean,
) {
  const [row] = await db
    .select({ ...resumenColumns, contenido: articulos.contenido })
    .from(articulos)
    .innerJoin(categorias_blog, eq(categorias_blog.id, articulos.categoria))
    .where(
      and(
        'slug' in by ? bySlug(by.slug) : eq(articulos.id, by.id),
        soloActivos ? eq(articulos.activo, 1) : undefined,
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const archivos = await db
    .select({
      id: articulo_archivos.id,
      nombre: articulo_archivos.nombre,
      archivo: articulo_archivos.archivo,
    })
    .from(articulo_archivos)
    .where(eq(articulo_archivos.articulo, row.id))
    .orderBy(asc(articulo_archivos.id));
  return { ...row, archivos };
}

export async function findArticuloRow(db: Db, id: number): Promise<ArticuloRow | undefined> {
  const [row] = await db.select().from(articulos).where(eq(articulos.id, id)).limit(1);
  return row;
}

/**
 * The slugs already taken by `base` or `base-<n>`, so a new one can be chosen in one query: the
 * current ones, and the earlier ones of other articles than `own` (their old links must keep
 * leading to them; an article may take back one of its own).
 */
export async function slugsLike(db: Db, base: string, own?: number): Promise<string[]> {
  const pattern = `${base}-%`;
  const rows = await db
    .select({ slug: articulos.slug })
    .from(articulos)
    .where(or(eq(articulos.slug, base), like(articulos.slug, pattern)))
    .unionAll(
      db
        .select({ slug: articulo_slugs_anteriores.slug })
        .from(articulo_slugs_anteriores)
        .where(
          and(
            or(
              eq(articulo_slugs_anteriores.slug, base),
              like(articulo_slugs_anteriores.slug, pattern),
            ),
            own === undefined ? undefined : ne(articulo_slugs_anteriores.articulo, own),
          ),
        ),
    );
  return rows.map((r) => r.slug);
}

/**
 * A rename: the old slug becomes an earlier address of the article, and the new one stops being
 * one (an article renamed back to an earlier title).
 */
export async function moveSlug(db: Db, articulo: number, from: string, to: string): Promise<void> {
  await db.delete(articulo_slugs_anteriores).where(eq(articulo_slugs_anteriores.slug, to));
  await db.insert(articulo_slugs_anteriores).values({ slug: from, articulo });
}

export async function insertArticulo(db: Db, values: typeof articulos.$inferInsert) {
  const [row] = await db.insert(articulos).values(values).returning({ id: articulos.id });
  if (!row) throw new Error('insertArticulo: nothing returned');
  return row.id;
}

export async function updateArticulo(
  db: Db,
  id: number,
  values: Partial<typeof articulos.$inferInsert>,
): Promise<void> {
  await db
    .update(articulos)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(articulos.id, id));
}

export async function insertArchivos(
  db: Db,
  rows: (typeof articulo_archivos.$inferInsert)[],
): Promise<void> {
  if (rows.length > 0) await db.insert(articulo_archivos).values(rows);
}

/** Active articles for the sitemap, newest first. */
export async function activeArticleSlugs(db: Db, limit: number) {
  return db
    .select({ slug: articulos.slug, updated_at: articulos.updated_at })
    .from(articulos)
    .where(eq(articulos.activo, 1))
    .orderBy(desc(articulos.fecha), desc(articulos.id))
    .limit(limit);
}

/* Categories */

export async function listCategorias(db: Db) {
  const rows = await db
    .select({
      id: categorias_blog.id,
      nombre: categorias_blog.nombre,
      articulos: sql<number>`count(${articulos.id})::int`,
    })
    .from(categorias_blog)
    .leftJoin(articulos, and(eq(articulos.categoria, categorias_blog.id), eq(articulos.activo, 1)))
    .groupBy(categorias_blog.id)
    .orderBy(asc(categorias_blog.nombre), asc(categorias_blog.id));
  return rows.map((r) => ({ ...r, articulos: Number(r.articulos) }));
}

export async function findCategoria(db: Db, id: number) {
  const [row] = await db
    .select({ id: categorias_blog.id, nombre: categorias_blog.nombre })
    .from(categorias_blog)
    .where(eq(categorias_blog.id, id))
    .limit(1);
  return row;
}

/** Inserts the category, or answers undefined when the name (ignoring case) is taken. */
export async function insertCategoria(db: Db, nombre: string) {
  const [row] = await db
    .insert(categorias_blog)
    .values({ nombre })
    .onConflictDoNothing()
    .returning({ id: categorias_blog.id, nombre: categorias_blog.nombre });
  return row;
}

export async function renameCategoria(db: Db, id: number, nombre: string) {
  const [row] = await db
    .update(categorias_blog)
    .set({ nombre })
    .where(eq(categorias_blog.id, id))
    .returning({ id: categorias_blog.id, nombre: categorias_blog.nombre });
  return row;
}

/** The deleted category's name, or undefined when there was none. */
export async function deleteCategoria(db: Db, id: number): Promise<string | undefined> {
  const [row] = await db
    .delete(categorias_blog)
    .where(eq(categorias_blog.id, id))
    .returning({ nombre: categorias_blog.nombre });
  return row?.nombre;
}

/**
 * A new installation gets the category 'General', so the first article can be written at once.
 * Only while there is no category at all: a deleted 'General' is not brought back.
 */
export async function ensureDefaultCategory(db: Db, nombre: string): Promise<void> {
  await db.execute(
    sql`insert into ${categorias_blog} (nombre)
        select ${nombre} where not exists (select 1 from ${categorias_blog})
        on conflict do nothing`,
  );
}

/* News items */

const noticiaColumns = {
  id: noticias.id,
  nombre: noticias.nombre,
  link: noticias.link,
  medio: noticias.medio,
  activo: noticias.activo,
  imagen: noticias.imagen,
  logo_medio: noticias.logo_medio,
  fecha: noticias.fecha,
};

export async function latestNoticias(db: Db, limit: number) {
  return db
    .select(noticiaColumns)
    .from(noticias)
    .where(eq(noticias.activo, 1))
    .orderBy(desc(noticias.fecha), desc(noticias.id))
    .limit(limit);
}

export async function listNoticias(db: Db, page: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select(noticiaColumns)
      .from(noticias)
      .orderBy(desc(noticias.fecha), desc(noticias.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(noticias),
  ]);
  return { rows, count: Number(total?.n ?? 0) };
}

export async function findNoticia(db: Db, id: number) {
  const [row] = await db.select(noticiaColumns).from(noticias).where(eq(noticias.id, id)).limit(1);
  return row;
}

export async function insertNoticia(db: Db, values: typeof noticias.$inferInsert) {
  const [row] = await db.insert(noticias).values(values).returning(noticiaColumns);
  if (!row) throw new Error('insertNoticia: nothing returned');
  return row;
}

export async function updateNoticia(
  db: Db,
  id: number,
  values: Partial<typeof noticias.$inferInsert>,
) {
  const [row] = await db
    .update(noticias)
    .set(values)
    .where(eq(noticias.id, id))
    .returning(noticiaColumns);
  return row;
}
