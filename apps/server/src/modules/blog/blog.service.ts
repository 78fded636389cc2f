import type { TArticulo, TArticuloResumen, TNoticia } from '@academia/contract/blog/blog-fields';
import { BLOG_PAGE_SIZE } from '@academia/contract/blog/blog-fields';
import { NOTICIAS_PUBLICAS } from '@academia/contract/blog/get-noticias';
import { slugify } from '@academia/contract/core/slug';
import type { AppContext } from '../../app-context';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../platform/auth/auth-user';
import { refusing } from '../../platform/db/db-errors';
import { transaction } from '../../platform/db/transaction';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { sanitizeRichText } from '../../platform/html/sanitize-html';
import type { StoredFile } from '../../platform/storage/multipart';
import { firstFreeSlug } from '../../platform/text/slug';
import { recordAudit } from '../audit/index';
import * as repo from './blog.repository';
import {
  ARTICULO_NO_ENCONTRADO,
  CATEGORIA_EN_USO,
  CATEGORIA_NO_ENCONTRADA,
  CATEGORIA_NO_EXISTE,
  CATEGORIA_REPETIDA,
  NOTICIA_NO_ENCONTRADA,
  SLUG_OCUPADO,
} from './messages';

export const DEFAULT_CATEGORY = 'General';

type ResumenRow = Awaited<ReturnType<typeof repo.listArticulos>>['rows'][number];

function resumen(row: ResumenRow): TArticuloResumen {
  return { ...row, fecha: row.fecha.toISOString() };
}

function noticia(row: repo.NoticiaRow | Omit<repo.NoticiaRow, never>): TNoticia {
  return { ...row, fecha: row.fecha.toISOString() };
}

const pageOf = (page: number) => ({ limit: BLOG_PAGE_SIZE, offset: (page - 1) * BLOG_PAGE_SIZE });

/** A field's change for the audit log, or nothing when it stayed the same. */
function changed<T>(antes: T, despues: T): { antes: T; despues: T } | undefined {
  return antes === despues ? undefined : { antes, despues };
}

export async function listPublicArticulos(ctx: AppContext, page: number, categoria?: number) {
  const { rows, count } = await repo.listArticulos(
    ctx.db,
    { soloActivos: true, categoria },
    pageOf(page),
  );
  return { results: rows.map(resumen), count };
}

export async function listArticulosCategoria(ctx: AppContext, categoria: number, page: number) {
  if (!(await repo.findCategoria(ctx.db, categoria))) throw notFound(CATEGORIA_NO_ENCONTRADA);
  return listPublicArticulos(ctx, page, categoria);
}

export async function listAllArticulos(ctx: AppContext, page: number) {
  const { rows, count } = await repo.listArticulos(ctx.db, { soloActivos: false }, pageOf(page));
  return { results: rows.map(resumen), count };
}

async function articulo(
  db: Db,
  by: { slug: string } | { id: number },
  soloActivos: boolean,
): Promise<TArticulo> {
  const row = await repo.findArticulo(db, by, soloActivos);
  if (!row) throw notFound(ARTICULO_NO_ENCONTRADO);
  return { ...row, fecha: row.fecha.toISOString() };
}

/** The newest active articles' slugs and last changes, for the sitemap. */
export const sitemapArticles = (ctx: AppContext, limit: number) =>
  repo.activeArticleSlugs(ctx.db, limit);

export const publicArticulo = (ctx: AppContext, slug: string) => articulo(ctx.db, { slug }, true);
export const staffArticulo = (ctx: AppContext, slug: string) => articulo(ctx.db, { slug }, false);

export interface ArticuloInput {
  nombre: string;
  descripcion: string;
  contenido: string;
  video?: string | null;
  categoria: number;
}

async function checkCategoria(db: Db, id: number): Promise<void> {
  if (!(await repo.findCategoria(db, id))) throw badRequest(CATEGORIA_NO_EXISTE);
}

async function newSlug(db: Db, nombre: string, own?: number): Promise<string> {
  const base = slugify(nombre) || 'articulo';
  return firstFreeSlug(base, await repo.slugsLike(db, base, own));
}

/** Runs a write; a slug taken at the same moment or a category deleted meanwhile is a 409. */
function guarded<T>(work: () => Promise<T>): Promise<T> {
  return refusing({ duplicate: SLUG_OCUPADO, referenced: CATEGORIA_NO_EXISTE }, work);
}

