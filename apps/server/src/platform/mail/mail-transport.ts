import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';
import type { MailAttachment } from '../../db/schema/mail';
import { redactSecrets } from '../auth/redact-secrets';
import type { OutboxMail } from './mail-outbox.repository';

/** Hands one mail to the mail server; throws when the server does not accept it. */
export interface MailTransport {
  readonly smtp: boolean;
  deliver(mail: OutboxMail): Promise<void>;
}

/** A mail server that does not answer in these times counts as down, and the attempt is retried. */
const TIMEOUTS = { connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 60_000 };

export function uploadsPath(config: Config, storagePath: string): string {
  const root = path.join(config.dataDir, 'uploads');
  const file = path.resolve(root, storagePath);
  if (!file.startsWith(root + path.sep)) {
    throw new Error(`Adjunto fuera de la carpeta de archivos: ${storagePath}`);
  }
  return file;
}

function toNodemailer(config: Config, attachment: MailAttachment) {
  const common = { filename: attachment.filename, contentType: attachment.contentType };
  // Nodemailer streams the file from disk while it writes the message.
  return attachment.storagePath !== undefined
    ? { ...common, path: uploadsPath(config, attachment.storagePath) }
    : { ...common, content: attachment.content ?? '' };
}

export function createMailTransport(config: Config, log: FastifyBaseLogger): MailTransport {
  if (!config.smtpUrl) {
    return {
      smtp: false,
      async deliver(mail) {
        log.info(
          {
            para: mail.destinatario,
            asunto: mail.asunto,
            adjuntos: mail.adjuntos.map((a) => a.filename),
            // Links to choose a password would let a log reader take the account.
            texto: redactSecrets(mail.texto),
          },
          `Correo ${mail.id} NO enviado: no hay servidor SMTP configurado (SMTP_URL); queda en mail_outbox y su texto se muestra aquí`,
        );
      },
    };
  }

  const transporter = nodemailer.createTransport({ url: config.smtpUrl, ...TIMEOUTS });
  return {
    smtp: true,
    async deliver(mail) {
      await transporter.sendMail({
        from: config.mailFrom,
        to: mail.destinatario,
        subject: mail.asunto,
        text: mail.texto,
        html: mail.html,
        attachments: mail.adjuntos.map((a) => toNodemailer(config, a)),
        // Tells auto-responders (vacation replies) not to answer a machine.
        headers: { ...mail.cabeceras, 'Auto-Submitted': 'auto-generated' },
      });
    },
  };
}
