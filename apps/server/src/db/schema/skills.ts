import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { cursos } from './catalog';
import { jobs, vacantes_analizadas } from './jobs';
import { users } from './people';

// The career bridge (issue 26): one managed list of skills that courses teach, vacancies ask
// for and students hold. `clave` is the name lower-case without accents or surrounding spaces,
// stored so "Programación" and "programacion " are one skill and a CV skill or a vacancy title
// is matched with a plain comparison on an index.

/** The academy's managed list of skills ('Competencias'). */
export const competencias = pgTable(
  'competencias',
  {
    id: serial('id').primaryKey(),
    nombre: varchar('nombre', { length: 100 }).notNull(),
    clave: varchar('clave', { length: 100 })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(lower(btrim(${competencias.nombre})))`),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('competencias_clave_key').on(t.clave)],
);

/**
 * Other words for a skill, found in analysed vacancies' titles at import ("React.js" and
 * "ReactJS" for React). A title asks for a skill when its `clave` or one of its terms' appears
 * in the title as a whole word. A term belongs to one skill.
 */
export const competencia_terminos = pgTable(
  'competencia_terminos',
  {
    id: serial('id').primaryKey(),
    competencia: integer('competencia')
      .notNull()
      .references(() => competencias.id, { onDelete: 'cascade' }),
    termino: varchar('termino', { length: 100 }).notNull(),
    clave: varchar('clave', { length: 100 })
      .notNull()
      .generatedAlwaysAs((): SQL => sql`f_unaccent(lower(btrim(${competencia_terminos.termino})))`),
  },
  (t) => [
    uniqueIndex('competencia_terminos_clave_key').on(t.clave),
    index('competencia_terminos_competencia_idx').on(t.competencia),
  ],
);

/** The skills a course teaches (course form). */
export const curso_competencias = pgTable(
  'curso_competencias',
  {
    curso: integer('curso')
      .notNull()
      .references(() => cursos.id, { onDelete: 'cascade' }),
    competencia: integer('competencia')
      .notNull()
      .references(() => competencias.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.curso, t.competencia] }),
    index('curso_competencias_competencia_idx').on(t.competencia, t.curso),
  ],
);

/** The skills an internal vacancy requires (agregarJob, editarJob). */
export const job_competencias = pgTable(
  'job_competencias',
  {
    job: integer('job')
      .notNull()
      .references(() => jobs.id, { onDelete: 'cascade' }),
    competencia: integer('competencia')
      .notNull()
      .references(() => competencias.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.job, t.competencia] }),
    index('job_competencias_competencia_idx').on(t.competencia, t.job),
  ],
);

/** The skills an analysed vacancy asks for, from its title through the terms, set at import. */
export const vacante_competencias = pgTable(
  'vacante_competencias',
  {
    vacante: integer('vacante')
      .notNull()
      .references(() => vacantes_analizadas.id, { onDelete: 'cascade' }),
    competencia: integer('competencia')
      .notNull()
      .references(() => competencias.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.vacante, t.competencia] }),
    index('vacante_competencias_competencia_idx').on(t.competencia, t.vacante),
  ],
);

/**
 * A student's career choices, one row once they change one (no row: the defaults). `emparejar`:
 * whether 'Oportunidades' ranks vacancies for them. `cv_visible`: whether staff may open their
 * platform CV outside the applications they sent (an application always shares it with that
 * vacancy's staff). Opt-in, since the CV holds their history.
 */
export const preferencias_carrera = pgTable('preferencias_carrera', {
  alumno: integer('alumno')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  emparejar: boolean('emparejar').notNull().default(true),
  cv_visible: boolean('cv_visible').notNull().default(false),
  updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
