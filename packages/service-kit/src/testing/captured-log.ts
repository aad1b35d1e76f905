import { Writable } from 'node:stream';

/** A stream a logger writes to, and what was written, as a log shipper would read it. */
export function capturedLog(): { destination: Writable; output: () => string } {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { destination, output: () => lines.join('') };
}
