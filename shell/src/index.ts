// Lazy entry: the shared modules are negotiated before the app's own code runs.
import('./bootstrap');
