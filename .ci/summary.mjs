// Sums the JSON reports of every runner into the closing line "N passed, N failed, N skipped", naming the
// PostgreSQL variants among the skipped when there was no cluster to run them on.
// Exits 1 when a test failed, when a runner left no report (a runner that crashed counts as failed), or
// when PostgreSQL variants were skipped although a cluster was there to run them (TEST_DATABASE_URL set):
// the PostgreSQL lane must run whole wherever it can, never pass on SQLite in silence.
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
let passed = 0,
  failed = 0,
  skipped = 0,
  postgresSkipped = 0,
  missing = [];

const vitest = join(dir, 'vitest.json');
if (existsSync(vitest)) {
  const r = JSON.parse(readFileSync(vitest, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // Suites tagged `postgres` are skipped when no cluster was started (TEST_DATABASE_URL): say how many.
  postgresSkipped = (r.testResults ?? [])
    .flatMap((f) => f.assertionResults ?? [])
    .filter((a) => (a.tags ?? []).includes('postgres') && (a.status === 'skipped' || a.status === 'pending')).length;
  // A file that failed without a failed test (it failed to load, or a hook failed and its tests were
  // skipped) is a failure too.
  failed += (r.testResults ?? []).filter(
    (f) => f.status === 'failed' && !(f.assertionResults ?? []).some((a) => a.status === 'failed'),
  ).length;
} else missing.push('vitest');

const pw = join(dir, 'playwright.json');
if (existsSync(pw)) {
  const s = JSON.parse(readFileSync(pw, 'utf8')).stats ?? {};
  passed += (s.expected ?? 0) + (s.flaky ?? 0);
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
} else missing.push('playwright');

const stepsFailed = Number(process.argv[3] ?? 0);
if (stepsFailed) console.log(`${stepsFailed} build step(s) failed (typecheck or build), counted as failures`);
failed += stepsFailed;
if (missing.length) console.log(`no report from: ${missing.join(', ')}`);
const clusterThere = Boolean(process.env.TEST_DATABASE_URL);
if (postgresSkipped && clusterThere) {
  console.log(
    `${postgresSkipped} PostgreSQL variant(s) skipped although TEST_DATABASE_URL names a cluster: counted as failed`,
  );
  failed += postgresSkipped;
}
const lane =
  postgresSkipped && !clusterThere
    ? ` (${postgresSkipped} of them PostgreSQL variants: TEST_DATABASE_URL is not set)`
    : '';
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped${lane}`);
process.exit(failed > 0 || missing.length ? 1 : 0);
