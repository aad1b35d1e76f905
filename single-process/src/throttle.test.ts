import { Throttle } from './throttle';

describe('the throttle', () => {
  it('lets a burst through, then refuses until the bucket drains', () => {
    const throttle = new Throttle('10r/s', 2);
    const start = 1_000_000;
    expect([1, 2, 3, 4].map(() => throttle.allow('10.0.0.1', start))).toEqual([true, true, true, false]);
    expect(throttle.allow('10.0.0.2', start)).toBe(true);
    expect(throttle.allow('10.0.0.1', start + 100)).toBe(true);
  });
});
