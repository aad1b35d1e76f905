// Jest settings shared by every front end: jsdom with Node's fetch (jest-fixed-jsdom) for msw,
// TypeScript/TSX through swc, antd's ES modules swapped for its CommonJS build.
const path = require('node:path');

const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
];

module.exports = function webProject(dir, overrides = {}) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    testEnvironment: 'jest-fixed-jsdom',
    testEnvironmentOptions: { url: 'http://localhost/' },
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(ts|tsx|js|mjs)$': swc },
    // Dependencies that ship only ES modules (msw's, and some of antd's) are transformed too.
    transformIgnorePatterns: [
      '/node_modules/(?!(msw|@mswjs|@open-draft|rettime|until-async|set-cookie-parser|headers-polyfill|outvariant|strict-event-emitter|is-node-process|@ant-design/colors|@ant-design/fast-color)/)',
    ],
    moduleNameMapper: {
      '^antd/es/(.*)$': 'antd/lib/$1',
      '^@ant-design/icons-svg/es/(.*)$': '@ant-design/icons-svg/lib/$1',
      '^@hearth/host$': path.join(__dirname, 'packages/host/src'),
      '^@hearth/host/api$': path.join(__dirname, 'packages/host/src/api.ts'),
      '^@hearth/contracts/(.*)$': path.join(__dirname, 'packages/contracts/src/$1'),
      '\\.(css|svg|png|jpe?g|gif|webp)$': path.join(__dirname, 'packages/frontend-build/test/file-stub.js'),
    },
    setupFilesAfterEnv: [path.join(__dirname, 'packages/frontend-build/test/setup-tests.ts')],
    ...overrides,
  };
};
