import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import type { Logger } from '@hearth/service-kit';

type Level = 'debug' | 'info' | 'warn' | 'error' | 'fatal';

// A failed statement (a unique violation the service turns into a 409) is the service's to
// report, so the server's ERROR lines are debug; what threatens the server itself is not.
const LEVELS: Record<string, Level> = {
  LOG: 'debug',
  DEBUG: 'debug',
  NOTICE: 'debug',
  INFO: 'debug',
  ERROR: 'debug',
  WARNING: 'warn',
  FATAL: 'warn',
  PANIC: 'fatal',
};
const LINE = /^(LOG|DEBUG\d?|NOTICE|INFO|WARNING|ERROR|FATAL|PANIC|DETAIL|HINT|CONTEXT|STATEMENT):\s+(.*)$/;
const KEPT = 20;

/**
 * Turns the server's stderr into JSON lines of Hearth's log. Returns the last lines seen, for a
 * start-up failure's message. While the server starts (connections refused until it is ready)
 * and while Hearth stops it (connections it ends), such lines are expected and logged as debug.
 */
export function forwardServerLog(stderr: Readable, logger: Logger, isQuiet: () => boolean): () => string[] {
  const recent: string[] = [];
  let level: Level = 'debug';
  createInterface({ input: stderr }).on('line', (line) => {
    recent.push(line);
    if (recent.length > KEPT) recent.shift();
    const match = LINE.exec(line);
    const severity = match?.[1] ?? '';
    // DETAIL, HINT and the like belong to the line before them.
    if (match && !['DETAIL', 'HINT', 'CONTEXT', 'STATEMENT'].includes(severity)) level = LEVELS[severity.replace(/\d$/, '')] ?? 'info';
    const quiet = isQuiet() && level !== 'fatal';
    logger[quiet ? 'debug' : level](match ? match[2]! : line);
  });
  return () => [...recent];
}
