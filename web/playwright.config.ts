import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './e2e/browser.ts';

const PORT = Number(process.env.E2E_PORT ?? 8181);
export const BASE_URL = `http://127.0.0.1:${PORT}`;
// A fresh database for every run: tests see only what they create.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'costlens-e2e-'));

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1, // 2 cores: one browser at a time keeps runs steady
  retries: 0,
  reporter: process.env.CI ? [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/playwright.json' }]] : 'list',
  use: {
    baseURL: BASE_URL,
    serviceWorkers: 'allow',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'off',
  },
  webServer: {
    command: 'node --import tsx ../api/src/server.ts',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_SERVER_ENV ? JSON.parse(process.env.E2E_SERVER_ENV) as Record<string, string> : {}),
    },
  },
});
