import { BrowserRouter, useRoutes } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { routes } from './routes';
import { store } from './store';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The route table under a BrowserRouter rather than a data router (createBrowserRouter): Hearth
 * uses no loaders, actions or fetchers, and the data router is 17 KB more of every page's code.
 */
export function App() {
  return (
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
