import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { cursos } from './catalog';

/**
 * Topics of a course, shown in `orden` (positions from 1, rewritten in one transaction on drag
 * and drop; not unique, so a reorder never trips over a half-updated list). A topic is pure
 * course content and goes with its course; a course with enrolments cannot be deleted at all.
 */
export const temas = pgTable(
  'temas',
  {
    id: serial('id').primaryKey(),
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    orden: integer('orden').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('temas_curso_orden_idx').on(t.curso, t.orden, t.id),
    check('temas_orden_check', sql`${t.orden} >= 1`),
  ],
);

/**
 * Subtopics (lessons). `orden` from 1 within the topic. `leccion_anterior`/`leccion_siguiente`
 * are the explicit previous/next lessons chosen in the lesson editor; they are cleared when that
 * lesson is deleted. `video` and `imagen` are storage paths; `nota` is sanitised HTML.
 */
export const subtemas = pgTable(
  'subtemas',
  {
    id: serial('id').primaryKey(),
    tema: integer('tema')
      .notNull()
      .references(() => temas.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    orden: integer('orden').notNull().default(1),
    nota: text('nota').notNull().default(''),
    imagen: varchar('imagen', { length: 300 }),
    video: varchar('video', { length: 300 }),
    leccion_anterior: integer('leccion_anterior').references((): AnyPgColumn => subtemas.id, {
      onDelete: 'set null',
    }),
    leccion_siguiente: integer('leccion_siguiente').references((): AnyPgColumn => subtemas.id, {
      onDelete: 'set null',
    }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('subtemas_tema_orden_idx').on(t.tema, t.orden, t.id),
    index('subtemas_leccion_anterior_idx').on(t.leccion_anterior),
    index('subtemas_leccion_siguiente_idx').on(t.leccion_siguiente),
    check('subtemas_orden_check', sql`${t.orden} >= 1`),
  ],
);

/** Downloadable materials of a subtopic (the Materiales tab). */
export const materiales = pgTable(
  'materiales',
  {
    id: serial('id').primaryKey(),
    subtema: integer('subtema')
      .notNull()
      .references(() => subtemas.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    archivo: varchar('archivo', { length: 300 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('materiales_subtema_idx').on(t.subtema, t.id)],
);

/** Ungraded practice quizzes of a subtopic (the Quiz tab), stored on the server. */
export const quizzes = pgTable(
  'quizzes',
  {
    id: serial('id').primaryKey(),
    subtema: integer('subtema')
      .notNull()
      .references(() => subtemas.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('quizzes_subtema_idx').on(t.subtema, t.id)],
);

/**
 * A quiz question in the spec's own shape: `respuestas` is the list of option texts and
 * `respuestaCorrecta` the index of the correct one (column `respuesta_correcta`). Nothing refers
 * to single options (quizzes are not graded), so an array keeps the editor's rules simple.
 */
export const quiz_preguntas = pgTable(
  'quiz_preguntas',
  {
    id: serial('id').primaryKey(),
    quiz: integer('quiz')
      .notNull()
      .references(() => quizzes.id, { onDelete: 'cascade' }),
    pregunta: text('pregunta').notNull(),
    respuestas: text('respuestas').array().notNull(),
    respuestaCorrecta: integer('respuesta_correcta').notNull(),
    orden: integer('orden').notNull().default(1),
  },
  (t) => [
    index('quiz_preguntas_quiz_orden_idx').on(t.quiz, t.orden, t.id),
    check(
      'quiz_preguntas_respuesta_correcta_check',
      sql`${t.respuestaCorrecta} >= 0 and ${t.respuestaCorrecta} < cardinality(${t.respuestas})`,
    ),
  ],
);
