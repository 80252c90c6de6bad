import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.ts';
import { BASE_URL, E2E_PORT, KEYED_URL, VENDOR_URL } from './e2e/urls.ts';

// A second app server has vendor keys set and points at a local server that speaks the vendors' wire
// formats (web/e2e/support/fake-vendors.ts); specs that need vendor answers use KEYED_URL.
const PORT = E2E_PORT;
const KEYED_PORT = PORT + 1;
const VENDOR_PORT = PORT + 2;
// A fresh database for every run: tests see only what they create.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'costlens-e2e-'));
const KEYED_DATA_DIR = mkdtempSync(join(tmpdir(), 'costlens-e2e-keyed-'));
const EXTRA_ENV = process.env.E2E_SERVER_ENV ? (JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string>) : {};

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1, // 2 cores: one browser at a time keeps runs steady
  retries: 0,
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]]
    : 'list',
  use: {
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: [
    {
      // The app on its embedded defaults: no keys, no outside services.
      command: 'node --import tsx ../api/src/server.ts',
      url: `${BASE_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR, LOG_LEVEL: 'warn', ...EXTRA_ENV },
    },
    {
      command: `node --import tsx e2e/support/fake-vendors.ts ${VENDOR_PORT}`,
      url: `${VENDOR_URL}/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node --import tsx ../api/src/server.ts',
      url: `${KEYED_URL}/api/health`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(KEYED_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: KEYED_DATA_DIR,
        LOG_LEVEL: 'warn',
        SERPAPI_KEY: 'e2e-test-key',
        SERPAPI_BASE_URL: VENDOR_URL,
        FETCH_ALLOW_PRIVATE: `127.0.0.1:${VENDOR_PORT}`,
        ...EXTRA_ENV,
      },
    },
  ],
});
