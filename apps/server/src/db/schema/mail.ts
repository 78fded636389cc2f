import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';

export const MAIL_STATES = ['pendiente', 'enviado', 'fallido'] as const;
export type MailState = (typeof MAIL_STATES)[number];

/**
 * A file attached to a mail: either a stored upload (`storagePath`, relative to the uploads
 * folder, read when the mail is delivered) or a small generated text (`content`).
 */
export interface MailAttachment {
  filename: string;
  storagePath?: string;
  content?: string;
  contentType?: string;
}

/**
 * Every mail the academy sends, kept with its delivery state: the job queue delivers it, and a
 * sweeper re-queues any 'pendiente' row that has no job (or whose job was queued long ago), so
 * a crash or a mail-server outage loses nothing and an administrator can see what was sent.
 */
export const mail_outbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    destinatario: varchar('destinatario', { length: 254 }).notNull(),
    asunto: varchar('asunto', { length: 300 }).notNull(),
    texto: text('texto').notNull(),
    html: text('html').notNull(),
    adjuntos: jsonb('adjuntos').$type<MailAttachment[]>().notNull().default([]),
    /** Extra headers, e.g. List-Unsubscribe on notification mails (RFC 8058). */
    cabeceras: jsonb('cabeceras').$type<Record<string, string>>().notNull().default({}),
    estado: varchar('estado', { length: 12 }).$type<MailState>().notNull().default('pendiente'),
    intentos: integer('intentos').notNull().default(0),
    ultimo_error: text('ultimo_error'),
    creado: timestamp('creado', { withTimezone: true }).notNull().defaultNow(),
    enviado: timestamp('enviado', { withTimezone: true }),
    /** When the last delivery job was queued; null until the first one is. */
    encolado: timestamp('encolado', { withTimezone: true }),
  },
  (t) => [
    check('mail_outbox_estado_check', sql`${t.estado} in ('pendiente', 'enviado', 'fallido')`),
    // The sweeper looks for 'pendiente' rows never queued or queued long ago.
    index('mail_outbox_estado_encolado_idx').on(t.estado, t.encolado),
  ],
);
