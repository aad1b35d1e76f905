import { setupServer } from 'msw/node';

/** The API as a test scripts it: each test adds the handlers it needs with `server.use`. */
export const server = setupServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());
