// Prints how many API contract cases ran on each store. Contract test names start with the
// store in brackets: "[memory] POST /admin/projects/add ...".
class StoreReporter {
  onRunComplete(_contexts, results) {
    const counts = { memory: { passed: 0, failed: 0 }, mongodb: { passed: 0, failed: 0 } };
    for (const file of results.testResults) {
      for (const test of file.testResults) {
        const match = /^\[(memory|mongodb)\]/.exec(test.fullName);
        if (!match || test.status === 'pending') continue;
        counts[match[1]][test.status === 'passed' ? 'passed' : 'failed'] += 1;
      }
    }
    const line = (kind) => {
      const { passed, failed } = counts[kind];
      return passed + failed === 0
        ? `  ${kind}: not run (no ${kind === 'mongodb' ? 'mongod available' : 'cases'})`
        : `  ${kind}: ${passed + failed} contract cases (${passed} passed, ${failed} failed)`;
    };
    console.log(`\nAPI contract suite by store:\n${line('memory')}\n${line('mongodb')}\n`);
  }
}
module.exports = StoreReporter;
