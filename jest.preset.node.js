// Jest settings shared by every Node workspace (packages and services). Tests run against the
// TypeScript sources of workspace packages, so no build is needed before `npm test`.
const path = require('node:path');

const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2023' }, module: { type: 'commonjs' } }];

module.exports = function nodeProject(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'node',
    testMatch: ['<rootDir>/src/**/*.test.ts'],
    transform: { '^.+\\.(ts|js|mjs)$': swc },
    // jose ships only ES modules; transform it like our own code.
    transformIgnorePatterns: ['/node_modules/(?!jose/)'],
    moduleNameMapper: {
      '^@hearth/service-kit/testing$': path.join(__dirname, 'packages/service-kit/src/testing'),
      '^@hearth/(events|service-kit|load-scenarios)$': path.join(__dirname, 'packages/$1/src'),
      '^@hearth/(gateway|single-process)$': path.join(__dirname, '$1/src'),
      '^@hearth/contracts/(.*)$': path.join(__dirname, 'packages/contracts/src/$1'),
      // The single-process app imports every service.
      '^@hearth/(svc-[a-z]+)$': path.join(__dirname, '$1/src'),
    },
    ...overrides,
  };
};
