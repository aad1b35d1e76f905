import { startFirstData } from './first-data';

// The page's first data is on the wire before any more code is asked for (first-data.ts).
startFirstData(window.location);
// Lazy entry: the shared modules are negotiated before the app's own code runs.
import('./bootstrap');
