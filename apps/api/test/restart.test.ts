import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { contactMessages } from '../src/db/schema/index.ts';
import { seed } from '../src/seed/index.ts';
import { localStorage } from '../src/adapters/storage.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'foundation-restart-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** What `npm start` does with DATA_DIR, minus listening. */
async function start() {
  const database = await openPglite(join(dataDir, 'db'));
  await migrate(database);
  const storage = localStorage(dataDir);
  await seed(database.db, storage, { demo: false });
  const app = await buildApp({ config: loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), database, storage });
  return { app, database };
}

it('keeps a message sent through the contact form across a restart, and refuses a second server on the same data', { timeout: 180_000 }, async () => {
  const first = await start();
  const sent = await first.app.inject({
    method: 'POST',
    url: '/api/saveContact',
    payload: { name: 'Ayesha Khan', email: 'ayesha@example.com', phone: '+923001234567', subject: 'Volunteering', message: 'I would like to help in Multan.' },
  });
  expect(sent.statusCode).toBe(200);
  await expect(openPglite(join(dataDir, 'db'))).rejects.toThrow(/in use by another process/);
  await first.app.close();
  await first.database.close();

  const second = await start();
  const rows = await second.database.db.select().from(contactMessages);
  expect(rows.map((r) => r.subject)).toEqual(['Volunteering']);
  await second.app.close();
  await second.database.close();
});
