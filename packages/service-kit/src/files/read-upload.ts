import { AppError, badRequest } from '../http/errors';
import busboy from 'busboy';
import type { Context } from 'koa';

/** What an upload route answers for a file too large, and for none or not one it takes; the form field it names. */
export interface UploadRefusals {
  tooLarge: string;
  missing: string;
  field: string;
}

/** Headroom for the multipart framing around the file. */
const FRAMING_BYTES = 64 * 1024;

/**
 * Reads the one file of a multipart/form-data request (any field name), streaming: beyond
 * `maxBytes` the rest is discarded, never buffered, and the answer is 413.
 */
export function readUploadedFile(ctx: Context, maxBytes: number, refusals: UploadRefusals): Promise<Buffer> {
  const tooLarge = () => new AppError(413, refusals.tooLarge);
  const refused = () => badRequest(refusals.missing, { errors: { [refusals.field]: refusals.missing } });
  if (!ctx.is('multipart/form-data')) return Promise.reject(refused());
  const declared = Number(ctx.get('Content-Length') || 0);
  if (declared > 4 * (maxBytes + FRAMING_BYTES)) return Promise.reject(tooLarge());

  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: ctx.req.headers, limits: { files: 1, fileSize: maxBytes, fields: 20, fieldSize: 10_000, parts: 30 } });
    } catch {
      reject(badRequest('The request could not be understood'));
      return;
    }
    const chunks: Buffer[] = [];
    let received = false;
    let truncated = false;
    parser.on('file', (_field, stream) => {
      if (received) {
        stream.resume();
        return;
      }
      received = true;
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        truncated = true;
      });
    });
    parser.on('error', () => reject(badRequest('The request could not be understood')));
    parser.on('close', () => {
      if (truncated) reject(tooLarge());
      else if (!received || chunks.length === 0) reject(refused());
      else resolve(Buffer.concat(chunks));
    });
    ctx.req.pipe(parser);
  });
}
