import { type SQL, sql } from 'drizzle-orm';
import {
  boolean,
  index,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/**
 * Administrators (tipo 0, is_staff), students (tipo 1) and teachers (tipo 2), one table as in
 * the spec. `email` is also the username, stored lower-case; `password` is an argon2id hash and
 * is null until a student registered from the public site chooses one.
 */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    unique_id: uuid('unique_id').notNull().defaultRandom(),
    first_name: varchar('first_name', { length: 150 }).notNull(),
    last_name: varchar('last_name', { length: 150 }).notNull().default(''),
    apellido_materno: varchar('apellido_materno', { length: 150 }).notNull().default(''),
    email: varchar('email', { length: 254 }).notNull(),
    username: varchar('username', { length: 254 }).notNull(),
    password: text('password'),
    tipo: smallint('tipo').notNull(),
    is_staff: boolean('is_staff').notNull().default(false),
    is_active: boolean('is_active').notNull().default(true),
    celular: varchar('celular', { length: 30 }).notNull().default(''),
    empleo_actual: varchar('empleo_actual', { length: 200 }).notNull().default(''),
    empresa: varchar('empresa', { length: 200 }).notNull().default(''),
    imagen: varchar('imagen', { length: 300 }),
    fecha_inscripcion: timestamp('fecha_inscripcion', { withTimezone: true })
      .notNull()
      .defaultNow(),
    /** A demo account ('try the platform') stops working after this moment. */
    expira: timestamp('expira', { withTimezone: true }),
    updated_at: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin search matches: names and e-mail, lower-case and without accents, stored so
     * the trigram index's recheck is a plain LIKE on this text instead of unaccenting every
     * candidate row again (people-search.ts).
     */
    busqueda: text('busqueda')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`f_unaccent(lower(${users.first_name} || ' ' || ${users.last_name} || ' ' || ${users.apellido_materno} || ' ' || ${users.email}))`,
      ),
    /**
     * What lists of people sort by: surnames then name, lower-case and without accents, stored
     * so a sort (the gradebook's, decision 026) reads an index instead of unaccenting each row.
     */
    nombre_orden: text('nombre_orden')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`f_unaccent(lower(${users.last_name} || ' ' || ${users.apellido_materno} || ' ' || ${users.first_name}))`,
      ),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_username_key').on(t.username),
    uniqueIndex('users_unique_id_key').on(t.unique_id),
    index('users_tipo_active_idx').on(t.tipo, t.is_active, t.id),
    // A people list in its order (surname, name, id), with the searched text at the end so a
    // search can walk it without visiting the table (people-admin.repository.ts, pagePeople).
    index('users_list_order_idx').on(
      t.tipo,
      t.is_active,
      t.last_name,
      t.first_name,
      t.id,
      t.busqueda,
    ),
    // Accent- and case-insensitive search of names and e-mails ("perez" finds "Pérez").
    index('users_search_trgm_idx').using('gin', t.busqueda.op('gin_trgm_ops')),
  ],
);
