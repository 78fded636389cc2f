import PostalMime, { type Email } from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

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
