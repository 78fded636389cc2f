import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { mailDir } from './mail-sink';

interface SavedMail {
  to: string[];
  subject: string;
  text?: string;
  html?: string;
}

/** The mails to `address` the SMTP sink has saved, oldest first. */
export function mailsTo(address: string): SavedMail[] {
  const dir = mailDir();
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as SavedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** Waits for a mail to `address` and answers the first link in it that matches `pattern`. */
export async function linkFromMail(address: string, pattern: RegExp): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      () => {
        for (const mail of mailsTo(address).reverse()) {
          link = `${mail.text ?? ''} ${mail.html ?? ''}`.match(pattern)?.[0];
          if (link) return true;
        }
        return false;
      },
      { timeout: 20_000, message: `a mail to ${address} with a link like ${pattern}` },
    )
    .toBe(true);
  return String(link);
}
