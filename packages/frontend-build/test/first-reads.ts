import { waitFor } from '@testing-library/react';
import { createHostStore, signedIn, type CurrentUser, type PagePrefetch } from '@hearth/host';
import { canonicalUrl, type EarlyAddress } from '@hearth/host/early-answers';
import { server } from './msw-server';

/**
 * The URLs (canonical, sorted) a page's own `prefetch` asks for at `address`, signed in as
 * `user`, once `count` have gone: what its pages.json "firstData" must give for the shell's early
 * answers to be taken (each remote's src/pages/first-data.test.ts compares the two).
 */
export async function urlsAskedBy(prefetch: PagePrefetch, address: EarlyAddress, user: CurrentUser, count: number): Promise<string[]> {
  const asked: string[] = [];
  const listen = ({ request }: { request: Request }) => void asked.push(canonicalUrl(request.url));
  server.events.on('request:start', listen);
  try {
    createHostStore().dispatch(signedIn({ token: 'test-token', user }));
    prefetch(address);
    await waitFor(() => expect(asked).toHaveLength(count));
    return asked.sort();
  } finally {
    server.events.removeListener('request:start', listen);
  }
}
