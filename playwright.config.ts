import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { defineConfig, devices } from '@playwright/test';

/**
 * Each browser worker gets a server of its own, on E2E_PORT + its parallel index: the memory
 * store lives in the server, so tests that write content never see another worker's writes.
 * E2E_WORKERS sets both counts (Playwright's --workers cannot start more servers).
 *
 * Each server after the first runs a copy of the build: Next.js writes the pages it regenerates
 * into the build folder and reads them back, so servers sharing one would serve each other's
 * pages, rendered from another memory store.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100);
const WORKERS = Number(process.env.E2E_WORKERS ?? Math.min(4, availableParallelism() + 1));
const urlOf = (index: number) => `http://127.0.0.1:${PORT + index}`;
const distDir = (index: number) => (index === 0 ? '.next' : `.next-e2e-${index}`);
// Playwright sets TEST_PARALLEL_INDEX (0 to workers - 1) in each worker before it loads this file.
const baseURL = urlOf(Number(process.env.TEST_PARALLEL_INDEX ?? 0) % WORKERS);

/** The e2e server: the production build on the memory store, with a known admin. */
export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-password' };

/**
 * Debian's headless shell where it is installed (`apt-get install chromium-headless-shell`): the
 * same Chromium without the browser's own windowing, which Playwright itself uses for headless
 * runs, and which takes the suite about a third less time on two cores. Else the full browser.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = {
  executablePath:
    process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

export default defineConfig({
  testDir: './tests/e2e',
  // Separate output folders let two runs share a checkout.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  workers: WORKERS,
  // A file's tests run in order in one worker: some share what their beforeAll created.
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // A trace is recorded for a failed test's retry only: recording every test's costs CPU that the
  // parallel workers share.
  use: {
    baseURL,
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1440, height: 900 },
        launchOptions: chromium,
      },
    },
  ],
  webServer: Array.from({ length: WORKERS }, (_, index) => ({
    name: `server ${index}`,
    // Idle connections stay open past any pause in a test: with Node's 5 s default the server
    // can close one just as a request context reuses it, and the request fails (ECONNRESET).
    command: [
      ...(index === 0 ? [] : [`rm -rf ${distDir(index)}`, `cp -r .next ${distDir(index)}`]),
      `node node_modules/next/dist/bin/next start -H 127.0.0.1 -p ${PORT + index} --keepAliveTimeout 120000`,
    ].join(' && '),
    url: `${urlOf(index)}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    env: {
      NEXT_TELEMETRY_DISABLED: '1',
      NEXT_DIST_DIR: distDir(index),
      DATA_STORE: 'memory',
      NEXTAUTH_SECRET: 'e2e-secret-e2e-secret-e2e-secret-0123456789',
      NEXTAUTH_URL: urlOf(index),
      ADMIN_USERNAME: E2E_ADMIN.username,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      UPLOAD_DIR: `.data/e2e-uploads-${index}`,
      RATE_LIMIT_LOGIN: '1000',
      RATE_LIMIT_CONTACT: '1000',
      RATE_LIMIT_COMMENT: '1000',
      // Schedules come due within seconds, not the minute a real server waits.
      PUBLISH_CHECK_SECONDS: '5',
      CRON_SECRET: 'e2e-cron-secret',
    },
  })),
});
