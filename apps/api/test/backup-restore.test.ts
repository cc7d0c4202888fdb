import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, max } from 'drizzle-orm';
import { loadConfig } from '../src/config.ts';
import { openPglite } from '../src/db/client.ts';
import { donations } from '../src/db/schema/index.ts';
import { backup } from '../src/ops/backup.ts';
import { openEmbedded } from '../src/ops/cli.ts';
import { restore } from '../src/ops/restore.ts';
import { ArchiveRefusedError } from '../src/ops/verify.ts';
import { donate, filesOf, freshInstallation, rewriteArchive, snapshot } from './fixtures/backups.ts';
import { receipts } from './fixtures/donations.ts';
import { createTestApp, type TestContext } from './helpers.ts';

let t: TestContext;
let dir: string;
let archive: string;
let before: Awaited<ReturnType<typeof snapshot>>;
let beforeFiles: Awaited<ReturnType<typeof filesOf>>;
beforeAll(async () => {
  t = await createTestApp({ demo: true });
  dir = mkdtempSync(join(tmpdir(), 'foundation-backups-'));
  for (const ext of ['jpg', 'png', 'pdf'] as const) await donate(t.app, ext);
  archive = join(dir, 'backup.tar.gz');
  await backup(t, archive);
  before = await snapshot(t.database.db);
  beforeFiles = await filesOf(t.storage);
}, 240_000);
afterAll(async () => {
  await t.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('restore drill', () => {
  it('brings every row, donation, receipt and file back into a wiped installation, and new gifts carry on from there', async () => {
    const wiped = await freshInstallation();
    try {
      const summary = await restore(wiped, archive);
      expect(summary.tables.find((table) => table.name === 'donations')?.rows).toBe(3);
      expect(summary.files.private).toBeGreaterThanOrEqual(3);
      expect(await snapshot(wiped.database.db)).toEqual(before);
      expect(await filesOf(wiped.storage)).toEqual(beforeFiles);

      const restored = await wiped.database.db.select().from(donations).orderBy(donations.id);
      expect(restored.map((d) => d.amountPaisa)).toEqual([150_000, 150_000, 150_000]);
      const receiptBytes = restored.map((d) => readFileSync(join(wiped.dataDir, 'private', d.receiptKey!)));
      expect(receiptBytes).toEqual([receipts.jpg, receipts.png, receipts.pdf]);

      // The server started on the restored data takes a new gift under a new id.
      const app = await wiped.start();
      try {
        const [{ top }] = (await wiped.database.db.select({ top: max(donations.id) }).from(donations)) as [{ top: number }];
        const { reference } = await donate(app, 'jpg', '2000');
        const [added] = await wiped.database.db.select().from(donations).where(eq(donations.reference, reference));
        expect(added!.id).toBe(top + 1);
        expect(added!.amountPaisa).toBe(200_000);
      } finally {
        await app.close();
      }
    } finally {
      await wiped.close();
    }
  });
});

describe('a damaged or foreign archive', () => {
  /** Restores `file` over an installation holding one gift, and shows that nothing changed. */
  async function refusedWithoutChange(file: string, message: RegExp) {
    const target = await freshInstallation();
    try {
      const app = await target.start();
      await donate(app, 'png');
      await app.close();
      const rows = await snapshot(target.database.db);
      const files = await filesOf(target.storage);
      const refusal = restore(target, file);
      await expect(refusal).rejects.toThrow(ArchiveRefusedError);
      await expect(refusal).rejects.toThrow(message);
      expect(await snapshot(target.database.db)).toEqual(rows);
      expect(await filesOf(target.storage)).toEqual(files);
    } finally {
      await target.close();
    }
  }

  it('refuses an archive with a flipped byte, says so, and changes nothing', async () => {
    const bytes = readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    const damaged = join(dir, 'damaged.tar.gz');
    writeFileSync(damaged, bytes);
    await refusedWithoutChange(damaged, /is damaged or not a backup archive.*Nothing was restored/);
  });

  it('refuses an archive whose receipt no longer matches its checksum', async () => {
    const tampered = join(dir, 'tampered.tar.gz');
    await rewriteArchive(archive, tampered, (path, bytes) => (path.startsWith('files/private/receipts/') ? Buffer.concat([bytes, Buffer.from('x')]) : undefined));
    await refusedWithoutChange(tampered, /files\/private\/receipts\/.* does not match its checksum/);
  });

  it('refuses an archive made by a newer version of the site', async () => {
    const newer = join(dir, 'newer.tar.gz');
    await rewriteArchive(archive, newer, (path, bytes) => {
      if (path !== 'manifest.json') return undefined;
      const manifest = JSON.parse(bytes.toString());
      manifest.migration = { applied: 99, latest_when: Date.now() * 2, latest_tag: '0099_from_the_future' };
      return Buffer.from(JSON.stringify(manifest));
    });
    await refusedWithoutChange(newer, /made by a newer version of the site \(database migration 0099_from_the_future\)/);
  });
});

describe('the embedded database in use', () => {
  // About PGlite alone: the PostgreSQL project would only repeat it.
  it.skipIf(process.env.TEST_DB !== 'pglite')('is not backed up while a server holds it: the message says to stop the server', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'foundation-locked-'));
    // Loading the migrated template saves an initdb (seconds).
    const running = await openPglite(join(dataDir, 'db'), new Blob([readFileSync(inject('pgliteTemplate'))]));
    try {
      await expect(openEmbedded(loadConfig({ DATA_DIR: dataDir }), 'back up')).rejects.toThrow(
        /^Cannot back up: the embedded database in .* is in use by a running server \(pid \d+\)\. Stop the server, then run this again\./,
      );
    } finally {
      await running.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
