import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { type MailAttachment, mail_outbox } from '../../db/schema/mail';

export type OutboxMail = typeof mail_outbox.$inferSelect;

export async function insertMail(
  db: Db | Tx,
  mail: {
    destinatario: string;
    asunto: string;
    texto: string;
    html: string;
    adjuntos: MailAttachment[];
    cabeceras?: Record<string, string>;
  },
): Promise<number> {
  const [row] = await db.insert(mail_outbox).values(mail).returning({ id: mail_outbox.id });
  if (!row) throw new Error('mail_outbox: la inserción no devolvió el id');
  return row.id;
}

export async function markQueued(db: Db, id: number): Promise<void> {
  await db.update(mail_outbox).set({ encolado: sql`now()` }).where(eq(mail_outbox.id, id));
}

/** Counts a delivery attempt and answers the mail, or nothing when it is no longer pending. */
export async function startAttempt(db: Db, id: number): Promise<OutboxMail | undefined> {
  const [row] = await db
    .update(mail_outbox)
    .set({ intentos: sql`${mail_outbox.intentos} + 1` })
    .where(and(eq(mail_outbox.id, id), eq(mail_outbox.estado, 'pendiente')))
    .returning();
  return row;
}

export async function markSent(db: Db, id: number): Promise<void> {
  await db
    .update(mail_outbox)
    .set({ estado: 'enviado', enviado: sql`now()`, ultimo_error: null })
    .where(eq(mail_outbox.id, id));
}

export async function recordFailure(
  db: Db,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(mail_outbox)
    .set(final ? { ultimo_error: error, estado: 'fallido' } : { ultimo_error: error })
    .where(eq(mail_outbox.id, id));
}

/**
 * Pending mails that need a job: never queued although written a while ago (a crash between the
 * commit and the queueing), or queued so long ago that their job cannot still be alive.
 */
export async function findUnqueued(
  db: Db,
  limits: { neverQueuedAfterSeconds: number; staleAfterSeconds: number; batch: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: mail_outbox.id })
    .from(mail_outbox)
    .where(
      and(
        eq(mail_outbox.estado, 'pendiente'),
        or(
          and(
            isNull(mail_outbox.encolado),
            lt(
              mail_outbox.creado,
              sql`now() - make_interval(secs => ${limits.neverQueuedAfterSeconds})`,
            ),
          ),
          lt(mail_outbox.encolado, sql`now() - make_interval(secs => ${limits.staleAfterSeconds})`),
        ),
      ),
    )
    .orderBy(asc(mail_outbox.id))
    .limit(limits.batch);
  return rows.map((r) => r.id);
}
