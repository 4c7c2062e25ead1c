// What `npm run backup` and `npm run restore` do (decision 028). A backup is a directory:
// database.tar.gz (the embedded database, dumped by the running portal through its backup socket,
// or opened here when no portal runs), objects/ (the local storage driver's files) and
// manifest.json. Objects are never rewritten in place; they are copied once before the dump and
// once after it, adding what appeared meanwhile, so an object a row of the dump names is missed
// only if it was both created and deleted during the dump (seconds). A restore needs the portal
// stopped; it keeps what it replaces beside it (pglite.before-restore-<time>,
// objects.before-restore-<time>). The files stay encrypted as they are: the manifest names the
// storage keys they need, which the backup does not hold, and a restore refuses to start without
// them (decision 041).
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/client.ts';
import { acquireDataDirLock, DataDirLockedError } from '../data-dir-lock.ts';
import type { StorageKeySettings } from '../storage/encryption/storage-key-files.ts';
import { requestDump } from './backup-socket.ts';
import { assertStorageKeysAtHand, storageKeyIdsNeeded } from './backup-storage-keys.ts';
import {
  dumpEmbeddedDatabase,
  pgliteDirectory,
  restoreEmbeddedDatabase,
} from './embedded-backup.ts';

const manifestName = 'manifest.json';
const databaseArchiveName = 'database.tar.gz';
const objectsDirectoryName = 'objects';
const backupFormat = 'studypath-embedded-backup';

interface Manifest {
  format: typeof backupFormat;
  version: 1;
  createdAt: string;
  databaseBytes: number;
  objectFiles: number;
  /** The storage keys the files are encrypted under (absent in backups made before 041). */
  storageKeyIds?: string[];
}

export interface BackupSummary extends Manifest {
  /** Who made the database copy: the running portal, or this command with no portal running. */
  dumpedBy: 'running portal' | 'backup command';
}

export async function createBackup(options: {
  dataDir: string;
  outDir: string;
  now?: () => Date;
}): Promise<BackupSummary> {
  const { dataDir, outDir } = options;
  if (fs.existsSync(outDir) && fs.readdirSync(outDir).length > 0) {
    throw new Error(`${outDir} is not empty; choose a new directory for the backup`);
  }
  fs.mkdirSync(outDir, { recursive: true });
  const objectsSource = path.join(dataDir, objectsDirectoryName);
  const objectsCopy = path.join(outDir, objectsDirectoryName);
  let objectFiles = copyMissingFiles(objectsSource, objectsCopy);

  const fromPortal = await requestDump(dataDir);
  const database = fromPortal ?? (await dumpWithNoPortalRunning(dataDir));
  objectFiles += copyMissingFiles(objectsSource, objectsCopy);

  const archivePath = path.join(outDir, databaseArchiveName);
  fs.writeFileSync(`${archivePath}.partial`, database, { mode: 0o600 });
  fs.renameSync(`${archivePath}.partial`, archivePath);
  const manifest: Manifest = {
    format: backupFormat,
    version: 1,
    createdAt: (options.now?.() ?? new Date()).toISOString(),
    databaseBytes: database.byteLength,
    objectFiles,
    storageKeyIds: storageKeyIdsNeeded(objectsCopy),
  };
  fs.writeFileSync(path.join(outDir, manifestName), `${JSON.stringify(manifest, null, 2)}\n`);
  return { ...manifest, dumpedBy: fromPortal ? 'running portal' : 'backup command' };
}

