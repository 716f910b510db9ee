import { defineConfig, devices } from '@playwright/test';

/** Journeys run in Debian's Chromium against the built app on a fresh SQLite data folder. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4310);
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  // Two browsers at once: every journey signs up its own accounts, so files do not share state,
  // and on a 2-core CI machine the suite takes half as long (README, Testing).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // With two browsers on two cores, a new user's first screen (the app's chunks, while the service
  // worker caches the build) has taken over 10 s: the waits leave room for it.
  timeout: 90_000,
  expect: { timeout: 20_000 },
  use: {
    baseURL: `http://127.0.0.1:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://127.0.0.1:${E2E_PORT}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
