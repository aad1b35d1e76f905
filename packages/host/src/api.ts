/**
 * `@hearth/host/api`: what a domain's RTK Query api slice is built from. Separate from the core
 * entry so a page that calls no API (a guest's home page) does not load RTK Query.
 */
export * from './base-query';
export * from './create-domain-api';
export * from './current-household-endpoints';
export * from './session-api';
