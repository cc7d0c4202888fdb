import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { get } from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { HeldSocket } from './socket.ts';

/** The repository's root: tsx is resolved from here, as `npm run dev` does. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverSource = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
const serverBuilt = fileURLToPath(new URL('../../dist/server.js', import.meta.url));
const OUTPUT_KEPT = 8_000;

/** A loopback port free at this moment. */
export async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

export interface ServerProcess {
  name: string;
  url: string;
  child: ChildProcess;
  /** What the process wrote last, to explain a failure. */
  output(): string;
  /** Sends the signal and waits for the process to end (SIGKILL after `timeoutMs`). */
  stop(signal?: NodeJS.Signals, timeoutMs?: number): Promise<void>;
}

/**
 * GET /readyz on a connection of its own, closed after the answer: a poll must not leave an idle
 * keep-alive connection that a stopping process would wait for.
 */
function readyz(url: string) {
  return new Promise<boolean>((resolve) => {
    const req = get(`${url}/readyz`, { agent: false }, (res) => {
      res.resume();
      resolve(res.statusCode === 200);
    });
    req.on('error', () => resolve(false));
  });
}

/** Polls /readyz until it says ready; rejects if the process dies first or `timeoutMs` passes. */
async function ready(server: ServerProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output()}`);
    const ok = await readyz(server.url);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} not ready after ${timeoutMs} ms:\n${server.output()}`);
}

export interface StartOptions {
  /** Listen on this loopback port, or on this held socket (systemd's socket activation, fd 3). */
  listen: { port: number } | HeldSocket;
  env: Record<string, string>;
  /** How long it may take to be ready (tsx compiles the server as it starts). */
  timeoutMs?: number;
  /** Run the build (apps/api/dist, after `npm run build`), as production does, instead of the source. */
  built?: boolean;
}

/**
 * The real server (src/server.ts through tsx, so no build is needed, or the build) as a child process on a
 * loopback port, with nothing of this process's environment but PATH and HOME: what it does is
 * what `env` says.
 */
export async function startServerProcess(name: string, { listen, env, timeoutMs = 30_000, built }: StartOptions): Promise<ServerProcess> {
  const held = 'fd' in listen;
  const child = spawn(process.execPath, built ? [serverBuilt] : ['--import', 'tsx', serverSource], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(listen.port),
      ...(held && { LISTEN_FDS: '1' }),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe', ...(held ? [listen.fd] : [])],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = once(child, 'exit').catch(() => undefined);
  const server: ServerProcess = {
    name,
    url: `http://127.0.0.1:${listen.port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM', timeoutMs = 30_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
      await exited;
      clearTimeout(timer);
    },
  };
  try {
    await ready(server, timeoutMs);
  } catch (error) {
    await server.stop('SIGKILL');
    throw error;
  }
  return server;
}
