import { allowedOrigins } from './cors';

describe('API_CORS_ORIGINS', () => {
  it('allows no origin by default', () => {
    expect(allowedOrigins('')).toEqual([]);
  });

  it('reads exact origins, comma-separated', () => {
    expect(allowedOrigins(' https://dash.example , http://pi.local:3000')).toEqual(['https://dash.example', 'http://pi.local:3000']);
  });

  it.each(['*', 'dash.example', 'https://dash.example/', 'https://dash.example/path', 'ftp://dash.example', 'https://dash.example"; evil'])(
    'refuses %j, which is not an origin',
    (value) => {
      expect(() => allowedOrigins(value)).toThrow(/API_CORS_ORIGINS/);
    },
  );
});
