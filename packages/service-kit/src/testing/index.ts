export * from './environment';
export * from './tcp-proxy';
export * from './rabbitmq';
export * from './mail-files';
export * from './test-signing-key';
export * from './test-bus';
export * from './test-service';
export * from './contract';
