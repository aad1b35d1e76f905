module.exports = require('../../jest.preset.node')(__dirname, { testMatch: ['<rootDir>/*.test.ts'] });
