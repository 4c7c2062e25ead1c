// npm run restore -- <backup directory>: brings back what npm run backup wrote, into DATA_DIR, with
// the portal stopped (decision 028). What it replaces is kept beside it, never deleted.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreBackup } from '../server/src/platform/backup/backup-commands.ts';
import { parseStorageKeyScriptConfig } from '../server/src/platform/config.ts';

const { positionals } = parseArgs({ allowPositionals: true });
const [backupDir] = positionals;
if (!backupDir || positionals.length > 1) {
  process.stderr.write('Usage: npm run restore -- <backup directory>\n');
  process.exit(1);
}
if (process.env.DATABASE_URL) {
  process.stderr.write(
    'npm run restore restores the embedded database; with DATABASE_URL set use pg_restore instead.\n',
  );
  process.exit(1);
}
// The stored files need the storage keys they were encrypted under (decision 041).
const keys = parseStorageKeyScriptConfig(process.env);
if (!keys.ok) {
  process.stderr.write(`Restore failed: ${keys.problems.join('; ')}\n`);
  process.exit(1);
}
const dataDir = path.resolve(process.env.DATA_DIR ?? './data');

try {
  const summary = await restoreBackup({
    dataDir,
    backupDir: path.resolve(backupDir),
    storageKeys: keys.config,
  });
  process.stdout.write(
    [
      `Restored ${summary.restoredFrom} (made ${summary.createdAt}) into ${dataDir}: the database and ${summary.objectFiles} stored files.`,
      ...(summary.storageKeyIds.length > 0
        ? [
            `Its stored files are encrypted under storage key ${summary.storageKeyIds.join(' and ')}, which is at hand.`,
          ]
        : []),
      ...summary.keptAside.map((aside) => `Kept what it replaced in ${aside}.`),
      '',
    ].join('\n'),
  );
} catch (error) {
  process.stderr.write(
    `Restore failed: ${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exit(1);
}
