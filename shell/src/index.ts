// Lazy entry: the shared modules are negotiated before the app's own code runs. The page's first
// data was asked for already, by the script before this one (first-data-start.ts).
// Its chunk's name: one of the page files index.html lists for first-data.js (webpack.config.js).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
