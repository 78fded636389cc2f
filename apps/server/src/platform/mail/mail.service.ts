import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database, Tx } from '../../db/client';
import type { MailAttachment } from '../../db/schema/mail';
import type { OnCommit } from '../db/transaction';
import type { JobRun, Queue } from '../queue/queue';
import {
  findUnqueued,
  insertMail,
  markQueued,
  markSent,
  recordFailure,
  startAttempt,
} from './mail-outbox.repository';
import { createMailTransport } from './mail-transport';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Each with a `storagePath` (relative to the uploads folder) or a small text `content`. */
  attachments?: MailAttachment[];
  /** Extra headers (List-Unsubscribe on notification mails). */
  headers?: Record<string, string>;
}

export interface MailService {
  /**
   * Keeps the mail in the outbox (inside `tx` when given) and queues its delivery: after the
   * commit through `onCommit`, at once without a transaction. Answers the outbox id.
   */
  send(message: MailMessage, options?: { tx?: Tx; onCommit?: OnCommit }): Promise<{ id: number }>;
  /** Delivers queued mails in this process and sweeps up pending ones that have no job. */
  startWorker(): Promise<void>;
}

const DELIVER = 'mail-deliver';
const SWEEP = 'mail-sweep';
const SWEEP_EVERY_SECONDS = 300;
/** A mail written this long ago without a job lost it between commit and queueing. */
const NEVER_QUEUED_AFTER_SECONDS = 60;
const SWEEP_BATCH = 500;
/** pg-boss fails an attempt still running after 15 minutes (its default expiry). */
const ATTEMPT_EXPIRY_SECONDS = 15 * 60;

/**
 * How long after queueing a pending mail's job may still be alive: every retry delay (backoff
 * doubles it each time, and adds up to as much again at random), every attempt running until it
 * expires, and an hour to spare. A job queued longer ago is gone, and the sweeper queues another.
 */
export function staleAfterSeconds(retry: Config['mailRetry']): number {
  let delays = 0;
  for (let n = 1; n <= retry.limit; n++) {
    delays += retry.backoff ? retry.delaySeconds * 2 ** Math.min(16, n) : retry.delaySeconds;
  }
  return delays + (retry.limit + 1) * ATTEMPT_EXPIRY_SECONDS + 3600;
}

function errorText(err: unknown): string {
  return (err instanceof Error ? err.message : String(err)).slice(0, 2000);
}

function checkAttachments(attachments: MailAttachment[]): void {
  for (const a of attachments) {
    if ((a.storagePath === undefined) === (a.content === undefined)) {
      throw new Error(`El adjunto ${a.filename} necesita storagePath o content (uno de los dos)`);
    }
  }
}

export function createMailService(deps: {
  database: Database;
  config: Config;
  queue: Queue;
  log: FastifyBaseLogger;
}): MailService {
  const { config, queue, log } = deps;
  const db = deps.database.db;
  const transport = createMailTransport(config, log);

  async function queueDelivery(id: number): Promise<void> {
    await queue.send(
      DELIVER,
      { id },
      {
        // At most one job per mail waits, and two never deliver the same mail at once.
        singletonKey: `mail-${id}`,
        retryLimit: config.mailRetry.limit,
        retryDelay: config.mailRetry.delaySeconds,
        retryBackoff: config.mailRetry.backoff,
      },
    );
    await markQueued(db, id);
  }

  async function deliver({ id }: { id: number }, run: JobRun): Promise<void> {
    const mail = await startAttempt(db, id);
    // Already sent (a repeated job), given up, or gone: nothing to do.
    if (!mail) return;
    try {
      await transport.deliver(mail);
    } catch (err) {
      await recordFailure(db, id, errorText(err), run.lastAttempt);
      if (run.lastAttempt) {
        log.error(
          { err, mail: id, intentos: mail.intentos },
          'correo fallido: no se reintentará más',
        );
      }
      throw err;
    }
    await markSent(db, id);
  }

  async function sweep(): Promise<void> {
    const limits = {
      neverQueuedAfterSeconds: NEVER_QUEUED_AFTER_SECONDS,
      staleAfterSeconds: staleAfterSeconds(config.mailRetry),
      batch: SWEEP_BATCH,
    };
    for (;;) {
      const ids = await findUnqueued(db, limits);
      for (const id of ids) await queueDelivery(id);
      if (ids.length > 0)
        log.info({ correos: ids.length }, 'correos pendientes puestos de nuevo en cola');
      if (ids.length < SWEEP_BATCH) return;
    }
  }

  /** The sweep re-queues itself; its singleton key keeps one chain for all server instances. */
  const scheduleSweep = () =>
    queue.send(SWEEP, {}, { singletonKey: SWEEP, startAfter: SWEEP_EVERY_SECONDS, retryLimit: 0 });

  return {
    async send(message, options = {}) {
      if (options.tx && !options.onCommit) {
        throw new Error('Un correo escrito en una transacción se encola con su onCommit');
      }
      const adjuntos = message.attachments ?? [];
      checkAttachments(adjuntos);
      const id = await insertMail(options.tx ?? db, {
        destinatario: message.to,
        asunto: message.subject,
        texto: message.text,
        html: message.html,
        adjuntos,
        cabeceras: message.headers ?? {},
      });
      const enqueue = async () => {
        try {
          await queueDelivery(id);
        } catch (err) {
          // The mail is saved: the sweeper queues it later.
          log.error({ err, mail: id }, 'no se pudo encolar el correo; el barrido lo reintentará');
        }
      };
      if (options.onCommit) options.onCommit(enqueue);
      else await enqueue();
      return { id };
    },

    async startWorker() {
      if (!transport.smtp) {
        log.warn(
          'SMTP_URL no está configurado: los correos no se envían; se guardan en mail_outbox y su texto aparece en este registro',
        );
      }
      await queue.work<{ id: number }>(DELIVER, deliver);
      await queue.work(SWEEP, async () => {
        try {
          await sweep();
        } finally {
          await scheduleSweep();
        }
      });
      try {
        await sweep();
      } catch (err) {
        log.error({ err }, 'el barrido inicial de correos pendientes falló');
      }
      await scheduleSweep();
    },
  };
}
