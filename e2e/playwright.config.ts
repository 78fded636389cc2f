import { existsSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { mailSinkPort } from './support/mail-port';

/**
 * Debian's Chromium; this suite never downloads a browser. Its headless shell (Debian's
 * `chromium-headless-shell`, the same engine without the browser's window, which is also what
 * Playwright runs headless by default) when installed: a page opened cold takes 0.76
 * CPU-seconds in it against 2.0 in the full browser (decision 021). Otherwise the full browser.
 */
const CHROMIUM = ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) =>
  existsSync(path),
);
if (!CHROMIUM) {
  throw new Error(
    'No se encontró Chromium en /usr/bin: instálalo con "apt-get install chromium". ' +
      '(Chromium is missing from /usr/bin: install it with "apt-get install chromium".)',
  );
}

// Helpers running end-to-end suites side by side each take their own port.
const PORT = Number(process.env.E2E_PORT ?? 4310);
const BASE_URL = `http://127.0.0.1:${PORT}`;

// Workers load this file again; they inherit the runner's environment, so one folder is made.
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'academia-e2e-'));

// E2E_DATABASE_URL (a PostgreSQL server) puts the app on a database of its own there, made
// anew for each run and named after the port; CI uses it because the server's queries then run
// beside Node instead of in its one thread (docs/decisions/021-ci-time.md). Without it the app
// keeps the embedded database, as `npm start` does.
const databaseUrl = (() => {
  if (!process.env.E2E_DATABASE_URL) return undefined;
  const url = new URL(process.env.E2E_DATABASE_URL);
  url.pathname = `/academia_e2e_${PORT}`;
  return url.toString();
})();

export default defineConfig({
  testDir: './specs',
  fullyParallel: false,
  // Four files at a time on two cores ended sooner than two (decision 021).
  workers: 4,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [
        ['list'],
        [
          'json',
          { outputFile: fileURLToPath(new URL('../.ci/out/playwright.json', import.meta.url)) },
        ],
      ]
    : 'list',
  // A real SMTP server that keeps the server's mails, so tests can follow mailed links.
  globalSetup: './support/mail-sink.ts',
  globalTeardown: './support/remove-data-dir.ts',
  // Whole journeys (a certificate refused then issued; an article written, edited and
  // deactivated) take up to 70 s with four workers on 2 cores beside other work: 90 s keeps them
  // from failing on the clock alone.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    locale: 'es-MX',
    // As a person who asked their system for less motion: Mantine then skips its transitions
    // (theme.ts), so a modal is ready to click when it appears and no frame is drawn for it.
    reducedMotion: 'reduce',
    // A trace records every frame and every step's page: Chromium's CPU doubled with it (decision
    // 021). CI retries a failed test once, and that retry records its trace.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          // Through a script that takes away Chromium's power to raise its own priority.
          executablePath: fileURLToPath(new URL('./support/chromium.sh', import.meta.url)),
          env: { ...process.env, ACADEMIA_CHROMIUM: CHROMIUM },
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
  webServer: {
    // The built app (npm run build), as it runs in production, on a new database.
    command: databaseUrl
      ? 'node support/fresh-database.mjs && node ../apps/server/dist/main.js'
      : 'node ../apps/server/dist/main.js',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ACADEMY_NAME: 'Conecta Academia',
      CONTACT_PHONE: '+52 55 1234 5678',
      PUBLIC_URL: BASE_URL,
      SMTP_URL: `smtp://127.0.0.1:${mailSinkPort(PORT)}`,
    },
  },
});
