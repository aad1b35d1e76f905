// Lazy entry: the shared modules are negotiated before the app's own code runs. The page's first
// data was asked for already, by the script before this one (first-data-start.ts).
import('./bootstrap');
