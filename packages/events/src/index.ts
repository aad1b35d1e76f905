export * from './catalogue';
export * from './envelope';
export { memberRemovalReason } from './household-events';
