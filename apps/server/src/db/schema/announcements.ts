import { index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { grupos } from './groups';
import { alumno_curso } from './learning';
import { users } from './people';

/**
 * An announcement ('Aviso') of a course, to the whole course (`grupo` null) or to one of its
 * groups, by an administrator or the group's teacher (`autor`). `contenido` is sanitised HTML.
 * `destinatarios`: the students it was sent to when posted.
 */
export const avisos = pgTable(
  'avisos',
  {
    id: serial('id').primaryKey(),
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'restrict' }),
    grupo: integer('grupo').references(() => grupos.id, { onDelete: 'restrict' }),
    autor: integer('autor')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    titulo: varchar('titulo', { length: 200 }).notNull(),
    contenido: text('contenido').notNull(),
    destinatarios: integer('destinatarios').notNull().default(0),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A course's announcements, newest first (the student's and the staff's lists).
    index('avisos_curso_fecha_idx').on(t.curso, t.fecha, t.id),
    index('avisos_grupo_idx').on(t.grupo),
    index('avisos_autor_idx').on(t.autor),
  ],
);

/**
 * Up to when a student has seen their course's announcements, per enrolment: those posted
 * later are the unread mark of the course view. One row per enrolment, written when opened.
 */
export const avisos_vistos = pgTable('avisos_vistos', {
  alumno_curso: integer('alumno_curso')
    .primaryKey()
    .references(() => alumno_curso.id, { onDelete: 'cascade' }),
  visto_hasta: timestamp('visto_hasta', { withTimezone: true }).notNull(),
});
