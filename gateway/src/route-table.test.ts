import { cacheControlFor, frontendFor, isSignInRoute, loadRouteTable, serviceFor } from './route-table';

const table = loadRouteTable();

describe('the route table', () => {
  it.each([
    ['/api/auth/login', 'auth'],
    ['/api/recipes', 'recipes'],
    ['/api/recipes/123', 'recipes'],
    ['/api/categories', 'recipes'],
    ['/api/ingredients/1', 'recipes'],
    ['/api/images/abc.jpg', 'recipes'],
    ['/api/households/join', 'household'],
    ['/api/invitations/verify/xyz', 'household'],
    ['/api/meal-plans/1/meals', 'planning'],
    ['/api/shopping-lists/generate-from-meal-plan', 'planning'],
  ])('sends %s to the %s service', (path, service) => {
    expect(serviceFor(table, path)?.name).toBe(service);
  });

  it('matches whole path segments only', () => {
    expect(serviceFor(table, '/api/recipesx')).toBeUndefined();
    expect(serviceFor(table, '/api/unknown')).toBeUndefined();
  });

  it('knows the sign-in routes, including reset links', () => {
    expect(isSignInRoute(table, '/api/auth/login')).toBe(true);
    expect(isSignInRoute(table, '/api/auth/reset-password/abc')).toBe(true);
    for (const path of ['/api/auth/LOGIN', '/api/auth/Register', '/api/auth/RESET-PASSWORD/abc', '/api/auth/login/']) expect(isSignInRoute(table, path)).toBe(true);
    expect(isSignInRoute(table, '/api/auth/me')).toBe(false);
  });

  it('serves remotes from their folders and everything else from the shell', () => {
    expect(frontendFor(table, '/mf/household/remoteEntry.js').name).toBe('mf-household');
    expect(frontendFor(table, '/household').name).toBe('shell');
    expect(frontendFor(table, '/').name).toBe('shell');
  });

  it('caches hashed assets for a year and revalidates entry files', () => {
    expect(cacheControlFor(table, 'main.3f2a9c1d.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor(table, 'index.html')).toBe('no-cache');
    expect(cacheControlFor(table, 'remoteEntry.js')).toBe('no-cache');
    expect(cacheControlFor(table, 'mf-manifest.json')).toBe('no-cache');
    expect(cacheControlFor(table, 'favicon.svg')).toBe('no-cache');
  });
});
