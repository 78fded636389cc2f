import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { subtemas } from './content';
import { users } from './people';

/**
 * Enrolments: one per student and course. `unique_id` is what the student's URLs carry
 * (plataforma/curso/{slug}/{id}/temas/{unique_id}). `activo` is the spec's 1/0, toggled by the
 * administrator. `estado` (decision 017): a public registration for a paid course, or of an
 * e-mail that already had an account, waits 'pendiente' until an administrator confirms it
 * ('confirmada') or rejects it ('rechazada'); only a confirmed one opens anything. Access ends
 * `dias_plataforma` days after the later of the confirmation (`confirmada_en`; rows confirmed
 * when created leave it null and count from `fecha`, as before) and the course's `fecha_inicio`,
 * unless `acceso_hasta` is set: an administrator's extension, or a trial's 7 days, overrides it.
 * A trial (`prueba`, createDemoUser) opens lessons only.
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
    estado: varchar('estado', { length: 12 }).notNull().default('confirmada'),
    confirmada_en: timestamp('confirmada_en', { withTimezone: true }),
    prueba: boolean('prueba').notNull().default(false),
  },
  (t) => [
    uniqueIndex('alumno_curso_unique_id_key').on(t.unique_id),
    uniqueIndex('alumno_curso_alumno_curso_key').on(t.alumno, t.curso),
    // The enrolled students of a course, newest first; and the active ones only.
    index('alumno_curso_curso_activo_fecha_idx').on(t.curso, t.activo, t.fecha),
    check('alumno_curso_activo_check', sql`${t.activo} in (0, 1)`),
    check(
      'alumno_curso_estado_check',
      sql`${t.estado} in ('pendiente', 'confirmada', 'rechazada')`,
    ),
    // The administrator's 'Inscripciones': the pending ones, oldest first, of every course or
    // of one. Partial, so the index holds only the few rows still waiting.
    index('alumno_curso_pendientes_idx').on(t.fecha, t.id).where(sql`${t.estado} = 'pendiente'`),
    index('alumno_curso_pendientes_curso_idx')
      .on(t.curso, t.fecha, t.id)
      .where(sql`${t.estado} = 'pendiente'`),
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

/**
 * The lesson an enrolment opened last, for 'Continuar' on its Mis Cursos card: one row per
 * enrolment, written by the same statement that reads the enrolment when a lesson opens, and only
 * when the lesson differs from the stored one (so reopening a lesson writes nothing). A table of
 * its own rather than a column of `alumno_curso`: writes to `alumno_curso` drop the public
 * certificate cache (decision 010), and a lesson opens far more often than an enrolment changes.
 */
export const ultimo_subtema = pgTable(
  'ultimo_subtema',
  {
    alumno_curso: integer('alumno_curso')
      .primaryKey()
      .references(() => alumno_curso.id, { onDelete: 'cascade' }),
    subtema: integer('subtema')
      .notNull()
      .references(() => subtemas.id, { onDelete: 'cascade' }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('ultimo_subtema_subtema_idx').on(t.subtema)],
);

/**
 * When the student last worked in an enrolment (the gradebook's and the roster's 'Última
 * actividad'): written by the student calls that check the enrolment, at most once every 5
 * minutes per enrolment, and only when the enrolment read says the stored instant is older
 * (decision 015's hot path keeps its statements). A table of its own for the reason `ultimo_subtema` is one: every write to
 * `alumno_curso` drops the public certificate cache on every instance (decision 010).
 */
export const ultima_actividad = pgTable('ultima_actividad', {
  alumno_curso: integer('alumno_curso')
    .primaryKey()
    .references(() => alumno_curso.id, { onDelete: 'cascade' }),
  fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
});
