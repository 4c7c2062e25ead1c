// Backups of the embedded database (decision 028). A PGlite data directory is held open by the
// running process, and copying its files from outside would catch pages half written. So the
// running process makes the copy: PGlite's dumpDataDir tars the directory while holding its query
// mutex (no statement runs meanwhile), after a CHECKPOINT so the copy needs little recovery. A
// transaction open at that moment is in the copy as an unfinished one, which PostgreSQL rolls
// back when the copy is opened: the copy is the database as of its last commit.
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pgliteExtensions } from '../db/client.ts';

/** Where main.ts keeps PGlite's files under DATA_DIR (db/client.ts openDatabase). */
export function pgliteDirectory(dataDir: string): string {
  return path.join(dataDir, 'pglite');
}

/** A gzipped tarball of the whole data directory, consistent as of its last commit. */
export async function dumpEmbeddedDatabase(client: PGlite): Promise<Uint8Array> {
  await client.query('checkpoint');
  const archive = await client.dumpDataDir('gzip');
  return new Uint8Array(await archive.arrayBuffer());
}

/**
 * Makes `directory` (which must not exist) a data directory holding the archive's database, and
 * checks that it opens and answers.
 */
export async function restoreEmbeddedDatabase(
  directory: string,
  archive: Uint8Array<ArrayBuffer>,
): Promise<void> {
  if (fs.existsSync(directory)) throw new Error(`${directory} already exists`);
  const client = await PGlite.create({
    dataDir: directory,
    loadDataDir: new Blob([archive]),
    extensions: pgliteExtensions,
  });
  try {
    await client.query('select 1');
  } finally {
    await client.close();
  }
}
