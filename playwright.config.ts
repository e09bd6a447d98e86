import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built server (dist/), in Debian's Chromium (Playwright cannot
 * download browsers here). Each worker starts its own server with a fresh data directory
 * (tests/e2e/fixtures.ts), so the suite needs no server started by hand.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  workers: 1,
  fullyParallel: false,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless=new',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
});
