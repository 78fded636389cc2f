import { createServer } from 'node:net';
import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  /** The envelope's recipients, as the server saw them. */
  to: string[];
  raw: string;
  parsed: Email;
}

/** A real SMTP server on 127.0.0.1 that keeps every message it receives, parsed. */
export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** A port nothing listens on now (to point a mailer at a server that is down, then start it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

export async function startSmtpSink(port?: number): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: no self-signed certificate for the mailer to reject.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        PostalMime.parse(raw).then(
          (parsed) => {
            received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw, parsed });
            callback();
          },
          (err: Error) => callback(err),
        );
      });
    },
  });
  const listenOn = port ?? (await freePort());
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(listenOn, '127.0.0.1', () => resolve());
  });
  return {
    port: listenOn,
    url: `smtp://127.0.0.1:${listenOn}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
