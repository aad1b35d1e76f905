import net, { type AddressInfo, type Socket } from 'node:net';

interface Link {
  client: Socket;
  upstream?: Socket;
  /** Bytes held while stalled, per direction, sent on in order when the link flows again. */
  toUpstream: Buffer[];
  toClient: Buffer[];
}

/**
 * A TCP proxy between a test and a server (PostgreSQL, RabbitMQ) that the test controls, to
 * simulate an outage without stopping the real server: `cut()` drops every connection and refuses
 * new ones (a restart); `stall()` keeps them open but passes nothing either way, and new ones are
 * accepted but not answered (a server that hangs, as after kill -STOP); `restore()` lets
 * everything flow again, held bytes first.
 */
export class TcpProxy {
  private server: net.Server | undefined;
  private readonly links = new Set<Link>();
  private mode: 'open' | 'cut' | 'stalled' = 'open';
  port = 0;

  constructor(
    private readonly targetHost: string,
    private readonly targetPort: number,
  ) {}

  async start(): Promise<void> {
    this.server = net.createServer((client) => {
      if (this.mode === 'cut') {
        client.destroy();
        return;
      }
      const link: Link = { client, toUpstream: [], toClient: [] };
      this.links.add(link);
      client.on('data', (chunk: Buffer) => (link.upstream && this.mode === 'open' ? link.upstream.write(chunk) : link.toUpstream.push(chunk)));
      client.on('error', () => this.drop(link));
      client.on('close', () => this.drop(link));
      if (this.mode === 'open') this.connect(link);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  /** `url` with its host and port pointing at the proxy. */
  rewrite(url: string): string {
    return Object.assign(new URL(url), { hostname: '127.0.0.1', port: String(this.port) }).toString();
  }

  cut(): void {
    this.mode = 'cut';
    for (const link of this.links) this.drop(link);
  }

  stall(): void {
    this.mode = 'stalled';
  }

  restore(): void {
    this.mode = 'open';
    for (const link of this.links) {
      if (!link.upstream) this.connect(link);
      else this.flush(link);
    }
  }

  async stop(): Promise<void> {
    this.cut();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private connect(link: Link): void {
    const upstream = net.connect(this.targetPort, this.targetHost);
    link.upstream = upstream;
    upstream.on('data', (chunk: Buffer) => (this.mode === 'open' ? link.client.write(chunk) : link.toClient.push(chunk)));
    upstream.on('error', () => this.drop(link));
    upstream.on('close', () => this.drop(link));
    this.flush(link);
  }

  private flush(link: Link): void {
    for (const chunk of link.toUpstream.splice(0)) link.upstream!.write(chunk);
    for (const chunk of link.toClient.splice(0)) link.client.write(chunk);
  }

  private drop(link: Link): void {
    this.links.delete(link);
    link.client.destroy();
    link.upstream?.destroy();
  }
}
