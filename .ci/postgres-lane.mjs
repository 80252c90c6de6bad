// A vitest reporter that adds one line under the run's summary when PostgreSQL variants were skipped:
// suites tagged `postgres` run only on the cluster named by TEST_DATABASE_URL (`npm test` starts one),
// and a bare `pnpm test:unit` must say what it left out rather than pass on SQLite alone in silence.

/** @implements {import('vitest/node').Reporter} */
export default class PostgresLaneReporter {
  /** @param {ReadonlyArray<import('vitest/node').TestModule>} modules */
  onTestRunEnd(modules) {
    let skipped = 0;
    for (const module of modules) {
      for (const test of module.children.allTests()) {
        if (test.tags.includes('postgres') && test.result().state === 'skipped') skipped++;
      }
    }
    if (skipped === 0) return;
    const why = process.env.TEST_DATABASE_URL
      ? 'skipped'
      : 'skipped: TEST_DATABASE_URL is not set (`npm test` starts a throwaway cluster)';
    process.stdout.write(`\n      PostgreSQL lane: ${skipped} test${skipped === 1 ? '' : 's'} ${why}\n\n`);
  }
}
