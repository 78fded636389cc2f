import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitUntil } from '../../../test/eventually';
import { freePort } from '../../../test/free-port';
import { openTestDatabase, resetDatabase } from '../../../test/helper';
import { mailDeliveriesSettled } from '../../../test/mail-jobs';
import { type SmtpSink, startSmtpSink } from '../../../test/smtp-sink';
import { testConfig } from '../../../test/test-config';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { mail_outbox } from '../../db/schema/mail';
import { transaction } from '../db/transaction';
import { createQueue } from '../queue/queue';
import { createMailService } from './mail.service';
import { uploadsPath } from './mail-transport';
import { renderMail } from './render-mail';

const silent = Fastify({ logger: { level: 'silent' } }).log;
const waitLong = { timeout: 10_000, interval: 50 };

let database: Database;
let drop: () => Promise<void>;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
});
beforeEach(async () => {
  await resetDatabase(database);
});
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});
afterAll(async () => {
  await drop();
});

/** The mail service of one server, its delivery worker running, as `main.ts` builds it. */
async function startMail(overrides: Partial<Config>, log: FastifyBaseLogger = silent) {
  const config = testConfig(overrides);
  const queue = await createQueue(database, config, log);
  const mail = createMailService({ database, config, queue, log });
  cleanups.push(() => queue.stop());
  await mail.startWorker();
  return { mail, config };
}

async function sink(port?: number): Promise<SmtpSink> {
  const started = await startSmtpSink(port);
  cleanups.push(() => started.close());
  return started;
}

async function outboxRow(id: number) {
  const [row] = await database.db.select().from(mail_outbox).where(eq(mail_outbox.id, id));
  if (!row) throw new Error(`no hay correo ${id}`);
  return row;
}

const message = (subject: string) => ({
  to: 'ana.perez@example.com',
  subject,
  text: `Texto de ${subject}`,
  html: `<p>${subject}</p>`,
});

