import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { subtemas } from './content';
import { users } from './people';

/**
 * Enrolments: one per student and course. `unique_id` is what the student's URLs carry
 * (plataforma/curso/{slug}/{id}/temas/{unique_id}). `activo` is the spec's 1/0, toggled by the
 * administrator. Access ends `dias_plataforma` days after the later of `fecha` and the course's
 * `fecha_inicio`, unless `acceso_hasta` is set: an administrator's extension overrides it.
 * Enrolments are deactivated, never deleted under grades, payments or certificates (restrict).
 */
export const alumno_curso = pgTable(
  'alumno_curso',
  {
    id: serial('id').primaryKey(),
    unique_id: uuid('unique_id').notNull().defaultRandom(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'restrict' }),
    activo: smallint('activo').notNull().default(1),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    acceso_hasta: timestamp('acceso_hasta', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('alumno_curso_unique_id_key').on(t.unique_id),
    uniqueIndex('alumno_curso_alumno_curso_key').on(t.alumno, t.curso),
    // The enrolled students of a course, newest first; and the active ones only.
    index('alumno_curso_curso_activo_fecha_idx').on(t.curso, t.activo, t.fecha),
    check('alumno_curso_activo_check', sql`${t.activo} in (0, 1)`),
  ],
);

/**
 * A finished subtopic ('Marcar como Terminado'): one row per enrolment and subtopic, so a double
 * click or two devices never count twice. Progress counts only rows whose subtopic still exists,
 * and rows of a deleted subtopic go with it, so progress never passes 100 %.
 */
export const subtema_completado = pgTable(
  'subtema_completado',
  {
    id: serial('id').primaryKey(),
    alumno_curso: integer('alumno_curso')
      .notNull()
      .references(() => alumno_curso.id, { onDelete: 'restrict' }),
    subtema: integer('subtema')
      .notNull()
      .references(() => subtemas.id, { onDelete: 'cascade' }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subtema_completado_alumno_curso_subtema_key').on(t.alumno_curso, t.subtema),
    index('subtema_completado_subtema_idx').on(t.subtema),
  ],
);

/** Where a student stopped in a subtopic's video, to resume on any device. */
export const video_posiciones = pgTable(
  'video_posiciones',
  {
    id: serial('id').primaryKey(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subtema: integer('subtema')
      .notNull()
      .references(() => subtemas.id, { onDelete: 'cascade' }),
    segundos: integer('segundos').notNull().default(0),
    duracion: integer('duracion'),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('video_posiciones_alumno_subtema_key').on(t.alumno, t.subtema),
    index('video_posiciones_subtema_idx').on(t.subtema),
    check('video_posiciones_segundos_check', sql`${t.segundos} >= 0`),
  ],
);
