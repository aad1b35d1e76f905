import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { selectToken } from '@hearth/host';
import { App } from './app/App';
import { preloadPageAt } from './app/routes';
import { store } from './app/store';
import { registerHearthRemotes } from './remotes/remote-registry';
import { registerServiceWorker } from './service-worker/register';

registerHearthRemotes();
registerServiceWorker();

preloadPageAt(window.location.pathname, Boolean(selectToken(store.getState())));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
