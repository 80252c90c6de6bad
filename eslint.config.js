// One lint for every package: TypeScript rules, React hooks in the web app, file naming, and the
// import boundaries that keep runtimes apart. Formatting is Prettier's (`pnpm format`), not ESLint's.
import js from '@eslint/js';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';

/** Import rules of the web app; `siblingsByIndex` adds the rule for folders of features or screens. */
function webImportRules({ siblingsByIndex }) {
  const patterns = [
    { group: ['**/node_modules/**'], message: 'Import the package by its name.' },
    {
      regex: '^(\\.\\./)+features/[a-z-]+/(?!index\\.ts$)[^/]+$',
      message: 'Reach a feature through its index.ts, or its lazy parts through web/src/lazy.ts.',
    },
  ];
  if (siblingsByIndex)
    patterns.push({
      regex: '^\\.\\./[a-z-]+/(?!index\\.ts$)[^/]+$',
      message: 'A sibling feature or screen is reached through its index.ts.',
    });
  return {
    paths: [
      {
        name: '@costlens/offline',
        allowTypeImports: true,
        message: 'The device store loads lazily: use loadOffline() from web/src/lazy.ts.',
      },
      ...['@costlens/contracts', '@costlens/contracts/endpoint-schemas'].map((name) => ({
        name,
        allowTypeImports: true,
        message:
          "Importing this builds every zod schema (tens of ms on a phone): answers are checked in the answer-check worker; use the contracts' zod-free modules (endpoints, limits, analysis-views) or loadMessageSchemas().",
      })),
    ],
    patterns,
  };
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/fixtures/**',
      '**/test-fixtures/**',
      'web/public/**',
      '.bench/**',
      'data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  prettier,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'check-file': checkFile, 'import-x': importX },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'separate-type-imports' },
      ],
      // `import type` on its own line: a reader sees at once what a module needs at run time.
      'import-x/consistent-type-specifier-style': ['error', 'prefer-top-level'],
      // A package reaches another only through its name (workspace:*), never by a relative path into
      // its folder or through node_modules, so each package's dependencies are declared.
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/node_modules/**'], message: 'Import the package by its name.' }] },
      ],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Modules are kebab-case, React components PascalCase; numbered migrations keep their order prefix.
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,js,mjs}': 'KEBAB_CASE', '**/*.tsx': 'PASCAL_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{api,web,sw,packages,bench}/**/': 'KEBAB_CASE' }],
    },
  },
  {
    // Entry points and test support are not components.
    files: ['web/src/main.tsx', 'web/src/test-support/**', 'api/src/db/migrations/**'],
    rules: { 'check-file/filename-naming-convention': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // The web app's layers: screens compose features, features reach each other only through their
    // index.ts, and the device store (IndexedDB code) loads only through the lazy entries.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}', 'web/src/test-support/**'],
    rules: {
      'no-restricted-imports': ['error', webImportRules({ siblingsByIndex: false })],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression',
          message: 'Code-split boundaries live in web/src/lazy.ts (routes in app/routes.ts).',
        },
      ],
    },
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}', 'web/src/screens/**/*.{ts,tsx}'],
    ignores: ['web/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', webImportRules({ siblingsByIndex: true })] },
  },
  {
    // Modules only ever loaded through web/src/lazy.ts (or in a worker) may use the device store and the
    // schemas directly.
    files: [
      'web/src/offline/replayer.ts',
      'web/src/offline/events.ts',
      'web/src/features/identify/identify-drafts.ts',
      'web/src/lib/check-answer.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/node_modules/**'], message: 'Import the package by its name.' }] },
      ],
    },
  },
  {
    files: ['web/src/lazy.ts', 'web/src/app/routes.ts'],
    rules: { 'no-restricted-syntax': 'off', 'no-restricted-imports': 'off' },
  },
  {
    // The page's entry loads the app after the first paint, and must not pull in React to do it.
    files: ['web/src/boot.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A test that looks at TEST_DATABASE_URL itself can leave its PostgreSQL variant out without a word.
    // Tag it instead (`describeEachDialect` in api/test/harness.ts, or `{ tags: ['postgres'] }`): without a
    // cluster it is then skipped and counted in the run's summary.
    files: ['api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='TEST_DATABASE_URL']",
          message: "Tag PostgreSQL suites 'postgres' (describeEachDialect) instead of reading TEST_DATABASE_URL.",
        },
      ],
    },
  },
);
