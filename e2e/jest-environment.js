// The e2e tests' environment: Node's, plus the flight recorder's report (src/flight-recorder.ts)
// printed when a test or hook fails, while the failed test's pages are still open.
const { TestEnvironment } = require('jest-environment-node');

class E2eEnvironment extends TestEnvironment {
  async handleTestEvent(event) {
    if (event.name !== 'test_fn_failure' && event.name !== 'hook_failure') return;
    const report = this.global.hearthFlightRecorder;
    if (typeof report !== 'function') return;
    const pages = await report();
    if (pages) process.stderr.write(`\nThe browser when "${event.test?.name ?? event.hook?.type}" failed:\n${pages}\n\n`);
  }
}

module.exports = E2eEnvironment;
