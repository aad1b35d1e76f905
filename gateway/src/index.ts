export * from './route-table';
export * from './cors';
export * from './nginx/render';
export * from './nginx/environments';
