import { defineConfig } from '@playwright/test';
export default defineConfig({
  testDir: '/work/wt-learners/e2e',
  testMatch: /learner-.*\.spec\.ts$/,
  workers: 2,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    browserName: 'chromium',
    baseURL: 'http://127.0.0.1:3240',
    launchOptions: { executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run'] },
  },
});
