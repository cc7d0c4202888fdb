import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext | undefined;
afterEach(async () => {
  await t?.close().catch(() => undefined);
  t = undefined;
});

describe('health checks for a load balancer', () => {
  it('say the process is alive and ready when the database and files answer', async () => {
    t = await createTestApp();
    const alive = await t.app.inject('/healthz');
    expect(alive.statusCode).toBe(200);
    expect(alive.json()).toEqual({ status: 'ok' });
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok' } });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('are never rate limited', async () => {
    t = await createTestApp();
    for (let i = 0; i < 200; i++) expect((await t.app.inject('/readyz')).statusCode).toBe(200);
  });

  it('answer 503 naming the part that failed when file storage is gone', async () => {
    t = await createTestApp();
    rmSync(join(t.dataDir, 'private'), { recursive: true, force: true });
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', checks: { database: 'ok', storage: 'failed' } });
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });

  it('answer 503 when the database is gone', async () => {
    t = await createTestApp();
    await t.database.close();
    const res = await t.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json().checks.database).toBe('failed');
  });
});
