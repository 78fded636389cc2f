import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { grupo_alumnos } from './groups';
import { users } from './people';

/**
 * A payment of a student towards a group's sale price. `metodo_pago`: 1 tarjeta de crédito,
 * 2 tarjeta de débito, 3 transferencia, 4 efectivo. `registrado_por` is who recorded it (the
 * spec's registro_nombre/registro_apellido). `numero_recibo` numbers the PDF receipts.
 * `idempotency_key` (sent by the client per submission) makes a double-submitted payment land
 * once. Payments are never deleted by cascade: the membership and the recorder are restricted.
 * A mistaken payment is voided, never deleted: `anulado_en`, `anulado_por` and
 * `motivo_anulacion` say when, by whom and why (all three or none), and every total leaves it out.
 */
export const pagos = pgTable(
  'pagos',
  {
    id: serial('id').primaryKey(),
    // Both checked through the membership key below, which references the student and group.
    alumno: integer('alumno').notNull(),
    grupo: integer('grupo').notNull(),
    monto: numeric('monto', { precision: 12, scale: 2 }).notNull(),
    fecha: date('fecha').notNull(),
    metodo_pago: smallint('metodo_pago').notNull(),
    registrado_por: integer('registrado_por')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    numero_recibo: integer('numero_recibo').generatedByDefaultAsIdentity(),
    idempotency_key: varchar('idempotency_key', { length: 100 }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    anulado_en: timestamp('anulado_en', { withTimezone: true }),
    anulado_por: integer('anulado_por').references(() => users.id, { onDelete: 'restrict' }),
    motivo_anulacion: varchar('motivo_anulacion', { length: 500 }),
  },
  (t) => [
    // A payment belongs to a membership: only a member of the group pays towards it.
    foreignKey({
      name: 'pagos_grupo_alumno_fk',
      columns: [t.grupo, t.alumno],
      foreignColumns: [grupo_alumnos.grupo, grupo_alumnos.alumno],
    }).onDelete('restrict'),
    index('pagos_grupo_alumno_fecha_idx').on(t.grupo, t.alumno, t.fecha),
    index('pagos_alumno_fecha_idx').on(t.alumno, t.fecha),
    index('pagos_registrado_por_idx').on(t.registrado_por),
    index('pagos_anulado_por_idx').on(t.anulado_por),
    uniqueIndex('pagos_numero_recibo_key').on(t.numero_recibo),
    uniqueIndex('pagos_idempotency_key_key').on(t.idempotency_key),
    check('pagos_monto_check', sql`${t.monto} > 0`),
    check('pagos_metodo_pago_check', sql`${t.metodo_pago} between 1 and 4`),
    check(
      'pagos_anulacion_check',
      sql`(${t.anulado_en} is null) = (${t.anulado_por} is null) and (${t.anulado_en} is null) = (${t.motivo_anulacion} is null)`,
    ),
  ],
);
