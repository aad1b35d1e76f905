// Whole-system tests, run by `npm run test:e2e` against a stack it starts (never by `npm test`).
module.exports = require('../jest.preset.node')(__dirname, {
  testMatch: ['<rootDir>/src/**/*.e2e.ts'],
  testTimeout: 90_000,
  maxWorkers: 1,
  testEnvironment: '<rootDir>/jest-environment.js',
});
