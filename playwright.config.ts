import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/** Debian's Chromium (this machine has no internet to download Playwright's own). */
function chromiumLaunch(): { executablePath?: string } {
  const candidates = [process.env['CHROMIUM_PATH'], '/usr/bin/chromium'];
  const found = candidates.find((candidate): candidate is string => !!candidate && existsSync(candidate));
  return found ? { executablePath: found } : {};
}

export default defineConfig({
  testDir: 'tests/e2e',
  // The screens tour takes screenshots to look at, by hand (SCREENS=1): not a test of npm test's, not even a skipped one.
  testIgnore: process.env['SCREENS'] ? [] : ['**/screens-tour.spec.ts'],
  globalSetup: './tests/e2e/support/global-setup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  // Two workers everywhere: the machines (CI and development alike) have two cores, and each worker
  // drives a Chromium against the one shared portal process.
  workers: 2,
  // One retry in CI only: a test that passes on its retry is reported as flaky by scripts/test.mjs.
  retries: process.env['CI'] ? 1 : 0,
  timeout: 60_000,
  // Islands hydrate later on a loaded 2-core machine; assertions wait for them rather than fail.
  expect: { timeout: 15_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1400, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      ...chromiumLaunch(),
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
});
