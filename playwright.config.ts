import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * Debian's headless build of Chromium (the same engine without a browser's windows and UI): a
 * quarter less time than the full browser for the whole suite. The full one when it is missing.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const BROWSER = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

/**
 * End-to-end tests against the built server (dist/), in Debian's Chromium, its headless build
 * (Playwright cannot download browsers here). Two workers, each with its own server, restarted for
 * each test file on a copy of the database the global setup seeded (tests/e2e/fixtures.ts), so the
 * suite needs no server started by hand and a file's data never depends on the files before it.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e-artifacts',
  globalSetup: './tests/e2e/globalSetup.ts',
  // One per core: each runs its own server and browser.
  workers: 2,
  fullyParallel: false,
  // No retries: a flaky test is a bug to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    // A trace records every action (DOM snapshots, screencast): a third of the suite's CPU. Asked for
    // when a failure needs it: E2E_TRACE=1 npx playwright test <file>.
    trace: process.env.E2E_TRACE === '1' ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Pages as a visitor who asks for reduced motion sees them: no fades, smooth scrolls or autoplay
    // for the browser to paint frame after frame, and what axe reads is the final state. Tests of
    // motion itself (autoplay, pause on hover) ask for it with page.emulateMedia.
    reducedMotion: 'reduce',
    launchOptions: {
      executablePath: BROWSER,
      // Headless on a CPU-only machine with no network: no GPU process, nothing fetched or
      // updated in the background, and pages behind another window keep their timers running
      // (two browsers share two cores; a throttled tab would make waits on the page slow). No spare
      // renderer started ahead: it serves a navigation to another site, and a test stays on its own.
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--disable-extensions',
        '--disable-default-apps',
        '--no-first-run',
        '--no-default-browser-check',
        '--disable-quic',
        '--disable-background-timer-throttling',
        '--disable-backgrounding-occluded-windows',
        '--disable-renderer-backgrounding',
        '--disable-features=Translate,OptimizationHints,MediaRouter,CalculateNativeWinOcclusion,InterestFeedContentSuggestions,SpareRendererForSitePerProcess',
        '--mute-audio',
        // Pages live for seconds: V8's top tier (TurboFan) spends CPU compiling code the test is done
        // with before it pays off; Maglev is quick to compile and fast enough. One renderer per tab
        // whatever the site (the agency's `*.localhost` origin included) spares a process per
        // cross-site navigation. Together about 6 % of the suite's time on two cores.
        '--js-flags=--max-opt=2',
        '--disable-site-isolation-trials',
        ...(process.env.E2E_FLAGS ? process.env.E2E_FLAGS.split(' ') : []),
      ],
    },
  },
});
