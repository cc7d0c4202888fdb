import { defineConfig } from 'vitest/config';

/**
 * The API's test files share their workers' modules (isolate: false): each builds its own app on
 * its own database, and none mocks a module, so importing Fastify, Drizzle and the routes once per
 * worker instead of once per file is safe, and saves minutes of a CI run.
 */
const apiTests = { environment: 'node', globalSetup: ['test/global-setup.ts'], testTimeout: 30_000, hookTimeout: 60_000, isolate: false } as const;

const projects = [
  { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
  { test: { name: 'api-client', root: 'packages/api-client', environment: 'node' } },
  // Checks on the repository itself, such as the lint rule that keeps features apart.
  { test: { name: 'tools', root: 'tools', environment: 'node', testTimeout: 60_000 } },
  {
    test: {
      name: 'api',
      root: 'apps/api',
      ...apiTests,
      env: { TEST_DB: 'pglite' },
    },
  },
];

// The same API tests run again on PostgreSQL when a server is named (CI sets it).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      root: 'apps/api',
      ...apiTests,
      env: { TEST_DB: 'postgres' },
    },
  });
}

export default defineConfig({ test: { projects: [...projects, 'apps/web', 'apps/admin'] } });
