export * from './route-table';
export * from './nginx/render';
export * from './nginx/environments';
export { startEmbedded, type EmbeddedOptions, type RunningEmbedded } from './embedded/embedded-app';
