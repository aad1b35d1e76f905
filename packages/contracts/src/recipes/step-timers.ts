/**
 * The timers a recipe step names ("bake for 25 minutes", "simmer 1 hour", "10-12 min"), for cook
 * mode's timer buttons. English durations in seconds, minutes and hours, written in digits,
 * decimals, fractions (1/2, ½, 1 ½) or words (a, an, one to twelve, fifteen, twenty...; 'half an
 * hour', 'an hour and a half'), alone or as hours and minutes ('1 hour 15 minutes', '1h30',
 * '2h15m'). A bare 'm' is minutes only after hours: '25m' alone is not read as a timer.
 * A range ('10-12 min', '10 to 12 minutes') times its lower end, so the cook checks early, and
 * keeps the range in its label. Days, 'overnight' and 'a few minutes' are not timers.
 * Plain functions, no zod: the front end imports this.
 */

export interface StepTimer {
  /** How the timer is shown: '25 min', '1 h 15 min', '10–12 min', '30 s'. */
  label: string;
  /** What it counts down from (the lower end of a range). */
  seconds: number;
  /** Where the duration is written in the text: [start, end). */
  start: number;
  end: number;
}

const WORDS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  'twenty-five': 25,
  thirty: 30,
  'forty-five': 45,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
};

const GLYPHS: Record<string, number> = { '½': 1 / 2, '¼': 1 / 4, '¾': 3 / 4, '⅓': 1 / 3, '⅔': 2 / 3 };

const UNITS = { hour: 3600, minute: 60, second: 1 } as const;
type Unit = keyof typeof UNITS;

// A number: '1 1/2', '1½', '1 ½', '1.5', '1/2', '½', '25', or a word.
const NUMBER = String.raw`(?:\d+\s+\d+\/\d+|\d+\s?[½¼¾⅓⅔]|\d+(?:[.,]\d+)?(?:\/\d+)?|[½¼¾⅓⅔]|\b(?:${Object.keys(WORDS)
  .sort((a, b) => b.length - a.length)
  .join('|')})\b)`;
const UNIT = String.raw`(?:hours?|hrs?|h|minutes?|mins?|seconds?|secs?)\b`;
const RANGE = String.raw`\s*(?:-|–|—|to|or)\s*`;

const DURATION = new RegExp(
  String.raw`(?<half>\bhalf\s+an?\s+hour\b)|(?<hm>\b(\d+)\s?h\s?(\d{1,2})(?:\s?(?:minutes?|mins?|m))?\b(?!\s*(?:-|–|to)))|(?<a>${NUMBER})(?:${RANGE}(?<b>${NUMBER}))?\s*(?<unit>${UNIT})(?<andHalf>\s+and\s+a\s+half\b)?(?:,?\s*(?:and\s+)?(?<c>${NUMBER})\s*(?<smaller>${UNIT}))?`,
  'gi',
);

function numberOf(written: string): number | undefined {
  const text = written.trim().toLowerCase();
  if (text in WORDS) return WORDS[text];
  if (text in GLYPHS) return GLYPHS[text];
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const withGlyph = /^(\d+)\s?([½¼¾⅓⅔])$/.exec(text);
  if (withGlyph) return Number(withGlyph[1]) + GLYPHS[withGlyph[2]!]!;
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[2]) === 0 ? undefined : Number(fraction[1]) / Number(fraction[2]);
  const plain = Number(text.replace(',', '.'));
  return Number.isFinite(plain) ? plain : undefined;
}

function unitOf(written: string): Unit {
  const text = written.toLowerCase();
  if (text.startsWith('h')) return 'hour';
  if (text.startsWith('m')) return 'minute';
  return 'second';
}

/** '1 h 15 min', '25 min', '45 s', '1 min 30 s'. */
export function timerLabel(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = Math.round(seconds % 60);
  return [hours && `${hours} h`, minutes && `${minutes} min`, rest && `${rest} s`].filter(Boolean).join(' ') || '0 s';
}

const SHORT: Record<Unit, string> = { hour: 'h', minute: 'min', second: 's' };
const short = (value: number) => String(Math.round(value * 100) / 100);

/** Every timer `text` names, in the order written. */
export function findTimers(text: string): StepTimer[] {
  const timers: StepTimer[] = [];
  for (const match of text.matchAll(DURATION)) {
    const groups = match.groups ?? {};
    const start = match.index;
    const end = start + match[0].length;
    if (groups.half) {
      timers.push({ label: '30 min', seconds: 1800, start, end });
      continue;
    }
    if (groups.hm) {
      const seconds = Number(match[3]) * 3600 + Number(match[4]) * 60;
      if (Number(match[4]) < 60 && seconds > 0) timers.push({ label: timerLabel(seconds), seconds, start, end });
      continue;
    }
    const unit = unitOf(groups.unit!);
    const low = numberOf(groups.a!);
    const high = groups.b === undefined ? undefined : numberOf(groups.b);
    if (low === undefined || low <= 0 || (groups.b !== undefined && (high === undefined || high <= low))) continue;
    // 'add a second egg': a second counted in words is not a timer.
    if (unit === 'second' && /^an?$/i.test(groups.a!.trim())) continue;
    let seconds = low * UNITS[unit] + (groups.andHalf ? UNITS[unit] / 2 : 0);
    if (groups.c !== undefined && groups.smaller !== undefined) {
      const smaller = unitOf(groups.smaller);
      const extra = numberOf(groups.c);
      if (extra !== undefined && UNITS[smaller] < UNITS[unit]) seconds += extra * UNITS[smaller];
    }
    seconds = Math.round(seconds);
    if (seconds <= 0 || seconds > 48 * 3600) continue;
    const label = high === undefined ? timerLabel(seconds) : `${short(low)}–${short(high)} ${SHORT[unit]}`;
    timers.push({ label, seconds, start, end });
  }
  return timers;
}
