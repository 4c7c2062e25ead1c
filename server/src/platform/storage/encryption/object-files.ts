import fs from 'node:fs';
import path from 'node:path';
import { storedFileKindSync, type StoredFileKind } from './encrypted-files.ts';

/**
 * Every object file under `directory` (the local driver's tree, or a backup's copy of it), depth
 * first. Files a put is still writing (`*.partial`) are not objects yet and are skipped, as are
 * files deleted between the listing and the look.
 */
export function* objectFilesUnder(directory: string): Generator<string> {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(directory, { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  for (const entry of entries) {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* objectFilesUnder(file);
    else if (entry.isFile() && !entry.name.endsWith('.partial')) yield file;
  }
}

export interface ObjectFilesSummary {
  /** Ids of the storage keys the encrypted files are under, sorted. */
  keyIds: string[];
  /** Files stored before encryption (no key needed). */
  plaintextFiles: number;
  /** Files that begin like encrypted ones but whose header cannot be read. */
  damagedFiles: number;
}

/** Which keys the files under `directory` need, reading only their first bytes. */
export function summarizeObjectFiles(directory: string): ObjectFilesSummary {
  const keyIds = new Set<string>();
  let plaintextFiles = 0;
  let damagedFiles = 0;
  for (const file of objectFilesUnder(directory)) {
    const kind = kindIfPresent(file);
    if (kind === undefined) continue;
    if (!kind.isEncrypted) plaintextFiles += 1;
    else if (kind.keyId === null) damagedFiles += 1;
    else keyIds.add(kind.keyId);
  }
  return { keyIds: [...keyIds].sort(), plaintextFiles, damagedFiles };
}

/** The first file's key id that `isKnown` does not accept, if any (stops there). */
export function findUnknownKeyId(
  directory: string,
  isKnown: (keyId: string) => boolean,
): string | undefined {
  for (const file of objectFilesUnder(directory)) {
    const kind = kindIfPresent(file);
    if (kind?.isEncrypted && kind.keyId !== null && !isKnown(kind.keyId)) return kind.keyId;
  }
  return undefined;
}

function kindIfPresent(file: string): StoredFileKind | undefined {
  try {
    return storedFileKindSync(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
