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
  /**
   * The one link the mail exists for. Never logged: a reset or invitation link is a key to an
   * account or a household. Without SMTP, it is in the `.eml` file (readable by the box's owner).
   */
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

/**
 * A failed send, as the caller logs it: nodemailer's error names the recipient (its message, the
 * server's `response`, the `RCPT TO` command, `rejected`), so only its codes are kept.
 */
function mailNotSent(error: unknown): Error {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const codes = [code, responseCode].filter((part) => typeof part === 'string' || typeof part === 'number');
  return new Error(`mail not sent${codes.length ? ` (${codes.join(' ')})` : ''}`);
}

export const DEFAULT_MAIL_FROM = 'Hearth <no-reply@hearth.local>';

/**
 * Sends through SMTP when configured; otherwise writes each message as an `.eml` file. What is
 * logged names neither the recipient nor anyone else (a subject holds names) and holds no link:
 * logs are kept and shipped where mailboxes are not.
 */
export function createMailer(options: MailerOptions): Mailer {
  const { logger } = options;
  const from = options.from ?? DEFAULT_MAIL_FROM;
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(message) {
        const info = await transport
          .sendMail({ from, to: message.to, subject: message.subject, text: message.text, html: message.html })
          .catch((error: unknown) => {
            throw mailNotSent(error);
          });
        logger.info({ messageId: info.messageId }, 'mail sent');
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
      logger.info({ file }, 'mail written to file');
    },
  };
}
