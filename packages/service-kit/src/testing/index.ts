export * from './environment';
export * from './tcp-proxy';
export * from './rabbitmq';
export * from './mail-files';
