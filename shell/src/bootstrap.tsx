import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { registerHearthRemotes } from './remotes/remote-registry';
import { registerServiceWorker } from './service-worker/register';

registerHearthRemotes();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
