const path = require('node:path');
const webProject = require('../jest.preset.web');

const project = webProject(__dirname);
module.exports = { ...project, setupFilesAfterEnv: [...project.setupFilesAfterEnv, path.join(__dirname, 'src/test/setup.ts')] };