export async function createArticulo(
  ctx: AppContext,
  input: ArticuloInput,
  files: { imagen?: StoredFile; archivos: StoredFile[] },
  autor: AuthUser,
): Promise<TArticulo> {
  return guarded(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      await checkCategoria(tx, input.categoria);
      const slug = await newSlug(tx, input.nombre);
      const id = await repo.insertArticulo(tx, {
        nombre: input.nombre,
        descripcion: input.descripcion,
        contenido: sanitizeRichText(input.contenido),
        video: input.video ?? null,
        categoria: input.categoria,
        imagen: files.imagen?.path ?? null,
        slug,
        autor: autor.id,
        activo: 1,
      });
      await repo.insertArchivos(
        tx,
        files.archivos.map((f) => ({
          articulo: id,
          nombre: f.originalName ?? f.path.split('/').pop() ?? 'archivo',
          archivo: f.path,
        })),
      );
      const created = await articulo(tx, { id }, false);
      await recordAudit(tx, autor, {
        accion: 'crear',
        entidad: 'articulos',
        entidad_id: id,
        detalles: {
          nombre: input.nombre,
          categoria: created.categoria_nombre,
          slug,
          archivos: files.archivos.length || undefined,
        },
      });
      return created;
    }),
  );
}

export async function updateArticulo(
  ctx: AppContext,
  user: AuthUser,
  input: ArticuloInput & { articulo: number; activo: number },
  imagen: StoredFile | undefined,
): Promise<TArticulo> {
  let replaced: string | null = null;
  const result = await guarded(() =>
    transaction(ctx.db, ctx.log, async (tx) => {
      const current = await repo.findArticuloRow(tx, input.articulo);
      if (!current) throw notFound(ARTICULO_NO_ENCONTRADO);
      await checkCategoria(tx, input.categoria);
      // A title that changes only by case (or accents) keeps its address: links keep working.
      const slug =
        slugify(input.nombre) === slugify(current.nombre)
          ? current.slug
          : await newSlug(tx, input.nombre, current.id);
      // The old address keeps working: it answers a 301 to the new one.
      if (slug !== current.slug) await repo.moveSlug(tx, current.id, current.slug, slug);
      await repo.updateArticulo(tx, current.id, {
        nombre: input.nombre,
        descripcion: input.descripcion,
        contenido: sanitizeRichText(input.contenido),
        video: input.video === undefined ? current.video : input.video,
        categoria: input.categoria,
        activo: input.activo,
        slug,
        ...(imagen ? { imagen: imagen.path } : {}),
      });
      if (imagen) replaced = current.imagen;
      const updated = await articulo(tx, { id: current.id }, false);
      await recordAudit(tx, user, {
        accion: 'actualizar',
        entidad: 'articulos',
        entidad_id: current.id,
        detalles: {
          nombre: changed(current.nombre, input.nombre) ?? input.nombre,
          categoria: updated.categoria_nombre,
          slug: changed(current.slug, slug),
          activo: changed(current.activo === 1, input.activo === 1),
          imagen_cambiada: imagen ? true : undefined,
        },
      });
      return updated;
    }),
  );
  if (replaced) await ctx.storage.remove(replaced);
  return result;
}

/* Categories */

export const listCategorias = (ctx: AppContext) => repo.listCategorias(ctx.db);

export function createCategoria(ctx: AppContext, user: AuthUser, nombre: string) {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.insertCategoria(tx, nombre);
    if (!row) throw conflict(CATEGORIA_REPETIDA);
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'categorias_blog',
      entidad_id: row.id,
      detalles: { nombre: row.nombre },
    });
    return row;
  });
}

export function renameCategoria(ctx: AppContext, user: AuthUser, id: number, nombre: string) {
  return refusing({ duplicate: CATEGORIA_REPETIDA }, () =>
    transaction(ctx.db, ctx.log, async (tx) => {
      const before = await repo.findCategoria(tx, id);
      const row = before && (await repo.renameCategoria(tx, id, nombre));
      if (!before || !row) throw notFound(CATEGORIA_NO_ENCONTRADA);
      await recordAudit(tx, user, {
        accion: 'actualizar',
        entidad: 'categorias_blog',
        entidad_id: id,
        detalles: { nombre: changed(before.nombre, row.nombre) ?? row.nombre },
      });
      return row;
    }),
  );
}

