import { cpSync } from 'node:fs';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/server.ts', 'src/reconcile.ts', 'src/backup.ts', 'src/restore.ts', 'src/migrate-to-postgres.ts'],
  format: ['esm'],
  platform: 'node',
  target: 'node20',
  clean: true,
  sourcemap: true,
  // Workspace packages are TypeScript source: bundle them; real dependencies stay in node_modules.
  noExternal: [/^@foundation\//],
  async onSuccess() {
    cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
  },
});
