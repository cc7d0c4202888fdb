import { once } from 'node:events';
import { Agent, request } from 'node:http';
import { connect, type Socket } from 'node:net';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { shutdownGracefully } from '../src/shutdown.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let port: number;
beforeEach(async () => {
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
afterEach(() => t.close());

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

/** What comes back on a raw connection: the status line and headers, or '' if it is closed first. */
async function answerOn(socket: Socket): Promise<string> {
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
  await once(socket, 'close');
  return text.split('\r\n\r\n')[0]!;
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

  it('never closes a connection under a request: once it stops accepting, a request on a kept or a fresh connection is still served', async () => {
    // A connection the client keeps idle, as nginx keeps its upstream connections between requests.
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    expect(await get(agent, '/api/settings')).toMatchObject({ status: 200 });
    const closing = shutdownGracefully(t.app, 2000);
    // A connection made while draining whose request is still on its way, and one that never sends any.
    const fresh = connect(port, '127.0.0.1');
    const silent = connect(port, '127.0.0.1');
    await Promise.all([once(fresh, 'connect'), once(silent, 'connect')]);
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false), { timeout: 10_000, interval: 10 });

    // New connections are refused now, but a request on either connection is answered, with
    // `Connection: close`, where the server used to close idle connections as it stopped listening.
    const freshAnswer = answerOn(fresh);
    fresh.write('GET /api/settings HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect(await freshAnswer).toMatch(/^HTTP\/1\.1 200 OK\r\n(.*\r\n)*connection: close/i);
    expect(await get(agent, '/api/settings')).toEqual({ status: 200, connection: 'close' });
    // The silent one is closed in the end, and the shutdown finishes.
    expect(await answerOn(silent)).toBe('');
    await closing;
    agent.destroy();
  });
});
