// `npm test` runs every workspace's tests: units, services against the real PostgreSQL and
// RabbitMQ of this machine (DATABASE_URL, AMQP_URL), and front-end components.
module.exports = {
  // A project's own testTimeout is ignored; it has to be set here.
  testTimeout: 20_000,
  // A worker that has grown past this after a test file is replaced: jsdom and transformed modules
  // pile up over the hundreds of files one worker runs, and a worker out of heap kills the run.
  workerIdleMemoryLimit: '1GB',
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/svc-*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/single-process/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mf-*/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
  ],
};
