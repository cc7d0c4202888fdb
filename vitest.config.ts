import { defineConfig } from 'vitest/config';

const projects = [
  { test: { name: 'contract', root: 'packages/contract', environment: 'node' } },
  { test: { name: 'api-client', root: 'packages/api-client', environment: 'node' } },
  // Checks on the repository itself, such as the lint rule that keeps features apart.
  { test: { name: 'tools', root: 'tools', environment: 'node', testTimeout: 60_000 } },
  {
    test: {
      name: 'api',
      root: 'apps/api',
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB: 'pglite' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
];

// The same API tests run again on PostgreSQL when a server is named (CI sets it).
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: 'api-postgres',
      root: 'apps/api',
      environment: 'node',
      globalSetup: ['test/global-setup.ts'],
      env: { TEST_DB: 'postgres' },
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  });
}

export default defineConfig({ test: { projects: [...projects, 'apps/web', 'apps/admin'] } });