async function dumpWithNoPortalRunning(dataDir: string): Promise<Uint8Array> {
  const lock = takeLock(
    dataDir,
    (pid) =>
      `The portal (pid ${pid}) holds DATA_DIR ${dataDir} but did not answer on its backup socket; it may still be starting. Try again once it is ready.`,
  );
  try {
    const directory = pgliteDirectory(dataDir);
    if (!fs.existsSync(directory)) throw new Error(`${directory} holds no embedded database`);
    const client = await PGlite.create({ dataDir: directory, extensions: pgliteExtensions });
    try {
      return await dumpEmbeddedDatabase(client);
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

export interface RestoreSummary {
  restoredFrom: string;
  createdAt: string;
  objectFiles: number;
  storageKeyIds: string[];
  /** What the restore replaced, moved aside rather than deleted. */
  keptAside: string[];
}

export async function restoreBackup(options: {
  dataDir: string;
  backupDir: string;
  /** STORAGE_ENCRYPTION_KEY and STORAGE_ENCRYPTION_PREVIOUS_KEY, if set. */
  storageKeys?: Pick<StorageKeySettings, 'key' | 'previousKey'>;
  now?: () => Date;
}): Promise<RestoreSummary> {
  const { dataDir, backupDir } = options;
  const manifest = readManifest(backupDir);
  // From the files themselves, not the manifest: backups made before 041 have no list.
  const storageKeyIds = storageKeyIdsNeeded(path.join(backupDir, objectsDirectoryName));
  assertStorageKeysAtHand(storageKeyIds, {
    dataDir,
    key: options.storageKeys?.key,
    previousKey: options.storageKeys?.previousKey,
  });
  const archive = new Uint8Array(fs.readFileSync(path.join(backupDir, databaseArchiveName)));
  if (archive.byteLength !== manifest.databaseBytes) {
    throw new Error(
      `${path.join(backupDir, databaseArchiveName)} holds ${archive.byteLength} bytes, not the ${manifest.databaseBytes} the manifest names`,
    );
  }
  const lock = takeLock(
    dataDir,
    (pid) => `The portal (pid ${pid}) is running on DATA_DIR ${dataDir}. Stop it, then restore.`,
  );
  try {
    const suffix = `before-restore-${(options.now?.() ?? new Date()).toISOString().replace(/[:.]/g, '-')}`;
    const keptAside: string[] = [];
    const moveAside = (directory: string): string | undefined => {
      if (!fs.existsSync(directory)) return undefined;
      const aside = `${directory}.${suffix}`;
      fs.renameSync(directory, aside);
      keptAside.push(aside);
      return aside;
    };
    const databaseDirectory = pgliteDirectory(dataDir);
    const databaseAside = moveAside(databaseDirectory);
    try {
      await restoreEmbeddedDatabase(databaseDirectory, archive);
    } catch (error) {
      fs.rmSync(databaseDirectory, { recursive: true, force: true });
      if (databaseAside) fs.renameSync(databaseAside, databaseDirectory);
      throw error;
    }
    const objectsDirectory = path.join(dataDir, objectsDirectoryName);
    moveAside(objectsDirectory);
    const objectFiles = copyMissingFiles(
      path.join(backupDir, objectsDirectoryName),
      objectsDirectory,
    );
    return {
      restoredFrom: backupDir,
      createdAt: manifest.createdAt,
      objectFiles,
      storageKeyIds,
      keptAside,
    };
  } finally {
    lock.release();
  }
}

function readManifest(backupDir: string): Manifest {
  const manifestPath = path.join(backupDir, manifestName);
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Partial<Manifest>;
  } catch (error) {
    throw new Error(`${manifestPath} cannot be read: is ${backupDir} a StudyPath backup?`, {
      cause: error,
    });
  }
  if (manifest.format !== backupFormat || manifest.version !== 1) {
    throw new Error(`${manifestPath} is not a StudyPath embedded-database backup (version 1)`);
  }
  return manifest as Manifest;
}

function takeLock(dataDir: string, describeHolder: (pid: number) => string) {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new Error(describeHolder(error.pid));
    throw error;
  }
}

/**
 * Copies every file under `source` that `target` does not have yet; answers how many. Files the
 * local storage driver is still writing (`*.partial`) are not objects yet and are skipped.
 */
function copyMissingFiles(source: string, target: string): number {
  if (!fs.existsSync(source)) return 0;
  let copied = 0;
  for (const entry of fs.readdirSync(source, { withFileTypes: true })) {
    const from = path.join(source, entry.name);
    const to = path.join(target, entry.name);
    if (entry.isDirectory()) {
      copied += copyMissingFiles(from, to);
    } else if (entry.isFile() && !entry.name.endsWith('.partial') && !fs.existsSync(to)) {
      fs.mkdirSync(target, { recursive: true });
      try {
        fs.copyFileSync(from, to, fs.constants.COPYFILE_EXCL);
        copied += 1;
      } catch (error) {
        // Deleted since it was listed (a sweep, a deleted document): nothing to keep.
        if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
      }
    }
  }
  return copied;
}
