import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { alumno_curso } from './learning';
import { users } from './people';

/**
 * A discussion question of a course. `respuestas_por_alumno` caps how many answers one student
 * may post (null: no cap).
 */
export const foros_discusion = pgTable(
  'foros_discusion',
  {
    id: serial('id').primaryKey(),
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    pregunta: text('pregunta').notNull(),
    respuestas_por_alumno: integer('respuestas_por_alumno'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('foros_discusion_curso_idx').on(t.curso, t.id),
    check(
      'foros_discusion_respuestas_por_alumno_check',
      sql`${t.respuestas_por_alumno} is null or ${t.respuestas_por_alumno} >= 0`,
    ),
  ],
);

/**
 * An answer to a forum question, by a student (with the enrolment it was written under, to
 * count `respuestas_por_alumno` and check ownership) or by staff (`alumno_curso` null). The
 * spec's `nombre` and `app` are the author's first_name and last_name.
 */
export const foro_respuestas = pgTable(
  'foro_respuestas',
  {
    id: serial('id').primaryKey(),
    foro_discusion: integer('foro_discusion')
      .notNull()
      .references(() => foros_discusion.id, { onDelete: 'cascade' }),
    usuario: integer('usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    alumno_curso: integer('alumno_curso').references(() => alumno_curso.id, {
      onDelete: 'restrict',
    }),
    respuesta: text('respuesta').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('foro_respuestas_foro_fecha_idx').on(t.foro_discusion, t.fecha, t.id),
    index('foro_respuestas_usuario_idx').on(t.usuario),
    index('foro_respuestas_alumno_curso_idx').on(t.alumno_curso, t.foro_discusion),
  ],
);

/** A reply to a forum answer (the spec's `respuestas2`), one level deep. */
export const foro_respuestas_respuestas = pgTable(
  'foro_respuestas_respuestas',
  {
    id: serial('id').primaryKey(),
    foro_discusion_respuesta: integer('foro_discusion_respuesta')
      .notNull()
      .references(() => foro_respuestas.id, { onDelete: 'cascade' }),
    usuario: integer('usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    alumno_curso: integer('alumno_curso').references(() => alumno_curso.id, {
      onDelete: 'restrict',
    }),
    respuesta: text('respuesta').notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('foro_respuestas_respuestas_respuesta_fecha_idx').on(
      t.foro_discusion_respuesta,
      t.fecha,
      t.id,
    ),
    index('foro_respuestas_respuestas_usuario_idx').on(t.usuario),
    index('foro_respuestas_respuestas_alumno_curso_idx').on(t.alumno_curso),
  ],
);
