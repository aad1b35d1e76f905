/**
 * `@hearth/host/ui`: the light pieces of screen every page but the home page shows (antd's Button
 * and theme, nothing heavier). antd's Typography and Card are not used: Typography brings Tooltip,
 * Input and Form's context for features Hearth does not use, and Card brings Tabs, Dropdown and
 * Menu, together about 50 KB gzipped per page. The heavier shared pieces have entries of their own
 * (`@hearth/host/form-feedback`) or load when shown (ConfirmDialog): a shared module is never
 * tree-shaken, so a page loads all an entry imports.
 */
export * from './NavButton';
export * from './typography';
export * from './Panel';
export * from './Chip';
export * from './Avatar';
export * from './Tabs';
export * from './StatusNotice';
export * from './Notice';
export * from './SessionUnreachable';
export * from './WhenOpened';
export * from './ConfirmDialog';
export * from './layout';
export * from './page-status';
