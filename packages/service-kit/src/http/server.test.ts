import net from 'node:net';
import { listen, type RunningServer } from './server';

/** Sends `raw` as it is and resolves to the whole answer (the server closes the connection). */
function exchange(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(raw));
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusAndBody = (answer: string) => {
  const [head = '', body] = answer.split('\r\n\r\n');
  return { status: head.split('\r\n')[0], contentType: /content-type: ([^\r]+)/i.exec(head)?.[1], body: body && JSON.parse(body) };
};

let running: RunningServer;

beforeAll(async () => {
  running = await listen((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    if (req.url !== '/slow') return res.end('{"ok":true}');
    // An answer under way when the next request on the connection turns out unreadable.
    res.writeHead(200, { 'Content-Length': 11 });
    res.write('{"ok":');
    setTimeout(() => res.end('true}'), 300);
  }, 0, '127.0.0.1');
});

afterAll(() => running.close(100));

describe('the HTTP server', () => {
  it('answers a request Node cannot read in JSON', async () => {
    expect(statusAndBody(await exchange(running.port, 'NOT A REQUEST\r\n\r\n'))).toEqual({
      status: 'HTTP/1.1 400 Bad Request',
      contentType: 'application/json',
      body: { message: 'The request could not be read' },
    });
  });

  it('answers headers over the limit in JSON', async () => {
    const answer = await exchange(running.port, `GET / HTTP/1.1\r\nHost: x\r\nCookie: c=${'b'.repeat(40_000)}\r\n\r\n`);
    expect(statusAndBody(answer)).toEqual({
      status: 'HTTP/1.1 400 Bad Request',
      contentType: 'application/json',
      body: { message: 'The request could not be read' },
    });
  });

  /** Sends `path`'s request, then an unreadable one on the same connection once the answer begins. */
  function unreadableAfter(path: string): Promise<string> {
    return new Promise<string>((resolve, reject) => {
      const socket = net.connect(running.port, '127.0.0.1', () => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`));
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        if (!received) socket.write('NOT A REQUEST\r\n\r\n');
        received += chunk;
      });
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
  }

  it('answers an unreadable request in JSON after a whole answer on the same connection', async () => {
    const answer = await unreadableAfter('/');
    expect(answer).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(statusAndBody(answer.slice(answer.indexOf('{"ok":true}') + '{"ok":true}'.length))).toEqual({
      status: 'HTTP/1.1 400 Bad Request',
      contentType: 'application/json',
      body: { message: 'The request could not be read' },
    });
  });

  it('writes nothing into an answer under way when the request after it is unreadable', async () => {
    const answer = await unreadableAfter('/slow');
    expect(answer).toMatch(/^HTTP\/1.1 200 OK\r\n/);
    expect(answer).not.toContain('400 Bad Request');
    expect(answer).not.toContain('The request could not be read');
  });

  it('still answers a well-formed request', async () => {
    const answer = await exchange(running.port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusAndBody(answer)).toMatchObject({ status: 'HTTP/1.1 200 OK', body: { ok: true } });
  });
});
