/**
 * `@hearth/host/ui`: the pieces of screen every front end shows the same way. A separate entry, so
 * a page loads it (and the antd components it uses) only when it shows one of them.
 */
export * from './SessionUnreachable';
export * from './ConfirmDialog';
export * from './submit-validation';
