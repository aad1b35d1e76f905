import { findTimers, timerLabel } from './step-timers';

const timers = (text: string) => findTimers(text).map(({ label, seconds }) => [label, seconds]);

describe('timers found in a step', () => {
  it.each([
    ['Bake for 25 minutes.', [['25 min', 1500]]],
    ['Simmer 1 hour.', [['1 h', 3600]]],
    ['Cook 10-12 min, stirring.', [['10–12 min', 600]]],
    ['Cook 10–12 minutes.', [['10–12 min', 600]]],
    ['Roast for 10 to 12 minutes', [['10–12 min', 600]]],
    ['Rest 5 or 6 minutes', [['5–6 min', 300]]],
    ['Bake 20-25 minutes or until golden.', [['20–25 min', 1200]]],
    ['Braise for 2 hours.', [['2 h', 7200]]],
    ['Braise for 2 hrs.', [['2 h', 7200]]],
    ['Slow cook 1 1/2 hours', [['1 h 30 min', 5400]]],
    ['Slow cook 1½ hours', [['1 h 30 min', 5400]]],
    ['Slow cook 1 ½ hours', [['1 h 30 min', 5400]]],
    ['Prove for 1.5 hours', [['1 h 30 min', 5400]]],
    ['Chill for 1/2 hour', [['30 min', 1800]]],
    ['Leave for half an hour', [['30 min', 1800]]],
    ['Leave for an hour', [['1 h', 3600]]],
    ['Leave for an hour and a half', [['1 h 30 min', 5400]]],
    ['Stir for a minute', [['1 min', 60]]],
    ['Roast 1 hour 15 minutes', [['1 h 15 min', 4500]]],
    ['Roast 1 hour and 15 minutes', [['1 h 15 min', 4500]]],
    ['Roast 1 hr 15 min', [['1 h 15 min', 4500]]],
    ['Roast 1h30 then rest', [['1 h 30 min', 5400]]],
    ['Roast 2h15m', [['2 h 15 min', 8100]]],
    ['Roast 1h 30 minutes', [['1 h 30 min', 5400]]],
    ['Bake 25m', []],
    ['Bake for about 20 minutes', [['20 min', 1200]]],
    ['Bake 25 min', [['25 min', 1500]]],
    ['Simmer 1 hr', [['1 h', 3600]]],
    ['Simmer one hour', [['1 h', 3600]]],
    ['Knead 8-10 minutes or until smooth', [['8–10 min', 480]]],
    ['Wait 1 minute 30 seconds', [['1 min 30 s', 90]]],
    ['Sear for 90 seconds', [['1 min 30 s', 90]]],
    ['Simmer forty-five minutes', [['45 min', 2700]]],
    ['Whisk 30 seconds', [['30 s', 30]]],
    ['Blitz for 45 sec', [['45 s', 45]]],
    ['Boil for five minutes', [['5 min', 300]]],
    ['Boil for ten to fifteen minutes', [['10–15 min', 600]]],
    ['Simmer twenty minutes', [['20 min', 1200]]],
    ['Steam 3 mins', [['3 min', 180]]],
    ['SIMMER 40 MINUTES', [['40 min', 2400]]],
    ['Boil the potatoes for 20 minutes, then bake for 25 minutes.', [['20 min', 1200], ['25 min', 1500]]],
    ['Preheat the oven to 350°F and grease a 9x13 pan.', []],
    ['Add 2 cups of flour and 3 tbsp butter.', []],
    ['Repeat step 5 with the rest.', []],
    ['Chill overnight, or for 2 days.', []],
    ['Cook for a few minutes.', []],
    ['Add a second egg.', []],
    ['Mince 2 cloves and 2 heaped spoons.', []],
  ])('%s', (text, expected) => {
    expect(timers(text)).toEqual(expected);
  });

  it('says where each duration is written', () => {
    const text = 'Simmer for 10-12 min.';
    const [timer] = findTimers(text);
    expect(text.slice(timer!.start, timer!.end)).toBe('10-12 min');
  });

  it('labels durations in hours, minutes and seconds', () => {
    expect([timerLabel(90), timerLabel(3600), timerLabel(3900), timerLabel(45)]).toEqual(['1 min 30 s', '1 h', '1 h 5 min', '45 s']);
  });
});
