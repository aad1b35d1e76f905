import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one link the mail exists for; logged so it can be followed without a mail server. */
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp://user:pass@host:port; without it, mail is written as .eml files. */
  smtpUrl?: string;
  /** The sender of every mail; MAIL_FROM. */
  from?: string;
  /** `.eml` files go to `<dataDir>/mail/`. */
  dataDir: string;
  logger: Logger;
}

/** Sends through SMTP when configured; otherwise writes each message as an `.eml` file. */
export const DEFAULT_MAIL_FROM = 'Hearth <no-reply@hearth.local>';

export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
    };
  }
  const folder = path.join(options.dataDir, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html });
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, info.message as Buffer, { mode: 0o600 });
      logger.info({ to: message.to, subject: message.subject, link: message.link, file }, 'mail written to file');
    },
  };
}
