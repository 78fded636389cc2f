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
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';

/**
 * Job vacancies published by the academy (jobs, job/{unique_id}). `modalidad`: 1 presencial,
 * 2 remota, 3 híbrida. `activo` (beyond the spec) lets staff close a vacancy without deleting
 * its applicants.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    unique_id: uuid('unique_id').notNull().defaultRandom(),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    descripcion: text('descripcion').notNull().default(''),
    descripcion_corta: varchar('descripcion_corta', { length: 500 }).notNull().default(''),
    sueldo: numeric('sueldo', { precision: 12, scale: 2 }),
    modalidad: smallint('modalidad').notNull().default(1),
    activo: smallint('activo').notNull().default(1),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_unique_id_key').on(t.unique_id),
    index('jobs_activo_created_idx').on(t.activo, t.created_at, t.id),
    index('jobs_nombre_trgm_idx').using('gin', sql`f_unaccent(lower(${t.nombre})) gin_trgm_ops`),
    check('jobs_modalidad_check', sql`${t.modalidad} in (1, 2, 3)`),
    check('jobs_activo_check', sql`${t.activo} in (0, 1)`),
    check('jobs_sueldo_check', sql`${t.sueldo} is null or ${t.sueldo} >= 0`),
  ],
);

/**
 * Applications to a vacancy (postularVacante). `cv` is the stored PDF's path, null when none was
 * sent. A vacancy with applicants cannot be deleted (restrict): close it instead. `alumno` is set
 * when a signed-in student applied with the platform CV (postularVacanteAlumno): once per vacancy.
 * `estado` is where staff have taken the application, which the student sees in 'Mis
 * postulaciones'.
 */
export const aplicantes = pgTable(
  'aplicantes',
  {
    id: serial('id').primaryKey(),
    job: integer('job')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    nombre: varchar('nombre', { length: 250 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    telefono: varchar('telefono', { length: 30 }).notNull().default(''),
    celular: varchar('celular', { length: 30 }).notNull().default(''),
    mensaje: text('mensaje').notNull().default(''),
    cv: varchar('cv', { length: 300 }),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    alumno: integer('alumno').references(() => users.id, { onDelete: 'restrict' }),
    estado: varchar('estado', { length: 12 }).notNull().default('recibida'),
  },
  (t) => [
    index('aplicantes_job_fecha_idx').on(t.job, t.fecha, t.id),
    uniqueIndex('aplicantes_job_alumno_key')
      .on(t.job, t.alumno)
      .where(sql`${t.alumno} is not null`),
    index('aplicantes_alumno_fecha_idx').on(t.alumno, t.fecha),
    check(
      'aplicantes_estado_check',
      sql`${t.estado} in ('recibida', 'en_revision', 'entrevista', 'descartada', 'contratada')`,
    ),
  ],
);

/**
 * Analysed job-market vacancies, imported from CSV, behind the dashboard (getVacantes). The
 * TypeScript keys are the spec's (`sueldoMinimo`, `ciudadActual`, `modalidadActual`) so they
 * reach the wire unchanged; the columns are snake_case so plain SQL needs no quoting.
 */
export const vacantes_analizadas = pgTable(
  'vacantes_analizadas',
  {
    id: serial('id').primaryKey(),
    puesto: varchar('puesto', { length: 250 }).notNull(),
    empresa: varchar('empresa', { length: 250 }).notNull().default(''),
    sueldoMinimo: numeric('sueldo_minimo', { precision: 12, scale: 2 }),
    moneda: varchar('moneda', { length: 3 }).notNull().default('MXN'),
    ciudadActual: varchar('ciudad_actual', { length: 150 }).notNull().default(''),
    modalidadActual: varchar('modalidad_actual', { length: 50 }).notNull().default(''),
    ultima_actualizacion: date('ultima_actualizacion'),
    importado_en: timestamp('importado_en', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Best-paid position per currency (MXN for Mexico, USD for the USA) and average salary.
    index('vacantes_analizadas_moneda_sueldo_idx').on(t.moneda, t.sueldoMinimo),
    index('vacantes_analizadas_ciudad_idx').on(t.ciudadActual),
    index('vacantes_analizadas_actualizacion_idx').on(t.ultima_actualizacion, t.id),
    check(
      'vacantes_analizadas_sueldo_check',
      sql`${t.sueldoMinimo} is null or ${t.sueldoMinimo} >= 0`,
    ),
  ],
);
