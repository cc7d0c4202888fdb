import { stat } from 'node:fs/promises';
import { backup } from './ops/backup.ts';
import { archivePath, openInstallation, printCounts, runCommand } from './ops/cli.ts';

/**
 * `npm run backup`: the whole installation (every table, every public and private file) in one
 * .tar.gz under BACKUP_DIR. With PostgreSQL it runs beside the server; with the embedded
 * database the server must be stopped first.
 */
runCommand(async () => {
  const installation = await openInstallation('back up', { mustExist: true });
  try {
    const file = archivePath(installation.database.kind === 'pglite' ? 'embedded' : 'postgres');
    const manifest = await backup(installation, file);
    printCounts(`Backed up (${installation.database.kind}, migration ${manifest.migration.latest_tag}):`, manifest.tables, manifest.file_counts);
    console.log(`Wrote ${file} (${(await stat(file)).size} bytes)`);
  } finally {
    await installation.close();
  }
});
