import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { announceStart, startLine } from '../src/start-line.ts';
import { freePort, repoRoot, startServerProcess, type ServerProcess } from './cluster/server-process.ts';

const PASSWORD = 'a long staff password 7Qx';
const local = { PUBLIC_URL: 'http://localhost:4010', API_DOCS: 'public' } as const;

describe('the line a started server says', () => {
  it('names the site, the back office and the API document, and what became of the staff account', () => {
    expect(startLine(local, 'created')).toBe(
      'The site is at http://localhost:4010/, the back office at http://localhost:4010/admin/, the API document at http://localhost:4010/api/docs. The staff account from ADMIN_EMAIL was made: sign in with ADMIN_PASSWORD.',
    );
    expect(startLine(local, 'unchanged')).toMatch(/The staff account from ADMIN_EMAIL is ready\.$/);
    expect(startLine(local, 'updated')).toMatch(/brought up to date/);
    expect(startLine(local, null)).toMatch(/No staff account was made: set ADMIN_EMAIL and ADMIN_PASSWORD to make one\.$/);
    // With the document switched off it names none.
    expect(startLine({ ...local, API_DOCS: 'off' }, null)).toBe(
      'The site is at http://localhost:4010/, the back office at http://localhost:4010/admin/. No staff account was made: set ADMIN_EMAIL and ADMIN_PASSWORD to make one.',
    );
  });

  it('is written plain to a terminal only; the log always carries it as one JSON entry with the addresses', () => {
    const entries: [object, string][] = [];
    const log = { info: (fields: object, msg: string) => void entries.push([fields, msg]) } as unknown as Parameters<typeof announceStart>[0];
    const written: string[] = [];
    announceStart(log, local, 'created', { isTTY: false, write: (t: string) => written.push(t) });
    expect(written).toEqual([]);
    announceStart(log, local, 'created', { isTTY: true, write: (t: string) => written.push(t) });
    expect(written).toEqual([`\n  ${startLine(local, 'created')}\n\n`]);
    expect(entries).toEqual([
      [{ site: 'http://localhost:4010/', admin: 'http://localhost:4010/admin/', apiDocs: 'http://localhost:4010/api/docs', staffAccount: 'created' }, startLine(local, 'created')],
      [{ site: 'http://localhost:4010/', admin: 'http://localhost:4010/admin/', apiDocs: 'http://localhost:4010/api/docs', staffAccount: 'created' }, startLine(local, 'created')],
    ]);
  });
});

/** Waits until `done` holds for what the process wrote, or fails with what it wrote. */
async function waitFor(output: () => string, done: (text: string) => boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (!done(output())) {
    if (Date.now() > deadline) throw new Error(`not seen in the output:\n${output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'foundation-start-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const startEnv = (port: number) => ({ PORT: String(port), DATA_DIR: dataDir(), SEED_DEMO: 'false', LOG_LEVEL: 'info', ADMIN_EMAIL: 'treasurer@foundation.example', ADMIN_PASSWORD: PASSWORD });

describe('a server started on a port of its own', { timeout: 180_000 }, () => {
  let server: ServerProcess | undefined;
  afterAll(() => server?.stop());

  it('links to itself, and under a supervisor (no terminal) says where it is in its JSON log alone', async () => {
    const port = await freePort();
    server = await startServerProcess('start-line', { listen: { port }, env: startEnv(port), timeoutMs: 120_000 });
    const site = `http://127.0.0.1:${port}/`;
    await waitFor(server.output, (text) => text.includes(`${site}admin/`));
    const lines = server.output().split('\n').filter(Boolean);
    // Every line stays one JSON object, as a log shipper reads them.
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const ready = entries.find((e) => e.site === site);
    expect(ready).toMatchObject({ level: 30, admin: `${site}admin/`, apiDocs: `${site}api/docs`, staffAccount: 'created', msg: startLine({ PUBLIC_URL: `http://127.0.0.1:${port}`, API_DOCS: 'public' }, 'created') });
    expect(server.output()).not.toContain(PASSWORD);
    // PUBLIC_URL was not given: the sitemap and robots.txt name this server, on its own port.
    const robots = await (await fetch(`${site}robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${site}sitemap.xml`);
    expect(await (await fetch(`${site}sitemap.xml`)).text()).toContain(`<loc>${site}donate</loc>`);
  });
});

const serverSource = fileURLToPath(new URL('../src/server.ts', import.meta.url));
const script = '/usr/bin/script';

// util-linux's `script` gives the server a terminal, as `npm start` in a shell does.
describe.skipIf(!existsSync(script))('a server started in a terminal', { timeout: 180_000 }, () => {
  it('says where it is in one plain line a person can read and click', async () => {
    const port = await freePort();
    const child = spawn(script, ['-qfec', `'${process.execPath}' --import tsx '${serverSource}'`, '/dev/null'], {
      cwd: repoRoot,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', ...startEnv(port) },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = once(child, 'exit');
    try {
      const site = `http://127.0.0.1:${port}/`;
      const plain = (text: string) => text.split(/\r?\n/).filter((line) => line.trim() !== '' && !line.trimStart().startsWith('{'));
      await waitFor(() => output, (text) => plain(text).length > 0, 120_000);
      expect(plain(output)).toEqual([`  ${startLine({ PUBLIC_URL: `http://127.0.0.1:${port}`, API_DOCS: 'public' }, 'created')}`]);
      expect(plain(output)[0]).toContain(`the back office at ${site}admin/`);
      expect(output).not.toContain(PASSWORD);
    } finally {
      // The terminal and the server in it: the group this test started.
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
  });
});
