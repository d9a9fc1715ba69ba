import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3390);

/**
 * Debian's headless shell of Chromium (`chromium-headless-shell`, the same engine without the
 * desktop browser around it) when installed: the journeys took 16 % less time in it than in the
 * full browser on two cores (docs/decisions.md, "The journeys in Chromium's headless shell").
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * Journeys run in Debian's Chromium (never a downloaded browser) against the built app on a fresh
 * embedded database seeded with the demo accounts.
 */
export default defineConfig({
  testDir: './e2e',
  fullyParallel: true,
  workers: 2,
  // A journey that fails is run once more, recording its trace; one that passes only then is
  // reported as flaky by name in the summary. Recording a trace on every run (screencast frames
  // and snapshots of every page) doubled the suite's time on two cores.
  retries: 1,
  // Two workers share two cores with the server and, in the two-context journeys, four pages: a
  // screen's first load can take well over the usual few seconds. On a busy machine a whole journey
  // of a few screens passes 30 s, and a page's script took 11 s to ask for its data while every
  // answer came within half a second; the limits leave room for that.
  timeout: 60_000,
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'test-results/e2e.json' }]],
  outputDir: 'test-results/e2e-artifacts',
  use: {
    baseURL,
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
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
  projects: [
    { name: 'chromium', testIgnore: /\.exclusive\.spec\.ts$/, use: { ...devices['Desktop Chrome'], channel: undefined } },
    // Journeys that change a shared demo account for everyone (block it, hide its sections) run
    // once every other journey has finished.
    { name: 'account-changes', testMatch: /\.exclusive\.spec\.ts$/, dependencies: ['chromium'], use: { ...devices['Desktop Chrome'], channel: undefined } },
  ],
  webServer: {
    command: 'rm -rf test-results/e2e-data && node apps/server/dist/main.js',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'test-results/e2e-data',
      // The site by name: passkeys are bound to PUBLIC_URL's host, and WebAuthn refuses an IP address
      // there. `localhost` reaches the same server (its links are read by path, never by host).
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_IP: '10000',
      LOGIN_RATE_LIMIT_ACCOUNT: '10000',
      LOGIN_RATE_LIMIT_ACCOUNT_TOTAL: '10000',
      CODE_RATE_LIMIT_IP: '10000',
      CODE_RATE_LIMIT_ADDRESS: '10000',
      DATABASE_URL: '',
      SHUTDOWN_GRACE_SECONDS: '0',
      // The journeys sign the demo manager in many times a minute, and an authenticator code works
      // once per 30 s: here no role must have a second factor, so the demo manager gets no key.
      MFA_REQUIRED_ROLES: '',
    },
  },
});
