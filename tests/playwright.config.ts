import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3199);
const dataDir = process.env.E2E_DATA_DIR ?? `/tmp/wm-e2e-${process.pid}`;

/**
 * Specs that only read: the menu walks. `E2E_STREAM=walks` runs only these and `E2E_STREAM=main` all
 * the others, so that `pnpm test` can run the two streams at once, each on its own server and data
 * folder; without E2E_STREAM every spec runs.
 */
const WALKS = ['**/navigation.spec.ts'];
const stream = process.env.E2E_STREAM;

/**
 * End-to-end tests: the built console and server (embedded PGlite with the demo company in a fresh
 * data folder) driven in Debian's headless Chromium. `pnpm test` builds before running these.
 */
export default defineConfig({
  testDir: './e2e',
  ...(stream === 'walks' ? { testMatch: WALKS } : stream === 'main' ? { testIgnore: WALKS } : {}),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list'], ['json']],
  outputDir: '../test-results/e2e-artifacts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'en-US',
    timezoneId: 'America/Denver',
    viewport: { width: 1400, height: 900 },
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: `rm -rf ${dataDir} && node ../apps/server/dist/main.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Load shedding off: a busy CI machine must not turn a slow answer into a 503 (it has its own
    // server test, test/load-shedding.test.ts).
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      WM_TEST_ROUTES: '1',
      LOAD_SHEDDING: '0',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
