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
  running = await listen((_req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.end('{"ok":true}');
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

  it('still answers a well-formed request', async () => {
    const answer = await exchange(running.port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(statusAndBody(answer)).toMatchObject({ status: 'HTTP/1.1 200 OK', body: { ok: true } });
  });
});