describe('mail service', () => {
  it('delivers a mail written in a committed transaction to a real SMTP server', async () => {
    const server = await sink();
    const { mail, config } = await startMail({ smtpUrl: server.url });
    const body = renderMail(
      {
        titulo: 'Restablece tu contraseña',
        parrafos: ['Hola, Ana <Pérez>:', 'Pulsa el botón.'],
        boton: {
          texto: 'Elegir contraseña',
          url: 'https://academia.example/restablecer?token=abc',
        },
      },
      config,
    );

    const { id } = await transaction(database.db, silent, (tx, onCommit) =>
      mail.send(
        { to: 'ana.perez@example.com', subject: 'Contraseña de la academia: ñandú', ...body },
        { tx, onCommit },
      ),
    );

    await vi.waitFor(() => expect(server.received).toHaveLength(1), waitLong);
    const [got] = server.received;
    expect(got?.to).toEqual(['ana.perez@example.com']);
    expect(got?.parsed.subject).toBe('Contraseña de la academia: ñandú');
    expect(got?.parsed.from?.address).toMatch(/^no-reply@/);
    expect(got?.parsed.html).toContain('Hola, Ana &lt;Pérez&gt;:');
    expect(got?.parsed.html).toContain('href="https://academia.example/restablecer?token=abc"');
    expect(got?.parsed.text).toContain('Hola, Ana <Pérez>:');
    expect(got?.parsed.text).toContain(
      'Elegir contraseña: https://academia.example/restablecer?token=abc',
    );

    await vi.waitFor(async () => expect((await outboxRow(id)).estado).toBe('enviado'), waitLong);
    const row = await outboxRow(id);
    expect(row).toMatchObject({
      intentos: 1,
      ultimo_error: null,
      destinatario: 'ana.perez@example.com',
    });
    expect(row.enviado).toBeInstanceOf(Date);
    expect(row.encolado).toBeInstanceOf(Date);
  });

  it('attaches stored files and generated text', async () => {
    const server = await sink();
    const { mail, config } = await startMail({ smtpUrl: server.url });
    mkdirSync(path.join(config.dataDir, 'uploads/certificados'), { recursive: true });
    writeFileSync(path.join(config.dataDir, 'uploads/certificados/c-1.txt'), 'certificado de Ana');

    await mail.send({
      ...message('Tu certificado'),
      attachments: [
        {
          filename: 'certificado.txt',
          storagePath: 'certificados/c-1.txt',
          contentType: 'text/plain',
        },
        { filename: 'nota.txt', content: 'una nota', contentType: 'text/plain' },
      ],
    });

    await vi.waitFor(() => expect(server.received).toHaveLength(1), waitLong);
    const attachments = server.received[0]?.parsed.attachments ?? [];
    const decoded = attachments.map((a) => [
      a.filename,
      Buffer.from(a.content as ArrayBuffer).toString(),
    ]);
    expect(decoded).toEqual([
      ['certificado.txt', 'certificado de Ana'],
      ['nota.txt', 'una nota'],
    ]);
    expect(() => uploadsPath(config, '../secreto.txt')).toThrow(/fuera de la carpeta/);
  });

  it('keeps a mail pending while the SMTP server is down, then delivers it exactly once', async () => {
    const port = await freePort();
    const { mail } = await startMail({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailRetry: { limit: 5, delaySeconds: 1, backoff: false },
    });

    const { id } = await mail.send(message('Enviado durante la caída'));
    await vi.waitFor(
      async () => expect((await outboxRow(id)).ultimo_error).toMatch(/ECONNREFUSED/),
      waitLong,
    );
    const during = await outboxRow(id);
    expect(during.estado).toBe('pendiente');
    expect(during.intentos).toBeGreaterThan(0);

    const server = await sink(port);
    await vi.waitFor(async () => expect((await outboxRow(id)).estado).toBe('enviado'), waitLong);
    // The delivery job is finished: no second copy can arrive.
    await waitUntil('que terminen los envíos', () => mailDeliveriesSettled(database.executeSql));
    expect(server.received.map((m) => m.parsed.subject)).toEqual(['Enviado durante la caída']);
    expect((await outboxRow(id)).intentos).toBeGreaterThan(during.intentos);
  });

  it('marks a mail failed after its last retry', async () => {
    const port = await freePort();
    const { mail } = await startMail({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      mailRetry: { limit: 1, delaySeconds: 0, backoff: false },
    });
    const { id } = await mail.send(message('Nunca llega'));
    await vi.waitFor(async () => expect((await outboxRow(id)).estado).toBe('fallido'), waitLong);
    const row = await outboxRow(id);
    expect(row.intentos).toBe(2);
    expect(row.ultimo_error).toMatch(/ECONNREFUSED/);
  });

  it('never delivers a mail written in a transaction that rolls back', async () => {
    const server = await sink();
    const { mail } = await startMail({ smtpUrl: server.url });

    await expect(
      transaction(database.db, silent, async (tx, onCommit) => {
        await mail.send(message('Revertido'), { tx, onCommit });
        throw new Error('algo falló después');
      }),
    ).rejects.toThrow('algo falló después');
    await mail.send(message('Confirmado'));

    await vi.waitFor(() => expect(server.received).toHaveLength(1), waitLong);
    await waitUntil('que terminen los envíos', () => mailDeliveriesSettled(database.executeSql));
    expect(server.received.map((m) => m.parsed.subject)).toEqual(['Confirmado']);
    const rows = await database.db
      .select({ id: mail_outbox.id, asunto: mail_outbox.asunto })
      .from(mail_outbox);
    expect(rows.map((r) => r.asunto)).toEqual(['Confirmado']);
    // No job was ever queued for the rolled-back mail, only for the committed one.
    const jobs = await database.executeSql(
      "select data from pgboss.job where name = 'mail-deliver'",
    );
    expect(jobs.rows).toEqual([{ data: { id: rows[0]?.id } }]);
  });

  it('sweeps up pending mails that have no job when the worker starts', async () => {
    const server = await sink();
    const at = (interval: string) => sql`now() - ${interval}::interval`;
    const rows = await database.db
      .insert(mail_outbox)
      .values([
        { ...row('Sin cola tras una caída'), creado: at('10 minutes') },
        { ...row('Encolado hace dos días'), creado: at('2 days'), encolado: at('2 days') },
        { ...row('Recién escrito'), creado: at('1 second') },
        { ...row('Ya fallido'), creado: at('10 minutes'), estado: 'fallido' as const },
      ])
      .returning({ id: mail_outbox.id });

    await startMail({ smtpUrl: server.url });

    await vi.waitFor(() => expect(server.received).toHaveLength(2), waitLong);
    expect(server.received.map((m) => m.parsed.subject).sort()).toEqual([
      'Encolado hace dos días',
      'Sin cola tras una caída',
    ]);
    const [, , fresh, failed] = await Promise.all(rows.map((r) => outboxRow(r.id)));
    // Its own `send` is about to queue it; the sweep leaves it alone.
    expect(fresh).toMatchObject({ estado: 'pendiente', encolado: null });
    expect(failed).toMatchObject({ estado: 'fallido', intentos: 0 });
  });

  it('without SMTP_URL, writes the mail to the log and marks it sent', async () => {
    const lines: string[] = [];
    const log = Fastify({
      logger: { level: 'info', stream: { write: (l: string) => lines.push(l) } },
    }).log;
    const { mail } = await startMail({ smtpUrl: undefined }, log);

    const { id } = await mail.send({
      ...message('Restablece tu contraseña'),
      text: 'Enlace: https://academia.example/restablecer?token=xyz',
    });

    await vi.waitFor(async () => expect((await outboxRow(id)).estado).toBe('enviado'), waitLong);
    const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 30,
        para: 'ana.perez@example.com',
        asunto: 'Restablece tu contraseña',
        // The link's secret never reaches the log.
        texto: 'Enlace: https://academia.example/restablecer?token=[oculto]',
        msg: expect.stringContaining('no hay servidor SMTP configurado'),
      }),
    );
  });
});

function row(asunto: string) {
  return { destinatario: 'ana.perez@example.com', asunto, texto: asunto, html: `<p>${asunto}</p>` };
}
