module.exports = require('../jest.preset.web')(__dirname);
