import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from './people';

/**
 * Who created, changed or deleted payments, grades, certificates, users and courses, and when.
 * Rows are only ever inserted. `actor_nombre` keeps the actor's name as it was, so the entry
 * still reads right if that user is later deleted (`actor` then becomes null).
 * `accion` e.g. 'crear', 'actualizar', 'eliminar', 'revocar'; `entidad` the table name.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actor: integer('actor').references(() => users.id, { onDelete: 'set null' }),
    actor_nombre: varchar('actor_nombre', { length: 320 }).notNull().default(''),
    accion: varchar('accion', { length: 50 }).notNull(),
    entidad: varchar('entidad', { length: 50 }).notNull(),
    entidad_id: varchar('entidad_id', { length: 64 }).notNull(),
    fecha: timestamp('fecha', { withTimezone: true }).notNull().defaultNow(),
    detalles: jsonb('detalles').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('auditoria_fecha_idx').on(t.fecha, t.id),
    index('auditoria_entidad_idx').on(t.entidad, t.entidad_id, t.fecha),
    index('auditoria_actor_idx').on(t.actor, t.fecha),
    index('auditoria_accion_idx').on(t.accion, t.fecha),
    // The log is searched by the actor's name as it was, accents and case aside.
    index('auditoria_actor_nombre_trgm_idx').using(
      'gin',
      sql`f_unaccent(lower(${t.actor_nombre})) gin_trgm_ops`,
    ),
  ],
);
