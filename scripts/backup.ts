// npm run backup: a consistent copy of the embedded database and the local files while the portal
// runs (or while it is stopped), into a new directory (decision 028).
//
//   npm run backup                         into ./backups/studypath-<time>
//   npm run backup -- --out /srv/backups/x  into that (new or empty) directory
//
// DATA_DIR names the portal's data directory, as for npm start. With DATABASE_URL the database is
// PostgreSQL's: back it up with pg_dump (and the bucket with the store's own tools). The stored
// files are copied encrypted, without their storage key, which the output names (decision 041).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createBackup } from '../server/src/platform/backup/backup-commands.ts';

const { values: flags } = parseArgs({ options: { out: { type: 'string' } } });

if (process.env.DATABASE_URL) {
  process.stderr.write(
    'npm run backup copies the embedded database; with DATABASE_URL set use pg_dump instead.\n',
  );
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const outDir = path.resolve(flags.out ?? path.join('backups', `studypath-${stamp}`));

try {
  const summary = await createBackup({ dataDir, outDir });
  const keyIds = summary.storageKeyIds ?? [];
  process.stdout.write(
    [
      `Backed up ${dataDir} to ${outDir}: database ${summary.databaseBytes} bytes (dumped by the ${summary.dumpedBy}), ${summary.objectFiles} stored files.`,
      // The files are copied encrypted; the key is not in the backup (decision 041).
      ...(keyIds.length > 0
        ? [
            `Its stored files are encrypted under storage key ${keyIds.join(' and ')}, which the backup does not hold: a restore needs that key (DATA_DIR/storage-encryption.key or STORAGE_ENCRYPTION_KEY). Keep a copy of it apart from the backups.`,
          ]
        : []),
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
