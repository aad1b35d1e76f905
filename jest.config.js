// `npm test` runs every workspace's tests: units, services against the real PostgreSQL and
// RabbitMQ of this machine (DATABASE_URL, AMQP_URL), and front-end components.
module.exports = {
  // A project's own testTimeout is ignored; it has to be set here.
  testTimeout: 20_000,
  projects: [
    '<rootDir>/packages/*/jest.config.js',
    '<rootDir>/svc-*/jest.config.js',
    '<rootDir>/gateway/jest.config.js',
    '<rootDir>/shell/jest.config.js',
    '<rootDir>/mf-*/jest.config.js',
    '<rootDir>/deploy/jest.config.js',
  ],
};
