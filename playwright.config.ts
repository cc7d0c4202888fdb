import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { staffEnv } from './e2e/support/staff';

/** A free port, chosen once in the main process; workers inherit it through the environment. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

process.env.E2E_DEMO_PORT ??= String(await freePort());
process.env.E2E_EMPTY_PORT ??= String(await freePort());
process.env.E2E_BACKOFFICE_PORT ??= String(await freePort());
process.env.E2E_DATA_ROOT ??= mkdtempSync(join(tmpdir(), 'foundation-e2e-'));
process.env.E2E_STRIPE_PORT ??= String(await freePort());

/** The demo server takes cards through a local fake of Stripe's API (e2e/support/stripe-server.mjs). */
const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_WEBHOOK_SECRET: 'whsec_e2e',
  STRIPE_API_BASE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
};

/**
 * Every story signs staff in from one address, and most as the one admin: a dozen stories (more
 * when Playwright retries one) would meet the sign-in limits of 10 per e-mail and 30 per address
 * in 15 minutes, which the API's own tests check. The browser tests' servers allow more.
 */
const signInLimits = { AUTH_RATE_LIMIT_PER_EMAIL: '200', AUTH_RATE_LIMIT_PER_IP: '600' };

const server = (name: string, port: string, env: Record<string, string>) => ({
  command: 'node apps/api/dist/server.js',
  url: `http://127.0.0.1:${port}/api/settings`,
  reuseExistingServer: false,
  // The demo server seeds its pictures at first start: a minute on an idle machine, several on a busy one.
  timeout: 300_000,
  stdout: 'ignore' as const,
  env: {
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: join(process.env.E2E_DATA_ROOT!, name),
    LOG_LEVEL: 'warn',
    MAP_TILE_URL: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`,
    ...env,
  },
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  // Generous: axe over a 258-tile page takes seconds on an idle machine and much longer on a busy one.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    {
      name: 'demo',
      testIgnore: [/\.empty\.spec\.ts$/, /\.backoffice\.spec\.ts$/],
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_DEMO_PORT}` },
    },
    {
      name: 'empty',
      testMatch: /\.empty\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_EMPTY_PORT}` },
    },
    {
      // Staff stories: everything the visitor then sees is made through the back office on a
      // server of its own, so the settings and lists the demo's specs read are never changed.
      name: 'backoffice',
      testMatch: /\.backoffice\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${process.env.E2E_BACKOFFICE_PORT}` },
    },
  ],
  webServer: [
    {
      command: 'node --import tsx e2e/support/stripe-server.mjs',
      url: `${stripeEnv.STRIPE_API_BASE}/health`,
      reuseExistingServer: false,
      timeout: 30_000,
      stdout: 'ignore' as const,
      env: { E2E_STRIPE_PORT: process.env.E2E_STRIPE_PORT },
    },
    server('demo', process.env.E2E_DEMO_PORT, { SEED_DEMO: 'true', ...stripeEnv, ...staffEnv, ...signInLimits }),
    server('empty', process.env.E2E_EMPTY_PORT, { SEED_DEMO: 'false' }),
    // Empty, as a new foundation's site starts: staff create every post, campaign, book and course.
    server('backoffice', process.env.E2E_BACKOFFICE_PORT, { SEED_DEMO: 'false', ...stripeEnv, ...staffEnv, ...signInLimits }),
  ],
});
