import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createLogger } from '../logger';
import { capturedLog } from '../testing/captured-log';
import { createMailer } from './mailer';

/** A logger whose lines the test reads, as a log shipper would. */
function capturedLogger() {
  const { destination, output } = capturedLog();
  return { logger: createLogger('mail-test', 'info', destination), output };
}

/** A tiny SMTP server: accepts every mail, or refuses every recipient by address as real ones do. */
async function fakeSmtp(refuseRecipients: boolean): Promise<{ url: string; server: Server }> {
  const server = createServer((socket) => {
    let data = false;
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
        if (data) {
          if (line === '.') {
            data = false;
            socket.write('250 OK queued as fake-1\r\n');
          }
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^MAIL FROM/i.test(line)) socket.write('250 OK\r\n');
        else if (/^RCPT TO:<(.*)>/i.test(line)) {
          socket.write(refuseRecipients ? `550 5.1.1 <${/<(.*)>/.exec(line)![1]}>: Recipient address rejected\r\n` : '250 OK\r\n');
        } else if (/^DATA/i.test(line)) {
          data = true;
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

const to = 'ada.lovelace@example.com';
const link = 'http://localhost:3000/reset-password/4f1c0ffee5ecret7oken';
const message = { to, subject: 'Reset your Hearth password', text: `Hello Ada,\n\nOpen ${link}\n`, link };

describe('what the mailer logs', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'hearth-mail-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('without SMTP: the mail and its link are in the .eml file, and the log holds neither the recipient nor the link', async () => {
    const { logger, output } = capturedLogger();
    await createMailer({ dataDir, logger }).send(message);
    const [file] = await readdir(path.join(dataDir, 'mail'));
    const mail = await readFile(path.join(dataDir, 'mail', file!), 'utf8');
    expect(mail).toContain(to);
    expect(mail).toContain('4f1c0ffee5ecret7oken');
    expect(output()).toContain('mail written to file');
    expect(output()).not.toContain('ada.lovelace');
    expect(output()).not.toContain('4f1c0ffee5ecret7oken');
  });

  it('through SMTP: the log of a sent mail names no recipient, and a refused one fails without the address', async () => {
    const { logger, output } = capturedLogger();
    const accepting = await fakeSmtp(false);
    const refusing = await fakeSmtp(true);
    try {
      await createMailer({ dataDir, logger, smtpUrl: accepting.url }).send(message);
      expect(output()).toContain('mail sent');
      const failure = await createMailer({ dataDir, logger, smtpUrl: refusing.url }).send(message).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(Error);
      // As a caller logs it (password-reset-use-cases.ts: `{ err }`).
      logger.error({ err: failure }, 'password reset mail failed');
      expect(output()).toContain('password reset mail failed');
      expect(output()).not.toContain('ada.lovelace');
      expect(output()).not.toContain('4f1c0ffee5ecret7oken');
    } finally {
      accepting.server.close();
      refusing.server.close();
    }
  });
});
