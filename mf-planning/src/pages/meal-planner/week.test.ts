import { addDays, firstDayOfWeek, toDay, weekStartOf } from './week';

describe('the first day of the week', () => {
  it("is the locale's, from Intl week info", () => {
    expect(firstDayOfWeek('en-US')).toBe(7);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('fr-FR')).toBe(1);
  });

  describe('without Intl week info (Firefox)', () => {
    let info: PropertyDescriptor | undefined;
    beforeEach(() => {
      info = Object.getOwnPropertyDescriptor(Intl.Locale.prototype, 'weekInfo');
      Object.defineProperty(Intl.Locale.prototype, 'weekInfo', { configurable: true, get: () => undefined });
    });
    afterEach(() => Object.defineProperty(Intl.Locale.prototype, 'weekInfo', info!));

    it.each([
      ['en-US', 7],
      ['en', 7],
      ['pt-BR', 7],
      ['ar-EG', 6],
      ['de-DE', 1],
      ['en-GB', 1],
      ['not a language!', 1],
    ])('falls back on a table of regions: %s → %i', (language, day) => {
      expect(firstDayOfWeek(language)).toBe(day);
    });
  });
});

describe('weeks', () => {
  it.each([
    ['2026-11-04', 1, '2026-11-02'],
    ['2026-11-02', 1, '2026-11-02'],
    ['2026-11-08', 1, '2026-11-02'],
    ['2026-11-04', 7, '2026-11-01'],
    ['2026-11-07', 6, '2026-11-07'],
    ['2026-11-06', 6, '2026-10-31'],
  ] as const)('the week of %s starting on day %i starts on %s', (day, first, start) => {
    expect(weekStartOf(day, first)).toBe(start);
  });

  it('counts days across months, years and clock changes', () => {
    expect(addDays('2026-12-28', 6)).toBe('2027-01-03');
    expect(addDays('2026-03-29', -7)).toBe('2026-03-22');
    expect(addDays('2026-10-25', 1)).toBe('2026-10-26');
  });

  it("reads a moment as the user's own date, not UTC's", () => {
    // Half past midnight where the user is: east of Greenwich, UTC still says the day before.
    expect(toDay(new Date(2026, 10, 4, 0, 30))).toBe('2026-11-04');
    expect(toDay(new Date(2026, 10, 3, 23, 30))).toBe('2026-11-03');
  });
});
