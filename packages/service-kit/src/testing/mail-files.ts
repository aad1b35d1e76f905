import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';

export interface MailFile {
  file: string;
  to: string;
  subject: string;
  text: string;
}

function decodeQuotedPrintable(body: string): string {
  const bytes = body
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function header(head: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
}

/** The `.eml` files the mailer wrote to `<dataDir>/mail/`, oldest first, with decoded bodies. */
export async function readMailFiles(dataDir: string): Promise<MailFile[]> {
  const folder = path.join(dataDir, 'mail');
  const names = await readdir(folder).catch(() => [] as string[]);
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .sort()
      .map(async (name) => {
        const raw = await readFile(path.join(folder, name), 'utf8');
        const split = raw.search(/\r?\n\r?\n/);
        const head = raw.slice(0, split);
        const body = raw.slice(split).trim();
        const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase();
        const text =
          encoding === 'quoted-printable' ? decodeQuotedPrintable(body)
          : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8')
          : body;
        return { file: name, to: header(head, 'To'), subject: header(head, 'Subject'), text };
      }),
  );
  return mails;
}

/** The link whose path contains `pathPart` in the newest mail to `to` that has one (other mails may come after it). */
export async function latestMailLink(dataDir: string, to: string, pathPart: string): Promise<string | undefined> {
  const linkPattern = new RegExp(`https?://\\S*${pathPart}\\S*`);
  const mails = (await readMailFiles(dataDir)).filter((mail) => mail.to.includes(to) && linkPattern.test(mail.text));
  return linkPattern.exec(mails.at(-1)?.text ?? '')?.[0];
}
