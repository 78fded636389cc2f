import { fechaLarga } from '@academia/contract/core/long-date';
import { NOTIFICATION_KIND_LABELS } from '@academia/contract/notifications/notification-kinds';
import type { AppContext } from '../../app-context';
import type { NotificationKind } from '../../db/schema/notifications';
import { transaction } from '../../platform/db/transaction';
import { notifyGradedAttempt } from './events';
import { ASUNTO_RESUMEN, accesoPorVencer } from './messages';
import { findRecipients, takeDigestRows } from './notifications.repository';
import { sendNotificationMail } from './notify';
import { insertDueReminders } from './reminders.repository';
import { gradingsWithoutNotice } from './targets.repository';

const REMINDERS = 'notifications-reminders';
/** One job per graded attempt: its student's notification (decision 025). */
const GRADED = 'notifications-graded';
/** The sweep for graded notifications whose job was lost. */
const GRADED_SWEEP = 'notifications-graded-sweep';
const GRADED_SWEEP_EVERY_SECONDS = 5 * 60;
/** How far back the sweep looks, and how old a grading must be before it counts as lost. */
const GRADED_SWEEP_WINDOW_MS = 24 * 60 * 60 * 1000;
const GRADED_SWEEP_GRACE_MS = 2 * 60 * 1000;
const GRADED_SWEEP_BATCH = 200;
const DIGEST = 'notifications-digest';
/** Hourly, so the reminder of the last day goes out early on that day. */
const REMINDERS_EVERY_SECONDS = 60 * 60;
/** The digest leaves at 08:00 in Mexico City (UTC-6, no daylight saving since 2022). */
const DIGEST_HOUR_UTC = 14;
/** Where a reminder leads: the student's courses, with each one's access end. */
const MY_COURSES = '/plataforma/cursos';

type JobContext = Pick<AppContext, 'config' | 'db' | 'log' | 'mail' | 'queue' | 'storage'>;

/**
 * Queues the notification of a graded attempt, after the grade was saved: one statement in the
 * student's request instead of the notification's own transaction (decision 015). A failure to
 * queue is logged, never the student's: the sweep finds the grading without its notification.
 */
export async function queueGradedNotice(
  ctx: Pick<AppContext, 'queue' | 'log'>,
  intento: number,
): Promise<void> {
  try {
    await ctx.queue.send(
      GRADED,
      { intento },
      { retryLimit: 5, retryDelay: 30, retryBackoff: true },
    );
  } catch (err) {
    ctx.log.error({ err, intento }, 'no se pudo encolar el aviso de la calificación');
  }
}

/** Runs the graded notifications' jobs in this process. */
export async function workGradedNotices(ctx: JobContext): Promise<void> {
  await ctx.queue.work<{ intento: number }>(GRADED, async (data) => {
    await notifyGradedAttempt(ctx, data.intento);
  });
}

/**
 * Notifies the gradings of the last day (older than a couple of minutes, so queued jobs run
 * first) that have no notification: a crash between the grade's commit and its job's insert.
 * A job that still runs later writes nothing more (the attempt's key). Answers how many it wrote.
 */
export async function sweepGradedNotices(ctx: JobContext, now: Date = new Date()): Promise<number> {
  const lost = await gradingsWithoutNotice(
    ctx.db,
    new Date(now.getTime() - GRADED_SWEEP_WINDOW_MS),
    new Date(now.getTime() - GRADED_SWEEP_GRACE_MS),
    GRADED_SWEEP_BATCH,
  );
  let written = 0;
  for (const intento of lost) {
    if (await notifyGradedAttempt(ctx, intento)) written++;
  }
  return written;
}

/**
 * Notifies the students whose access ends in 7 days or today. Several instances may run this
 * at the same moment: the unique key of each reminder lets only one of them write it, and only
 * the rows a run wrote get a mail from it. Answers how many reminders this run wrote.
 */
