#!/usr/bin/env node
// `npm run backup | restore | migrate-to-postgres`: runs the built command when the build is at
// least as new as the API's sources, and the sources through tsx otherwise, so the commands work
// straight after `npm ci` as well as after `npm run build` (and never run stale code).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const commands = ['backup', 'restore', 'migrate-to-postgres'];
const [command, ...args] = process.argv.slice(2);
if (!commands.includes(command)) {
  console.error(`Usage: node scripts/ops.mjs ${commands.join('|')} [arguments]`);
  process.exit(2);
}

const sources = [join(root, 'apps/api/src'), join(root, 'packages/contract/src')];
const newestSource = Math.max(...sources.flatMap((dir) => readdirSync(dir, { recursive: true }).map((file) => statSync(join(dir, file)).mtimeMs)));
const built = join(root, 'apps/api/dist', `${command}.js`);
const current = existsSync(built) && statSync(built).mtimeMs >= newestSource;
const argv = current ? ['--enable-source-maps', built, ...args] : ['--import', 'tsx', join(root, 'apps/api/src', `${command}.ts`), ...args];
const run = spawnSync(process.execPath, argv, { stdio: 'inherit', cwd: process.cwd() });
process.exit(run.status ?? 1);
