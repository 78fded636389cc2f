import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { mailSinkPort } from './mail-port';

/** Where the e2e server's mails land: one JSON file each, read by `support/mailbox.ts`. */
export function mailDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  return path.join(dir, 'mails');
}

/**
 * Global setup: a real SMTP server on loopback for the e2e server (its SMTP_URL points here),
 * so a test can follow a mailed link as a person would. Answers the teardown that closes it.
 */
export default async function startMailSink(): Promise<() => Promise<void>> {
  const dir = mailDir();
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        PostalMime.parse(Buffer.concat(chunks).toString('utf8')).then(
          (mail) => {
            count += 1;
            const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
            // Written aside and renamed: the tests read this folder from other processes, and
            // a half-written file failed one of them (JSON cut short).
            const file = path.join(dir, `${Date.now()}-${count}.json`);
            writeFileSync(
              `${file}.part`,
              JSON.stringify({ to, subject: mail.subject, text: mail.text, html: mail.html }),
            );
            renameSync(`${file}.part`, file);
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  const port = mailSinkPort(Number(process.env.E2E_PORT ?? 4310));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
