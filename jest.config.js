// `npm test` runs every workspace's tests: units, services against the real PostgreSQL and
// RabbitMQ of this machine (DATABASE_URL, AMQP_URL), and front-end components.
module.exports = {
  projects: ['<rootDir>/packages/*/jest.config.js', '<rootDir>/svc-*/jest.config.js', '<rootDir>/gateway/jest.config.js'],
};
