import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { followColorScheme, selectToken } from '@hearth/host';
import { App } from './app/App';
import { preloadPageAt } from './app/routes';
import { holdFirstView } from './first-view-handoff';
import { store } from './app/store';
import { loadSession } from './auth/load-session';
import { registerHearthRemotes } from './remotes/remote-registry';
import { registerServiceWorker } from './service-worker/register';

// index.html's first script set the colour scheme before the first paint; from here on it follows
// the profile's switch, the device's setting and printing.
followColorScheme();
registerHearthRemotes();
registerServiceWorker();

preloadPageAt(window.location.pathname + window.location.search, Boolean(selectToken(store.getState())));
void loadSession(store);

// The page's first view, if its first script drew one: the first render empties #root, and the
// page spinner shows it again until the page renders (first-view-handoff.ts).
holdFirstView();

// A transition, as every navigation is (BrowserRouter): React renders the first frame in slices
// the browser can interrupt rather than in one long task.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
