import { startFirstData } from './first-data';

// A script of its own, ahead of the shell's first chunk: the page's first data and code are on the
// wire as soon as this small file has arrived, not after the app's first chunk (first-data.ts).
startFirstData(window.location);
