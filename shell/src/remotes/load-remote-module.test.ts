import { waitFor } from '@testing-library/react';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(() => new Promise(() => undefined)), registerRemotes: jest.fn(), registerPlugins: jest.fn() }));

describe('preloadRemoteComponent', () => {
  it("starts loading the host's API module beside the remote's page, which calls its domain's API through it", async () => {
    const hostApiLoaded = jest.fn();
    jest.doMock('@hearth/host/api', () => {
      hostApiLoaded();
      return {};
    });
    const { preloadRemoteComponent } = await import('./load-remote-module');
    expect(hostApiLoaded).not.toHaveBeenCalled();
    preloadRemoteComponent('recipes', './RecipeListPage');
    await waitFor(() => expect(hostApiLoaded).toHaveBeenCalledTimes(1));
  });
});
