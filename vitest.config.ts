import { defineConfig } from 'vitest/config';

// Two lanes: Node (contracts, domain, api, sw logic) and jsdom (web components and hooks).
export default defineConfig({
  test: {
    // Suites tagged `postgres` (`describeEachDialect` in api/test/harness.ts, and the several-process tests)
    // need the cluster of TEST_DATABASE_URL; without it they are skipped and the summary says how many.
    tags: [
      {
        name: 'postgres',
        description: 'runs on the PostgreSQL cluster named by TEST_DATABASE_URL (npm test starts one)',
        skip: !process.env.TEST_DATABASE_URL,
      },
    ],
    reporters: ['default', './.ci/postgres-lane.mjs'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'packages/*/src/**/*.test.ts',
            // The product-name evaluation list and its split are test data, kept beside the cost book.
            'packages/costbook/test/**/*.test.ts',
            'api/src/**/*.test.ts',
            'sw/src/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
        },
      },
    ],
  },
});
