import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { alumno_curso } from './learning';
import { users } from './people';

/**
 * A group (cohort) of a course with its teacher (`profesor`, a tipo 2 user). `activo` is the
 * spec's 1/0. Groups hold memberships and payments, so neither the course nor the teacher can be
 * deleted under them (restrict).
 */
export const grupos = pgTable(
  'grupos',
  {
    id: serial('id').primaryKey(),
    unique_id: uuid('unique_id').notNull().defaultRandom(),
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    profesor: integer('profesor').references(() => users.id, { onDelete: 'restrict' }),
    fecha_inicio: date('fecha_inicio'),
    fecha_fin: date('fecha_fin'),
    activo: smallint('activo').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('grupos_unique_id_key').on(t.unique_id),
    index('grupos_curso_activo_idx').on(t.curso, t.activo, t.fecha_inicio, t.id),
    index('grupos_profesor_idx').on(t.profesor),
    check('grupos_activo_check', sql`${t.activo} in (0, 1)`),
    check(
      'grupos_fechas_check',
      sql`${t.fecha_fin} is null or ${t.fecha_inicio} is null or ${t.fecha_fin} >= ${t.fecha_inicio}`,
    ),
  ],
);

/**
 * A student's membership in a group, linked to the enrolment it implies. `precio_venta` is the
 * sale price (null until set, then fixed by the service); balance = precio_venta − payments.
 */
export const grupo_alumnos = pgTable(
  'grupo_alumnos',
  {
    id: serial('id').primaryKey(),
    grupo: integer('grupo')
      .notNull()
      .references(() => grupos.id, { onDelete: 'restrict' }),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    alumno_curso: integer('alumno_curso').references(() => alumno_curso.id, {
      onDelete: 'restrict',
    }),
    precio_venta: numeric('precio_venta', { precision: 12, scale: 2 }),
    activo: smallint('activo').notNull().default(1),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A constraint (not only an index), because payments reference (grupo, alumno).
    unique('grupo_alumnos_grupo_alumno_key').on(t.grupo, t.alumno),
    index('grupo_alumnos_alumno_idx').on(t.alumno),
    index('grupo_alumnos_alumno_curso_idx').on(t.alumno_curso),
    check('grupo_alumnos_activo_check', sql`${t.activo} in (0, 1)`),
    check(
      'grupo_alumnos_precio_venta_check',
      sql`${t.precio_venta} is null or ${t.precio_venta} >= 0`,
    ),
  ],
);
