import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

export interface RunningServer {
  server: Server;
  port: number;
  /** Stops accepting, lets requests in flight finish (up to `graceMs`), then closes. */
  close(graceMs?: number): Promise<void>;
}

/**
 * What Node refuses before any handler runs (a malformed request line, headers over its 16 KB, a
 * request that took too long to arrive) is answered in JSON like every other error, not with
 * Node's bare status line. Nothing is written into an answer already under way on the connection
 * (the request before it, kept alive): that connection is closed instead.
 */
function answerUnreadableRequests(server: Server): void {
  /** Each connection's latest answer; one whose end() was called is no longer under way. */
  const latest = new WeakMap<Duplex, ServerResponse>();
  server.on('request', (request: IncomingMessage, response: ServerResponse) => latest.set(request.socket, response));
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const answer = latest.get(socket);
    if (error.code === 'ECONNRESET' || !socket.writable || (answer?.headersSent && !answer.writableEnded)) {
      socket.destroy();
      return;
    }
    const timedOut = error.code === 'ERR_HTTP_REQUEST_TIMEOUT';
    const status = timedOut ? '408 Request Timeout' : '400 Bad Request';
    const body = JSON.stringify({ message: timedOut ? 'The request took too long to arrive' : 'The request could not be read' });
    socket.end(`HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`);
  });
}

/** Serves `handler` (a Koa app's `callback()`, or the embedded gateway) on `port`. */
export async function listen(handler: RequestListener, port: number, host = '0.0.0.0'): Promise<RunningServer> {
  const server = createServer(handler);
  server.keepAliveTimeout = 65_000;
  answerUnreadableRequests(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: (graceMs = 10_000) =>
      new Promise<void>((resolve) => {
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          resolve();
        });
        server.closeIdleConnections();
      }),
  };
}
