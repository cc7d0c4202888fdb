#!/usr/bin/env node
// `npm start`: build what is missing or older than its sources, then run the one server process.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const at = (...p) => join(root, ...p);

/** Newest modification time under the given paths (files or folders). */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const f of readdirSync(p)) if (f !== 'node_modules') walk(join(p, f));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach(walk);
  return max;
}

const targets = [
  { name: '@foundation/web', out: at('apps/web/dist-server/entry-server.js'), src: [at('apps/web/src'), at('apps/web/index.html'), at('apps/web/public'), at('packages/contract/src')] },
  { name: '@foundation/admin', out: at('apps/admin/dist/index.html'), src: [at('apps/admin/src'), at('apps/admin/index.html'), at('packages/contract/src')] },
  { name: '@foundation/api', out: at('apps/api/dist/server.js'), src: [at('apps/api/src'), at('packages/contract/src')] },
];

for (const t of targets) {
  if (existsSync(t.out) && statSync(t.out).mtimeMs >= newest(t.src)) continue;
  console.log(`Building ${t.name}…`);
  const r = spawnSync('npm', ['run', 'build', '-w', t.name], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const server = spawnSync(process.execPath, ['--enable-source-maps', at('apps/api/dist/server.js')], { stdio: 'inherit' });
process.exit(server.status ?? 0);
