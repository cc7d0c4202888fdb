import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Debian's nginx (apt-get install nginx-light); NGINX names another. */
export const nginxPath = process.env.NGINX ?? '/usr/sbin/nginx';
const sample = fileURLToPath(new URL('../../../../deploy/nginx.conf', import.meta.url));

export function nginxMissing(): string | false {
  try {
    accessSync(nginxPath, constants.X_OK);
    return false;
  } catch {
    return `${nginxPath} is missing (apt-get install nginx-light)`;
  }
}

/** The text of the first `name … { … }` block of the sample, braces balanced. */
function block(text: string, opening: RegExp): string {
  const start = text.search(opening);
  if (start < 0) throw new Error(`deploy/nginx.conf has no ${opening}`);
  let depth = 0;
  for (let i = text.indexOf('{', start); i < text.length; i++) {
    if (text[i] === '{') depth++;
    if (text[i] === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  throw new Error(`deploy/nginx.conf: ${opening} is not closed`);
}

/**
 * The production sample's proxying (its `location /` block, body limit and upstream settings)
 * around test ports, on plain HTTP: what the tests prove about nginx is what deploy/nginx.conf does.
 */
function config(dir: string, port: number, upstreams: number[]) {
  const text = readFileSync(sample, 'utf8');
  // The upstream's own settings (keep-alive pool and its idle timeout), without its servers.
  const upstream = block(text, /upstream\s+foundation\s*\{/)
    .split('\n')
    .slice(1, -1)
    .filter((line) => !/^\s*(#|server\s|$)/.test(line))
    .map((line) => line.trim());
  const bodyLimit = /^\s*client_max_body_size\s+\S+;/m.exec(text)?.[0] ?? '';
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${join(dir, kind)};`);
  // As root nginx's workers would run as nobody, who cannot enter a private temp dir.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  return `${user}
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  access_log off;
  ${temp.join('\n  ')}
  upstream foundation {
    ${upstreams.map((p) => `server 127.0.0.1:${p};`).join('\n    ')}
    ${upstream.join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    ${bodyLimit}
    ${block(text, /location\s+\/\s*\{/)}
  }
}
`;
}

export interface Nginx {
  url: string;
  /** nginx's error log (warnings and errors): each request it had to retry elsewhere, or could not pass on. */
  errors(): string;
  stop(): Promise<void>;
}

/** nginx in the foreground as a child of this process, with its own config, pid file, logs and temp dirs. */
export async function startNginx(port: number, upstreams: number[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'foundation-nginx-'));
  for (const kind of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(join(dir, kind));
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, config(dir, port, upstreams));
  const errors = () => readFileSync(join(dir, 'error.log'), 'utf8');
  const child = spawn(nginxPath, ['-p', dir, '-e', join(dir, 'error.log'), '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = once(child, 'exit').catch(() => undefined);
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGTERM is nginx's fast shutdown: the master stops its workers before it exits.
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 50; i++) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/healthz`).then(() => true, () => false)) return { url, errors, stop };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const reason = `nginx did not start: ${stderr}`;
  await stop();
  throw new Error(reason);
}
