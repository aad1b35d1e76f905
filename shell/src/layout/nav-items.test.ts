import { matchRoutes } from 'react-router-dom';
import { routes } from '../app/routes';
import { everyoneItems, guestItems, userItems } from './nav-items';

describe('the drawer', () => {
  it.each([...everyoneItems, ...guestItems, ...userItems].map((item) => [item.label, item.to]))(
    'links "%s" to %s, a page the shell routes (not the 404 page)',
    (_label, to) => {
      const matched = matchRoutes(routes, to)?.at(-1)?.route.path;
      expect(matched).toBeDefined();
      expect(matched).not.toBe('*');
    },
  );
});
