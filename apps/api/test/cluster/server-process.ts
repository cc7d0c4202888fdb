import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The repository's root: tsx is resolved from here, as `npm run dev` does. */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));
const serverSource = fileURLToPath(new URL('../../src/server.ts', import.meta.url));
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

/** Polls /readyz until it says ready; rejects if the process dies first or `timeoutMs` passes. */
async function ready(server: ServerProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`${server.name} exited with ${server.child.exitCode}:\n${server.output()}`);
    const ok = await fetch(`${server.url}/readyz`).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${server.name} not ready after ${timeoutMs} ms:\n${server.output()}`);
}

/**
 * The real server (src/server.ts through tsx, so no build is needed) as a child process on a
 * loopback port, with nothing of this process's environment but PATH and HOME: what it does is
 * what `env` says.
 */
export async function startServerProcess(name: string, port: number, env: Record<string, string>, timeoutMs = 30_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', serverSource], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
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
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM', timeoutMs = 10_000) {
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
