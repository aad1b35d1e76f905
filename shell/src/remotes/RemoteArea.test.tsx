import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router-dom';
import type { PageAddress } from '@hearth/host';
import { preloadPageAt } from '../app/routes';
import { ada, renderApp } from '../test/render-app';
import { preloadRemoteComponent } from './load-remote-module';
import '../test/server';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));
const mockedLoadRemote = jest.mocked(loadRemote);

function FakeJoinPage() {
  const { invitationToken } = useParams();
  return <p>Invitation {invitationToken}</p>;
}

beforeEach(() => {
  mockedLoadRemote.mockReset();
  jest.mocked(registerRemotes).mockClear();
});

/** React and the boundary log a failed remote; expected in these tests, so kept off the output. */
function expectFailureLogs() {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => jest.restoreAllMocks());

describe('a page owned by a remote', () => {
  it("renders the remote's exposed component inside the shell, with the route's params", async () => {
    mockedLoadRemote.mockResolvedValue({ default: FakeJoinPage });
    renderApp('/join-household/abc123');
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('household/JoinHouseholdPage');
  });

  it('puts the federation runtime on the global object before a remote entry loads (remotes are built without their own copy)', async () => {
    let runtimeSeen: unknown;
    mockedLoadRemote.mockImplementation(async () => {
      runtimeSeen = (globalThis as { _FEDERATION_RUNTIME_CORE?: unknown })._FEDERATION_RUNTIME_CORE;
      return { default: FakeJoinPage };
    });
    renderApp('/join-household/abc123');
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
    expect(runtimeSeen).toEqual(expect.objectContaining({ ModuleFederation: expect.any(Function), loadScript: expect.any(Function) }));
  });

  it('shows a friendly error with a retry when the remote is down, and the rest of the page keeps working', async () => {
    expectFailureLogs();
    mockedLoadRemote.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const { user } = renderApp('/join-household/abc123');
    expect(await screen.findByText('This part of Hearth is not available right now')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    expect(registerRemotes).toHaveBeenCalledWith([{ name: 'household', entry: '/mf/household/mf-manifest.json' }], { force: true });
    expect(within(screen.getByRole('banner')).getByRole('button', { name: 'Login' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(await screen.findByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
  });

  it('loads the remote again when the user retries after it came back', async () => {
    expectFailureLogs();
    mockedLoadRemote.mockRejectedValue(new Error('connect ECONNREFUSED'));
    const { user } = renderApp('/join-household/abc123');
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('This part of Hearth is not available right now')).toBeInTheDocument();
    mockedLoadRemote.mockResolvedValue({ default: FakeJoinPage });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
  });

  it("starts the page's first data as its module arrives (its prefetch), with the route's params and query string, before the page renders", async () => {
    const order: string[] = [];
    const prefetch = jest.fn(() => void order.push('prefetch'));
    function PageThatRecords() {
      order.push('render');
      return <FakeJoinPage />;
    }
    mockedLoadRemote.mockResolvedValue({ default: PageThatRecords, prefetch });
    renderApp('/join-household/abc123?from=email');
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
    expect(prefetch).toHaveBeenCalledTimes(1);
    const [{ params, searchParams }] = prefetch.mock.calls[0] as unknown as [PageAddress];
    expect(params).toEqual({ invitationToken: 'abc123' });
    expect(searchParams.get('from')).toBe('email');
    expect(order[0]).toBe('prefetch');
  });

  it('shows the page when its prefetch fails: the page asks for its data itself', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockedLoadRemote.mockResolvedValue({
      default: FakeJoinPage,
      prefetch: () => {
        throw new Error('no store');
      },
    });
    renderApp('/join-household/abc123');
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
  });

  it('guards sign-in-needed remote pages like any other', async () => {
    const { router } = renderApp('/meal-planner');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('shows a signed-in user the remote page', async () => {
    mockedLoadRemote.mockResolvedValue({ default: () => <p>Week plan</p> });
    renderApp('/meal-planner', { signedInAs: ada });
    expect(await screen.findByText('Week plan')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledWith('planning/MealPlannerPage');
  });
});

describe('a page a remote renders, opened directly', () => {
  it("starts loading from the address alone: the remote's module of the route's page", async () => {
    mockedLoadRemote.mockReturnValue(new Promise(() => undefined));
    preloadPageAt('/dashboard', true);
    preloadPageAt('/', true);
    // A guest is sent to sign in from the list: its remote is not loaded for nothing.
    preloadPageAt('/shopping-lists/abc', false);
    preloadPageAt('/shopping-lists/abc', true);
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledWith('planning/ShoppingListPage'));
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it("starts its first data with the address's params and query string as its module arrives, before any area renders", async () => {
    const prefetch = jest.fn();
    mockedLoadRemote.mockResolvedValue({ default: FakeJoinPage, prefetch });
    preloadPageAt('/recipes/r1?from=menu', true);
    await waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    const [{ params, searchParams }] = prefetch.mock.calls[0] as [PageAddress];
    expect(params).toEqual({ id: 'r1' });
    expect(searchParams.get('from')).toBe('menu');
  });

  it('starts loading before its area renders, and the area takes that load rather than asking again', async () => {
    let finish: (module: { default: typeof FakeJoinPage }) => void = () => undefined;
    mockedLoadRemote.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    preloadRemoteComponent('household', './JoinHouseholdPage');
    await waitFor(() => expect(mockedLoadRemote).toHaveBeenCalledTimes(1));
    renderApp('/join-household/abc123');
    finish({ default: FakeJoinPage });
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(1);
  });

  it('that failed early shows the friendly error, and a retry loads it afresh', async () => {
    expectFailureLogs();
    mockedLoadRemote.mockRejectedValue(new Error('connect ECONNREFUSED'));
    preloadRemoteComponent('household', './JoinHouseholdPage');
    const { user } = renderApp('/join-household/abc123');
    expect(await screen.findByText('This part of Hearth is not available right now')).toBeInTheDocument();
    expect(mockedLoadRemote).toHaveBeenCalledTimes(2);
    mockedLoadRemote.mockResolvedValue({ default: FakeJoinPage });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Invitation abc123')).toBeInTheDocument();
  });
});
