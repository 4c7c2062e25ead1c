// npm run backup: a consistent copy of the embedded database and the local files while the portal
// runs (or while it is stopped), into a new directory (decision 028).
//
//   npm run backup                         into ./backups/studypath-<time>
//   npm run backup -- --out /srv/backups/x  into that (new or empty) directory
//
// DATA_DIR names the portal's data directory, as for npm start. With DATABASE_URL the database is
// PostgreSQL's: back it up with pg_dump (and the bucket with the store's own tools).
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
  process.stdout.write(
    `Backed up ${dataDir} to ${outDir}: database ${summary.databaseBytes} bytes (dumped by the ${summary.dumpedBy}), ${summary.objectFiles} stored files.\n`,
  );
} catch (error) {
  process.stderr.write(
    `Backup failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
