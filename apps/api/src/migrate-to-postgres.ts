import { loadConfig } from './config.ts';
import { connectPostgres } from './db/client.ts';
import { createStorage, localStorage } from './adapters/storage.ts';
import { archivePath, closeAll, openEmbedded, printCounts, runCommand } from './ops/cli.ts';
import { migrateToPostgres } from './ops/migrate-to-postgres.ts';

/**
 * `npm run migrate-to-postgres`: moves the embedded database in DATA_DIR/db onto DATABASE_URL,
 * and the files in DATA_DIR onto S3 when the S3 settings are given, in one command.
 */
runCommand(async (args) => {
  const config = loadConfig();
  if (!config.DATABASE_URL) throw new Error('Set DATABASE_URL to the (empty) PostgreSQL database to move the embedded installation onto.');
  const source = { database: await openEmbedded(config, 'move the embedded database', { mustExist: true }), storage: localStorage(config.dataDir) };
  // Without S3 settings the files stay in DATA_DIR, where the server on PostgreSQL reads them too.
  const toS3 = Boolean(config.S3_ENDPOINT);
  const target = { database: connectPostgres(config.DATABASE_URL, 2), storage: toS3 ? createStorage(config) : source.storage };
  try {
    const archive = archivePath('embedded');
    const { summary } = await migrateToPostgres(source, target, { archive, force: args.includes('--force') });
    printCounts(`Moved onto PostgreSQL${toS3 ? ' and S3' : ''}:`, summary.tables, toS3 ? summary.files : undefined);
    if (!toS3) console.log(`  files: they stay in ${config.dataDir} (no S3 settings)`);
    console.log(`The embedded data is untouched; the archive that was moved is kept at ${archive}.`);
    console.log('Start the server with DATABASE_URL set (and the S3 settings, if any) to run on PostgreSQL.');
  } finally {
    await closeAll(source.database, source.storage);
    await closeAll(target.database, target.storage);
  }
});
