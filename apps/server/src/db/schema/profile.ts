import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';

// The profile sections (the spec loads them with getUserData but shows no field list). Each row
// belongs to one user (`alumno`) and goes with that user: it is their own CV, not a school record.

/** Work positions (agregarCargo / deletePuesto). */
export const puestos = pgTable(
  'puestos',
  {
    id: serial('id').primaryKey(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    puesto: varchar('puesto', { length: 200 }).notNull(),
    empresa: varchar('empresa', { length: 200 }).notNull().default(''),
    fecha_inicio: date('fecha_inicio'),
    fecha_fin: date('fecha_fin'),
    descripcion: text('descripcion').notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('puestos_alumno_idx').on(t.alumno, t.fecha_inicio)],
);

/** Education programmes (agregarEducacion / deleteEducacion). */
export const programas = pgTable(
  'programas',
  {
    id: serial('id').primaryKey(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    programa: varchar('programa', { length: 200 }).notNull(),
    institucion: varchar('institucion', { length: 200 }).notNull().default(''),
    fecha_inicio: date('fecha_inicio'),
    fecha_fin: date('fecha_fin'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('programas_alumno_idx').on(t.alumno, t.fecha_inicio)],
);

/** External certifications (agregarCertificacion / deleteCertificacion). */
export const certificaciones = pgTable(
  'certificaciones',
  {
    id: serial('id').primaryKey(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    nombre: varchar('nombre', { length: 200 }).notNull(),
    institucion: varchar('institucion', { length: 200 }).notNull().default(''),
    fecha: date('fecha'),
    url: varchar('url', { length: 500 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('certificaciones_alumno_idx').on(t.alumno, t.fecha)],
);

/** Languages (agregarIdioma / deleteIdioma); `nivel` is free text such as 'B2' or 'Nativo'. */
export const idiomas = pgTable(
  'idiomas',
  {
    id: serial('id').primaryKey(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idioma: varchar('idioma', { length: 100 }).notNull(),
    nivel: varchar('nivel', { length: 50 }).notNull().default(''),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idiomas_alumno_idx').on(t.alumno, t.id)],
);

/** Skills (agregarHabilidad / deleteHabilidad); `nivel` from 1 to 5 when given. */
export const habilidades = pgTable(
  'habilidades',
  {
    id: serial('id').primaryKey(),
    alumno: integer('alumno')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    habilidad: varchar('habilidad', { length: 100 }).notNull(),
    nivel: smallint('nivel'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('habilidades_alumno_idx').on(t.alumno, t.id),
    check('habilidades_nivel_check', sql`${t.nivel} is null or ${t.nivel} between 1 and 5`),
  ],
);