export async function deleteCategoria(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  await refusing({ referenced: CATEGORIA_EN_USO }, () =>
    transaction(ctx.db, ctx.log, async (tx) => {
      const nombre = await repo.deleteCategoria(tx, id);
      if (nombre === undefined) throw notFound(CATEGORIA_NO_ENCONTRADA);
      await recordAudit(tx, user, {
        accion: 'eliminar',
        entidad: 'categorias_blog',
        entidad_id: id,
        detalles: { nombre },
      });
    }),
  );
}

export const ensureDefaultCategory = (db: Db) => repo.ensureDefaultCategory(db, DEFAULT_CATEGORY);

/* News items */

export async function publicNoticias(ctx: AppContext): Promise<TNoticia[]> {
  return (await repo.latestNoticias(ctx.db, NOTICIAS_PUBLICAS)).map(noticia);
}

export async function listAllNoticias(ctx: AppContext, page: number) {
  const { rows, count } = await repo.listNoticias(ctx.db, pageOf(page));
  return { results: rows.map(noticia), count };
}

export async function getNoticia(ctx: AppContext, id: number): Promise<TNoticia> {
  const row = await repo.findNoticia(ctx.db, id);
  if (!row) throw notFound(NOTICIA_NO_ENCONTRADA);
  return noticia(row);
}

export interface NoticiaInput {
  nombre: string;
  medio: string;
  link: string;
}

export function createNoticia(
  ctx: AppContext,
  user: AuthUser,
  input: NoticiaInput,
  files: { imagen?: StoredFile; logo_medio?: StoredFile },
): Promise<TNoticia> {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.insertNoticia(tx, {
      ...input,
      activo: 1,
      imagen: files.imagen?.path ?? null,
      logo_medio: files.logo_medio?.path ?? null,
    });
    await recordAudit(tx, user, {
      accion: 'crear',
      entidad: 'noticias',
      entidad_id: row.id,
      detalles: { nombre: row.nombre, medio: row.medio, link: row.link },
    });
    return noticia(row);
  });
}

export async function updateNoticia(
  ctx: AppContext,
  user: AuthUser,
  input: NoticiaInput & { noticia: number; activo: number },
  files: { imagen?: StoredFile; logo_medio?: StoredFile },
): Promise<TNoticia> {
  const { current, row } = await transaction(ctx.db, ctx.log, async (tx) => {
    const current = await repo.findNoticia(tx, input.noticia);
    const row =
      current &&
      (await repo.updateNoticia(tx, current.id, {
        nombre: input.nombre,
        medio: input.medio,
        link: input.link,
        activo: input.activo,
        ...(files.imagen ? { imagen: files.imagen.path } : {}),
        ...(files.logo_medio ? { logo_medio: files.logo_medio.path } : {}),
      }));
    if (!current || !row) throw notFound(NOTICIA_NO_ENCONTRADA);
    await recordAudit(tx, user, {
      accion: 'actualizar',
      entidad: 'noticias',
      entidad_id: row.id,
      detalles: {
        nombre: changed(current.nombre, row.nombre) ?? row.nombre,
        medio: changed(current.medio, row.medio),
        link: changed(current.link, row.link),
        activo: changed(current.activo === 1, row.activo === 1),
        imagen_cambiada: files.imagen ? true : undefined,
      },
    });
    return { current, row };
  });
  const replaced = [
    files.imagen ? current.imagen : null,
    files.logo_medio ? current.logo_medio : null,
  ];
  for (const path of replaced) if (path) await ctx.storage.remove(path);
  return noticia(row);
}

export function deactivateNoticia(ctx: AppContext, user: AuthUser, id: number): Promise<TNoticia> {
  return transaction(ctx.db, ctx.log, async (tx) => {
    const row = await repo.updateNoticia(tx, id, { activo: 0 });
    if (!row) throw notFound(NOTICIA_NO_ENCONTRADA);
    await recordAudit(tx, user, {
      accion: 'desactivar',
      entidad: 'noticias',
      entidad_id: id,
      detalles: { nombre: row.nombre },
    });
    return noticia(row);
  });
}
