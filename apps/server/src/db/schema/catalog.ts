import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Course categories (admin/plataforma/categorias-curso). Names are unique ignoring case. */
export const categorias_curso = pgTable(
  'categorias_curso',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 150 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('categorias_curso_nombre_key').on(sql`lower(${t.nombre})`)],
);

/**
 * Courses. `dias_plataforma` is how many days an enrolment gives access, counted from the later
 * of the enrolment date and `fecha_inicio`. A category is never deleted under its courses
 * (restrict): the service decides what goes with it, so no enrolment disappears by cascade.
 */
export const cursos = pgTable(
  'cursos',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    horas_curso: integer('horas_curso').notNull().default(0),
    categoria: integer('categoria')
      .notNull()
      .references(() => categorias_curso.id, { onDelete: 'restrict' }),
    precio: numeric('precio', { precision: 12, scale: 2 }).notNull().default('0.00'),
    dias_plataforma: integer('dias_plataforma').notNull().default(365),
    fecha_inicio: date('fecha_inicio'),
    fecha_fin: date('fecha_fin'),
    imagen: varchar('imagen', { length: 300 }),
    /** `imagen` resized for the administrator's course list (400 px wide, WebP). */
    imagen_miniatura: varchar('imagen_miniatura', { length: 300 }),
    slug: varchar('slug', { length: 220 }).notNull(),
    /** 'Prueba gratuita': createDemoUser may open a 7-day, lessons-only trial of this course. */
    prueba_gratuita: boolean('prueba_gratuita').notNull().default(false),
    /**
     * 'Emitir certificado automáticamente': an enrolment gets its certificate, mailed, the
     * moment it completes the course (decision 018).
     */
    certificado_automatico: boolean('certificado_automatico').notNull().default(false),
    /**
     * 'borrador' (only administrators see it), 'publicado' (in the catalogue, open for
     * registration) or 'archivado' (hidden and closed to new registrations; enrolled students
     * keep their access). The default keeps rows made before the state existed published;
     * agregarCurso writes 'borrador' itself (decision 023).
     */
    estado: varchar('estado', { length: 12, enum: ['borrador', 'publicado', 'archivado'] })
      .notNull()
      .default('publicado'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cursos_slug_key').on(t.slug),
    index('cursos_categoria_idx').on(t.categoria, t.nombre),
    index('cursos_fecha_inicio_idx').on(t.fecha_inicio),
    index('cursos_estado_idx').on(t.estado, t.id),
    index('cursos_nombre_trgm_idx').using('gin', sql`f_unaccent(lower(${t.nombre})) gin_trgm_ops`),
    check('cursos_horas_curso_check', sql`${t.horas_curso} >= 0`),
    check('cursos_estado_check', sql`${t.estado} in ('borrador', 'publicado', 'archivado')`),
    check('cursos_precio_check', sql`${t.precio} >= 0`),
    check('cursos_dias_plataforma_check', sql`${t.dias_plataforma} >= 0`),
    check(
      'cursos_fechas_check',
      sql`${t.fecha_fin} is null or ${t.fecha_inicio} is null or ${t.fecha_fin} >= ${t.fecha_inicio}`,
    ),
  ],
);
