import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './people';

/** What a notification is about; each kind has its own e-mail preference. */
export const NOTIFICATION_KINDS = [
  'respuesta_foro',
  'aviso',
  'evaluacion_calificada',
  'certificado_emitido',
  'acceso_por_vencer',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const kindCheck = (column: unknown) =>
  sql`${column} in ('respuesta_foro', 'aviso', 'evaluacion_calificada', 'certificado_emitido', 'acceso_por_vencer')`;

/**
 * The bell: one row per person and event. `clave` makes an event idempotent (the access
 * reminders: one per enrolment, end date and reminder, whatever the number of instances that
 * run the job), and `en_resumen` marks the rows still waiting for the person's daily digest.
 */
export const notificaciones = pgTable(
  'notificaciones',
  {
    id: serial('id').primaryKey(),
    usuario: integer('usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).$type<NotificationKind>().notNull(),
    titulo: varchar('titulo', { length: 300 }).notNull(),
    /** A path inside the web app (`/alumno/...`), never an outside address. */
    enlace: varchar('enlace', { length: 500 }).notNull(),
    leida: boolean('leida').notNull().default(false),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    clave: varchar('clave', { length: 120 }),
    en_resumen: boolean('en_resumen').notNull().default(false),
  },
  (t) => [
    check('notificaciones_tipo_check', kindCheck(t.tipo)),
    uniqueIndex('notificaciones_clave_key').on(t.clave),
    // A person's list, newest first, and their unread count.
    index('notificaciones_usuario_creado_idx').on(t.usuario, t.creado, t.id),
    index('notificaciones_no_leidas_idx').on(t.usuario).where(sql`${t.leida} = false`),
    // The digest job's rows only.
    index('notificaciones_resumen_idx').on(t.usuario, t.id).where(sql`${t.en_resumen} = true`),
  ],
);

export const NOTIFICATION_MODES = ['inmediato', 'resumen'] as const;
export type NotificationMode = (typeof NOTIFICATION_MODES)[number];

/**
 * A person's e-mail choice per kind. No row means the default: e-mail on, sent at once; the
 * bell shows every kind regardless.
 */
export const preferencias_notificacion = pgTable(
  'preferencias_notificacion',
  {
    usuario: integer('usuario')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tipo: varchar('tipo', { length: 30 }).$type<NotificationKind>().notNull(),
    correo: boolean('correo').notNull().default(true),
    modo: varchar('modo', { length: 12 }).$type<NotificationMode>().notNull().default('inmediato'),
  },
  (t) => [
    primaryKey({ columns: [t.usuario, t.tipo] }),
    check('preferencias_notificacion_tipo_check', kindCheck(t.tipo)),
    check('preferencias_notificacion_modo_check', sql`${t.modo} in ('inmediato', 'resumen')`),
  ],
);
