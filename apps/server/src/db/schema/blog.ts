import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';

/** Blog categories (getCategorias). Names are unique ignoring case. */
export const categorias_blog = pgTable(
  'categorias_blog',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categorias_blog_nombre_key').on(sql`lower(${t.nombre})`)],
);

/**
 * Blog articles. `activo` is the spec's 1/0; only active articles are public. A category in
 * use cannot be deleted (restrict). `autor` is the administrator or teacher who wrote it.
 */
export const articulos = pgTable(
  'articulos',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    contenido: text('contenido').notNull().default(''),
    imagen: varchar('imagen', { length: 300 }),
    banner: varchar('banner', { length: 300 }),
    activo: smallint('activo').notNull().default(1),
    video: varchar('video', { length: 500 }),
    categoria: integer('categoria')
      .notNull()
      .references(() => categorias_blog.id, { onDelete: 'restrict' }),
    slug: varchar('slug', { length: 270 }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    autor: integer('autor').references(() => users.id, { onDelete: 'set null' }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('articulos_slug_key').on(t.slug),
    // The public list: active articles, optionally of one category, newest first. Index columns
    // stay ascending: a backward scan serves `order by fecha desc, id desc`, which an index
    // built with drizzle's desc() (DESC NULLS LAST) cannot.
    index('articulos_activo_categoria_fecha_idx').on(t.activo, t.categoria, t.fecha, t.id),
    index('articulos_activo_fecha_idx').on(t.activo, t.fecha, t.id),
    index('articulos_categoria_idx').on(t.categoria),
    index('articulos_fecha_idx').on(t.fecha, t.id),
    index('articulos_autor_idx').on(t.autor),
    index('articulos_nombre_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.nombre})) gin_trgm_ops`,
    ),
    check('articulos_activo_check', sql`${t.activo} in (0, 1)`),
  ],
);

/**
 * An article's earlier addresses: a renamed article keeps every slug it had, and those answer a
 * 301 to its current one. A slug is in `articulos` or here, never both (a rename back takes it
 * out of here), and one slug points to one article.
 */
export const articulo_slugs_anteriores = pgTable(
  'articulo_slugs_anteriores',
  {
    slug: varchar('slug', { length: 270 }).primaryKey(),
    articulo: integer('articulo')
      .notNull()
      .references(() => articulos.id, { onDelete: 'cascade' }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articulo_slugs_anteriores_articulo_idx').on(t.articulo)],
);

/** Extra files uploaded with an article (agregarArticulo's files[i]); they go with it. */
export const articulo_archivos = pgTable(
  'articulo_archivos',
  {
    id: serial('id').primaryKey(),
    articulo: integer('articulo')
      .notNull()
      .references(() => articulos.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    archivo: varchar('archivo', { length: 300 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('articulo_archivos_articulo_idx').on(t.articulo)],
);

/** News / media items (noticias): the 'Noticias' block of the blog and admin/listado-medios. */
export const noticias = pgTable(
  'noticias',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    link: varchar('link', { length: 1000 }).notNull().default(''),
    medio: varchar('medio', { length: 150 }).notNull().default(''),
    activo: smallint('activo').notNull().default(1),
    imagen: varchar('imagen', { length: 300 }),
    logo_medio: varchar('logo_medio', { length: 300 }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('noticias_activo_fecha_idx').on(t.activo, t.fecha, t.id),
    index('noticias_fecha_idx').on(t.fecha, t.id),
    check('noticias_activo_check', sql`${t.activo} in (0, 1)`),
  ],
);