export async function sendAccessReminders(ctx: JobContext): Promise<number> {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const written = await insertDueReminders(tx, MY_COURSES, (curso, fecha, reminder) =>
      accesoPorVencer(curso, fechaLarga(fecha), reminder),
    );
    if (written.length === 0) return 0;
    const people = await findRecipients(
      tx,
      written.map((w) => w.usuario),
      'acceso_por_vencer',
    );
    const byId = new Map(people.map((p) => [p.id, p]));
    for (const row of written) {
      const person = byId.get(row.usuario);
      if (!person?.correo || person.modo !== 'inmediato') continue;
      await sendNotificationMail(ctx, tx, onCommit, person, {
        tipos: ['acceso_por_vencer'],
        asunto: row.titulo,
        parrafos: [
          `Hola, ${person.first_name}.`,
          'Entra a tiempo para terminar tus lecciones y evaluaciones; si necesitas más tiempo, escríbenos.',
        ],
        enlace: row.enlace,
      });
    }
    return written.length;
  });
}

/**
 * Sends each person who chose the daily digest one mail with what they were notified of since
 * the last digest, oldest first. Taking the rows clears their mark in the same statement, so two
 * runs never mail the same notification. Answers the number of mails.
 */
export async function sendDailyDigest(ctx: JobContext): Promise<number> {
  return transaction(ctx.db, ctx.log, async (tx, onCommit) => {
    const rows = await takeDigestRows(tx);
    if (rows.length === 0) return 0;
    const byPerson = new Map<number, typeof rows>();
    for (const row of rows.sort((a, b) => a.id - b.id)) {
      byPerson.set(row.usuario, [...(byPerson.get(row.usuario) ?? []), row]);
    }
    // The person's address; a digest goes even if they changed their mind since (the rows were
    // marked under the choice they had then), unless the account is no longer active.
    const people = await findRecipients(tx, [...byPerson.keys()], 'aviso');
    let sent = 0;
    for (const person of people) {
      const mine = byPerson.get(person.id) ?? [];
      const tipos = [...new Set(mine.map((r) => r.tipo))] as NotificationKind[];
      await sendNotificationMail(ctx, tx, onCommit, person, {
        tipos,
        asunto: ASUNTO_RESUMEN,
        parrafos: [
          `Hola, ${person.first_name}. Esto es lo que pasó desde tu último resumen:`,
          ...mine.map((r) => `• ${r.titulo} (${NOTIFICATION_KIND_LABELS[r.tipo]})`),
        ],
        enlace: '/plataforma/notificaciones',
      });
      sent++;
    }
    return sent;
  });
}

function secondsUntilDigest(now: Date = new Date()): number {
  const next = new Date(now);
  next.setUTCHours(DIGEST_HOUR_UTC, 0, 0, 0);
  if (next.getTime() <= now.getTime()) next.setUTCDate(next.getUTCDate() + 1);
  return Math.ceil((next.getTime() - now.getTime()) / 1000);
}

/**
 * The queue's periodic work, as the mail sweeper does it (decision 004: pg-boss's cron is off):
 * each job queues its successor under a fixed singleton key, so every instance shares one
 * chain. The reminders also run once at start.
 */
export async function startNotificationJobs(ctx: AppContext): Promise<void> {
  const nextReminders = () =>
    ctx.queue.send(
      REMINDERS,
      {},
      { singletonKey: REMINDERS, startAfter: REMINDERS_EVERY_SECONDS, retryLimit: 0 },
    );
  const nextDigest = () =>
    ctx.queue.send(
      DIGEST,
      {},
      { singletonKey: DIGEST, startAfter: secondsUntilDigest(), retryLimit: 0 },
    );
  const nextGradedSweep = () =>
    ctx.queue.send(
      GRADED_SWEEP,
      {},
      { singletonKey: GRADED_SWEEP, startAfter: GRADED_SWEEP_EVERY_SECONDS, retryLimit: 0 },
    );
  await workGradedNotices(ctx);
  await ctx.queue.work(GRADED_SWEEP, async () => {
    try {
      await sweepGradedNotices(ctx);
    } finally {
      await nextGradedSweep();
    }
  });
  await ctx.queue.work(REMINDERS, async () => {
    try {
      await sendAccessReminders(ctx);
    } finally {
      await nextReminders();
    }
  });
  await ctx.queue.work(DIGEST, async () => {
    try {
      await sendDailyDigest(ctx);
    } finally {
      await nextDigest();
    }
  });
  try {
    await sendAccessReminders(ctx);
  } catch (err) {
    ctx.log.error({ err }, 'los recordatorios de acceso al arrancar fallaron');
  }
  await nextReminders();
  await nextDigest();
  await nextGradedSweep();
}
