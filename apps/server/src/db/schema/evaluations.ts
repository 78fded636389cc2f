import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { alumno_curso } from './learning';

/** The order of questions, and of each question's options, that one attempt drew. */
export type OrdenIntento = { pregunta: number; respuestas: number[] }[];

/**
 * Graded evaluations of a course. Grades (`calificacion_aprobatoria`, attempts' `calificacion`)
 * are numeric(5,2) from 0 to 100. The randomisation flags are the spec's 1/0, default 1. An
 * evaluation that has attempts is archived (`archivada_en`), never deleted: attempts restrict it.
 * `tiempo_limite_minutos` (null: no limit) times each attempt from its opening on the server;
 * `mostrar_respuestas` says when a student's review shows the correct answers: 0 never, 1 once
 * the student passed, 2 once passed or out of attempts (decision 019).
 */
export const evaluaciones = pgTable(
  'evaluaciones',
  {
    id: serial('id').primaryKey(),
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    instrucciones: text('instrucciones').notNull().default(''),
    no_intentos: integer('no_intentos').notNull().default(1),
    calificacion_aprobatoria: numeric('calificacion_aprobatoria', { precision: 5, scale: 2 })
      .notNull()
      .default('60.00'),
    preguntas_aleatorias: smallint('preguntas_aleatorias').notNull().default(1),
    respuestas_aleatorias: smallint('respuestas_aleatorias').notNull().default(1),
    tiempo_limite_minutos: integer('tiempo_limite_minutos'),
    mostrar_respuestas: smallint('mostrar_respuestas').notNull().default(0),
    archivada_en: timestamp('archivada_en', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('evaluaciones_curso_idx').on(t.curso, t.id),
    check('evaluaciones_no_intentos_check', sql`${t.no_intentos} >= 1`),
    check(
      'evaluaciones_calificacion_aprobatoria_check',
      sql`${t.calificacion_aprobatoria} between 0 and 100`,
    ),
    check('evaluaciones_preguntas_aleatorias_check', sql`${t.preguntas_aleatorias} in (0, 1)`),
    check('evaluaciones_respuestas_aleatorias_check', sql`${t.respuestas_aleatorias} in (0, 1)`),
    check(
      'evaluaciones_tiempo_limite_minutos_check',
      sql`${t.tiempo_limite_minutos} is null or ${t.tiempo_limite_minutos} between 1 and 1440`,
    ),
    check('evaluaciones_mostrar_respuestas_check', sql`${t.mostrar_respuestas} in (0, 1, 2)`),
  ],
);

/**
 * A question: `tipo` 1 single choice, 2 multiple choice. A question that attempts answered is
 * archived rather than deleted (the attempts' answers restrict it).
 */
export const evaluacion_preguntas = pgTable(
  'evaluacion_preguntas',
  {
    id: serial('id').primaryKey(),
    evaluacion: integer('evaluacion')
      .notNull()
      .references(() => evaluaciones.id, { onDelete: 'cascade' }),
    pregunta: text('pregunta').notNull(),
    tipo: smallint('tipo').notNull().default(1),
    orden: integer('orden').notNull().default(1),
    archivada_en: timestamp('archivada_en', { withTimezone: true }),
  },
  (t) => [
    index('evaluacion_preguntas_evaluacion_orden_idx').on(t.evaluacion, t.orden, t.id),
    check('evaluacion_preguntas_tipo_check', sql`${t.tipo} in (1, 2)`),
  ],
);

/** An option of a question; `correcta` is the spec's 1/0. Pure child of its question. */
export const evaluacion_respuestas = pgTable(
  'evaluacion_respuestas',
  {
    id: serial('id').primaryKey(),
    pregunta: integer('pregunta')
      .notNull()
      .references(() => evaluacion_preguntas.id, { onDelete: 'cascade' }),
    respuesta: text('respuesta').notNull(),
    correcta: smallint('correcta').notNull().default(0),
    orden: integer('orden').notNull().default(1),
  },
  (t) => [
    index('evaluacion_respuestas_pregunta_orden_idx').on(t.pregunta, t.orden, t.id),
    check('evaluacion_respuestas_correcta_check', sql`${t.correcta} in (0, 1)`),
  ],
);

/**
 * One attempt of an enrolled student at an evaluation (the spec's `alumno_evaluacion_curso`).
 * It is created when the student starts, with the drawn order in `orden_preguntas`, so a reload
 * shows the same attempt; `fecha`, `calificacion` and `resultado` (1 passed, 0 failed) are set
 * on submit. `no_intento` is unique per enrolment and evaluation, so two racing starts cannot
 * both take the last attempt, and only one attempt may be open at a time.
 */
export const alumno_evaluacion_curso = pgTable(
  'alumno_evaluacion_curso',
  {
    id: serial('id').primaryKey(),
    alumno_curso: integer('alumno_curso')
      .notNull()
      .references(() => alumno_curso.id, { onDelete: 'restrict' }),
    evaluacion: integer('evaluacion')
      .notNull()
      .references(() => evaluaciones.id, { onDelete: 'restrict' }),
    no_intento: integer('no_intento').notNull(),
    orden_preguntas: jsonb('orden_preguntas').$type<OrdenIntento>().notNull(),
    iniciado_en: timestamp('iniciado_en', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The deadline of a timed attempt: its opening plus the evaluation's limit then, both by the
     * database's clock. Null when untimed. Past it (and a short grace for the send in flight) the
     * attempt is closed with the answers the server has (decision 019).
     */
    vence_en: timestamp('vence_en', { withTimezone: true }),
    fecha: timestamp('fecha', { withTimezone: true }),
    calificacion: numeric('calificacion', { precision: 5, scale: 2 }),
    resultado: smallint('resultado'),
  },
  (t) => [
    uniqueIndex('alumno_evaluacion_curso_intento_key').on(
      t.alumno_curso,
      t.evaluacion,
      t.no_intento,
    ),
    uniqueIndex('alumno_evaluacion_curso_abierto_key')
      .on(t.alumno_curso, t.evaluacion)
      .where(sql`${t.fecha} is null`),
    index('alumno_evaluacion_curso_evaluacion_idx').on(t.evaluacion, t.fecha),
    check('alumno_evaluacion_curso_no_intento_check', sql`${t.no_intento} >= 1`),
    check(
      'alumno_evaluacion_curso_calificacion_check',
      sql`${t.calificacion} is null or ${t.calificacion} between 0 and 100`,
    ),
    check(
      'alumno_evaluacion_curso_resultado_check',
      sql`${t.resultado} is null or ${t.resultado} in (0, 1)`,
    ),
  ],
);

/**
 * The answer to one question in a submitted attempt. Besides the chosen option ids it keeps the
 * texts as they were when graded (the spec's `pregunta_pregunta`, `respuesta_respuesta_alumno`,
 * `respuesta_correcta_evaluacion`), so editing the evaluation later never rewrites a grade.
 */
export const alumno_evaluacion_respuestas = pgTable(
  'alumno_evaluacion_respuestas',
  {
    id: serial('id').primaryKey(),
    alumno_evaluacion_curso: integer('alumno_evaluacion_curso')
      .notNull()
      .references(() => alumno_evaluacion_curso.id, { onDelete: 'cascade' }),
    pregunta: integer('pregunta')
      .notNull()
      .references(() => evaluacion_preguntas.id, { onDelete: 'restrict' }),
    respuestas: integer('respuestas').array().notNull(),
    pregunta_pregunta: text('pregunta_pregunta').notNull(),
    respuesta_respuesta_alumno: text('respuesta_respuesta_alumno').notNull().default(''),
    respuesta_correcta_evaluacion: text('respuesta_correcta_evaluacion').notNull().default(''),
    resultado: smallint('resultado').notNull(),
  },
  (t) => [
    uniqueIndex('alumno_evaluacion_respuestas_intento_pregunta_key').on(
      t.alumno_evaluacion_curso,
      t.pregunta,
    ),
    index('alumno_evaluacion_respuestas_pregunta_idx').on(t.pregunta),
    check('alumno_evaluacion_respuestas_resultado_check', sql`${t.resultado} in (0, 1)`),
  ],
);
