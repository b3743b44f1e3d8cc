// A vitest reporter for tests/run-all.mjs: writes the names of the tests that passed only on a retry
// (flaky) as a JSON array to $VITEST_FLAKY_REPORT. vitest's JSON report does not say so.
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';

export default class FlakyReporter {
  flaky = [];

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(`${relative(process.cwd(), testCase.module.moduleId)} > ${testCase.fullName}`);
  }

  onTestRunEnd() {
    if (process.env.VITEST_FLAKY_REPORT) writeFileSync(process.env.VITEST_FLAKY_REPORT, JSON.stringify(this.flaky, null, 2));
  }
}
