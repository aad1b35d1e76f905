import { safeRedirectTarget } from './post-login-redirect';

describe('the post-login redirect', () => {
  it.each([
    ['/profile', '/profile'],
    ['/recipes?page=2#top', '/recipes?page=2#top'],
    ['/meal-planner/../profile', '/profile'],
  ])('keeps a path inside Hearth: %s', (value, kept) => {
    expect(safeRedirectTarget(value)).toBe(kept);
  });

  it.each(['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example', '/pro\tfile', '/\nprofile', 'profile', '', null, undefined])(
    'refuses %j for the fallback',
    (value) => {
      expect(safeRedirectTarget(value)).toBe('/');
    },
  );
});
