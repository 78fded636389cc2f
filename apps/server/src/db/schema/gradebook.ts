import {
  boolean,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { evaluaciones } from './evaluations';
import { alumno_curso } from './learning';

/**
 * The gradebook's figures of each enrolment (decision 026), so a page of a course's gradebook is
 * a range of an index in the sort's order instead of every enrolment's figures computed per
 * request. Derived data only: kept by the database's triggers on the tables they come from
 * (`src/db/sql/gradebook-figures.sql`, a migration), each recomputing the touched enrolments
 * from the source rows, so no writer can make them drift; the backup leaves these tables out
 * and the restore rebuilds them. Not a column of `alumno_curso`: its writes drop the public
 * certificate cache (decision 010). `curso`, `alumno`, `confirmada` (its `estado`),
 * `nombre_orden` and `busqueda` (the student's in `users`) are copies, so a page is read from this
 * table alone: each sort's index holds its scope and its tie-breakers, and the planner has no
 * join to misjudge.
 */
export const calificaciones_cifras = pgTable(
  'calificaciones_cifras',
  {
    alumno_curso: integer('alumno_curso')
      .primaryKey()
      .references(() => alumno_curso.id, { onDelete: 'cascade' }),
    curso: integer('curso').notNull(),
    alumno: integer('alumno').notNull(),
    confirmada: boolean('confirmada').notNull(),
    nombre_orden: text('nombre_orden').notNull(),
    /** `users.busqueda`: a search scans the course's rows, not the academy's users. */
    busqueda: text('busqueda').notNull(),
    /** The completion rule's `hechos` (decision 018): finished lessons that still exist. */
    subtemas_terminados: integer('subtemas_terminados').notNull(),
    /** Answers plus replies in the course's forum. */
    respuestas_foro: integer('respuestas_foro').notNull(),
    /** `ultima_actividad.fecha`; null when the student never worked in the course. */
    ultima_actividad: timestamp('ultima_actividad', { withTimezone: true }),
  },
  (t) => [
    // A search's matches, tested on the index's copy of `busqueda` without reading the rows.
    index('calificaciones_cifras_busqueda_idx').on(
      t.curso,
      t.confirmada,
      t.busqueda,
      t.alumno_curso,
    ),
    // One index per sort and direction, ties by name and enrolment, a missing value last.
    index('calificaciones_cifras_nombre_idx').on(
      t.curso,
      t.confirmada,
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_cifras_subtemas_idx').on(
      t.curso,
      t.confirmada,
      t.subtemas_terminados,
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_cifras_subtemas_desc_idx').on(
      t.curso,
      t.confirmada,
      t.subtemas_terminados.desc(),
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_cifras_foro_idx').on(
      t.curso,
      t.confirmada,
      t.respuestas_foro,
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_cifras_foro_desc_idx').on(
      t.curso,
      t.confirmada,
      t.respuestas_foro.desc(),
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_cifras_actividad_idx').on(
      t.curso,
      t.confirmada,
      t.ultima_actividad.asc().nullsLast(),
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_cifras_actividad_desc_idx').on(
      t.curso,
      t.confirmada,
      t.ultima_actividad.desc().nullsLast(),
      t.nombre_orden,
      t.alumno_curso,
    ),
  ],
);

/**
 * Per enrolment and evaluation of its course that is not archived: the best grade of the
 * submitted attempts (null: none), whether one passed and how many were submitted. Kept like
 * `calificaciones_cifras`; a row per pair even without attempts, so the grade's sort is one
 * index range whatever the grades.
 */
export const calificaciones_evaluaciones = pgTable(
  'calificaciones_evaluaciones',
  {
    alumno_curso: integer('alumno_curso')
      .notNull()
      .references(() => alumno_curso.id, { onDelete: 'cascade' }),
    evaluacion: integer('evaluacion')
      .notNull()
      .references(() => evaluaciones.id, { onDelete: 'cascade' }),
    alumno: integer('alumno').notNull(),
    confirmada: boolean('confirmada').notNull(),
    nombre_orden: text('nombre_orden').notNull(),
    /** `users.busqueda`: a search sorted by a grade walks these rows without reading `users`. */
    busqueda: text('busqueda').notNull(),
    mejor: numeric('mejor', { precision: 5, scale: 2 }),
    aprobada: boolean('aprobada').notNull(),
    intentos: integer('intentos').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.alumno_curso, t.evaluacion] }),
    index('calificaciones_evaluaciones_mejor_idx').on(
      t.evaluacion,
      t.confirmada,
      t.mejor.asc().nullsLast(),
      t.nombre_orden,
      t.alumno_curso,
    ),
    index('calificaciones_evaluaciones_mejor_desc_idx').on(
      t.evaluacion,
      t.confirmada,
      t.mejor.desc().nullsLast(),
      t.nombre_orden,
      t.alumno_curso,
    ),
  ],
);

/**
 * How many enrolments a gradebook without a search lists (decision 026): per course (`grupo` 0)
 * the confirmed enrolments, per course and group those whose student is a member of the group.
 * Kept by the triggers on `calificaciones_cifras` (which follows every enrolment) and
 * `grupo_alumnos` as increments under the course's row lock, so two enrolments at once both
 * count; rebuilt whole by `calificaciones_reconstruir()`. A missing row is a count of 0.
 */
export const calificaciones_conteos = pgTable(
  'calificaciones_conteos',
  {
    curso: integer('curso').notNull(),
    /** The group, or 0 for the whole course. */
    grupo: integer('grupo').notNull(),
    n: integer('n').notNull(),
  },
  (t) => [primaryKey({ columns: [t.curso, t.grupo] })],
);
