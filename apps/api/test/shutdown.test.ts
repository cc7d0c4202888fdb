import { Agent, request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shutdownGracefully } from '../src/shutdown.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // A slow answer, as a receipt upload or a PDF would be, still in flight when shutdown starts.
      app.get('/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        return { done: true };
      });
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

interface Outcome {
  status?: number;
  connection?: string;
  error?: string;
}

function get(agent: Agent, path: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      res.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    });
    req.on('error', (e: NodeJS.ErrnoException) => resolve({ error: e.code ?? e.message }));
    req.end();
  });
}

describe('a graceful shutdown under load', () => {
  it('drops no request: in-flight ones finish, keep-alive clients are told to reconnect, readiness turns 503', async () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 8 });
    const outcomes: Outcome[] = [];
    let stop = false;
    // Eight keep-alive clients, as a proxy's upstream pool would be, until told to go elsewhere.
    const clients = Array.from({ length: 8 }, async (_, i) => {
      while (!stop) {
        const outcome = await get(agent, i % 2 ? '/api/test/slow' : '/api/settings');
        outcomes.push(outcome);
        if (outcome.error || outcome.connection === 'close') break;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 400));
    const closing = shutdownGracefully(t.app, 500);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(503);
    await Promise.all(clients);
    stop = true;
    await closing;
    agent.destroy();

    expect(outcomes.filter((o) => o.error)).toEqual([]);
    expect(outcomes.every((o) => o.status === 200)).toBe(true);
    expect(outcomes.length).toBeGreaterThan(16);
    expect(outcomes.filter((o) => o.connection === 'close').length).toBe(8);
  });
});
