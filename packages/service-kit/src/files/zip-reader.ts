import { inflateRawSync } from 'node:zlib';

/**
 * Reads a ZIP archive held in memory, refusing what could fill a disk or escape a folder: too
 * many entries, more bytes out than allowed (counted as they are inflated, never trusting the
 * sizes the archive declares), a suspicious compression ratio, names with `..`, absolute paths
 * or NUL, and anything but stored or deflated entries. Encrypted and multi-disk archives are refused.
 */

export class ArchiveRefused extends Error {}

export interface ZipLimits {
  maxEntries: number;
  /** All entries' bytes once inflated, together. */
  maxTotalBytes: number;
  /** Out ÷ in for any one entry larger than a few kilobytes. */
  maxRatio: number;
}

export const defaultZipLimits: ZipLimits = { maxEntries: 5_000, maxTotalBytes: 500 * 1024 * 1024, maxRatio: 200 };

export interface ZipEntry {
  name: string;
  data: Buffer;
}

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_FILE_HEADER = 0x02014b50;
const LOCAL_FILE_HEADER = 0x04034b50;

function endOfCentralDirectory(zip: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 65_535); at--) {
    if (zip.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw new ArchiveRefused('not a ZIP archive');
}

/** A safe relative name, or a refusal. */
function safeName(raw: string): string {
  const name = raw.replace(/\\/g, '/');
  if (name.includes('\0') || name.startsWith('/') || /^[a-z]:/i.test(name) || name.split('/').includes('..')) {
    throw new ArchiveRefused(`an entry named ${JSON.stringify(raw.slice(0, 100))} points outside the archive`);
  }
  return name;
}

export function readZip(zip: Buffer, limits: ZipLimits = defaultZipLimits): ZipEntry[] {
  if (zip.length < 22) throw new ArchiveRefused('not a ZIP archive');
  const end = endOfCentralDirectory(zip);
  const count = zip.readUInt16LE(end + 10);
  if (zip.readUInt16LE(end + 4) !== 0 || zip.readUInt16LE(end + 6) !== 0) throw new ArchiveRefused('multi-part archives are not read');
  if (count > limits.maxEntries) throw new ArchiveRefused(`more than ${limits.maxEntries} entries`);
  let at = zip.readUInt32LE(end + 16);
  let total = 0;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== CENTRAL_FILE_HEADER) throw new ArchiveRefused('a damaged archive');
    const flags = zip.readUInt16LE(at + 8);
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const localAt = zip.readUInt32LE(at + 42);
    const name = safeName(zip.subarray(at + 46, at + 46 + nameLength).toString(flags & 0x800 ? 'utf8' : 'latin1'));
    at += 46 + nameLength + extraLength + commentLength;
    if (flags & 0x1) throw new ArchiveRefused('encrypted archives are not read');
    if (name.endsWith('/')) continue;
    if (localAt + 30 > zip.length || zip.readUInt32LE(localAt) !== LOCAL_FILE_HEADER) throw new ArchiveRefused('a damaged archive');
    const dataAt = localAt + 30 + zip.readUInt16LE(localAt + 26) + zip.readUInt16LE(localAt + 28);
    if (dataAt + compressedSize > zip.length) throw new ArchiveRefused('a damaged archive');
    const compressed = zip.subarray(dataAt, dataAt + compressedSize);
    const room = limits.maxTotalBytes - total;
    let data: Buffer;
    if (method === 0) data = Buffer.from(compressed);
    else if (method === 8) {
      try {
        data = inflateRawSync(compressed, { maxOutputLength: Math.max(1, Math.min(room, compressedSize * limits.maxRatio + 64 * 1024)) });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw new ArchiveRefused('the archive unpacks to more than it may');
        throw new ArchiveRefused('a damaged archive');
      }
    } else throw new ArchiveRefused(`entries compressed with method ${method} are not read`);
    total += data.length;
    if (total > limits.maxTotalBytes) throw new ArchiveRefused('the archive unpacks to more than it may');
    entries.push({ name, data });
  }
  return entries;
}
