// One StudyPath process per DATA_DIR on the embedded database (with DATABASE_URL main.ts takes no
// lock: decision 028). PGlite has no lock of its own: two processes opening the same data
// directory corrupt it. The lock is a file created atomically (fails if it exists) that holds the
// owner's pid; a lock whose pid is no longer alive (crash, kill -9) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {
  readonly pid: number;
  constructor(pid: number, dataDir: string) {
    super(
      `Another StudyPath process (pid ${pid}) is using DATA_DIR ${dataDir}. Stop it or choose another DATA_DIR.`,
    );
    this.name = 'DataDirLockedError';
    this.pid = pid;
  }
}

export interface DataDirLock {
  path: string;
  /** Removes the lock file if it is still ours. Safe to call more than once. */
  release: () => void;
}

export const lockFileName = 'studypath.lock';

/** Lock files this process holds. */
const heldLockPaths = new Set<string>();

export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, lockFileName);

  // Two rounds: the second runs after a stale lock was moved away.
  for (let attempt = 0; attempt < 2; attempt += 1) {
    if (tryCreateLock(lockPath, pid)) {
      heldLockPaths.add(lockPath);
      return { path: lockPath, release: () => releaseLock(lockPath, pid) };
    }
    const holder = readLockPid(lockPath);
    if (holder !== undefined && isHeldByLiveProcess(lockPath, holder)) {
      throw new DataDirLockedError(holder, dataDir);
    }
    takeOverStaleLock(lockPath, holder);
  }
  const holder = readLockPid(lockPath);
  throw new DataDirLockedError(holder ?? 0, dataDir);
}

/**
 * Writes the pid to a private temporary file, then hard-links it into place. link() fails with
 * EEXIST like open(..., 'wx') does, but the lock never exists half-written: with 'wx' a rival could
 * read the empty file between open and write and mistake it for a stale lock.
 */
function tryCreateLock(lockPath: string, pid: number): boolean {
  const temporaryPath = `${lockPath}.${pid}.tmp`;
  fs.writeFileSync(temporaryPath, `${pid}\n`, { mode: 0o644 });
  try {
    fs.linkSync(temporaryPath, lockPath);
    return true;
  } catch (error) {
    if (isErrnoCode(error, 'EEXIST')) return false;
    throw error;
  } finally {
    fs.rmSync(temporaryPath, { force: true });
  }
}

/**
 * Moves the stale lock aside with rename (atomic: of two processes racing for the same stale
 * lock only one wins) and checks that what it moved is still the dead owner's lock. If a racing
 * process had already replaced it with a live lock, that lock is put back untouched.
 */
function takeOverStaleLock(lockPath: string, stalePid: number | undefined): void {
  const asidePath = `${lockPath}.stale-${process.pid}-${Date.now()}`;
  try {
    fs.renameSync(lockPath, asidePath);
  } catch (error) {
    if (isErrnoCode(error, 'ENOENT')) return; // someone else moved it; just retry creating
    throw error;
  }
  const moved = readLockPid(asidePath);
  if (moved !== stalePid && moved !== undefined && isHeldByLiveProcess(lockPath, moved)) {
    try {
      fs.linkSync(asidePath, lockPath);
    } catch {
      // A third process created a lock meanwhile; theirs stands, ours fails on the next round.
    }
  }
  fs.rmSync(asidePath, { force: true });
}

function releaseLock(lockPath: string, pid: number): void {
  if (!heldLockPaths.delete(lockPath)) return;
  if (readLockPid(lockPath) === pid) fs.rmSync(lockPath, { force: true });
}

/**
 * Our own pid in a lock we do not hold is stale: a container restarted after a crash usually gets
 * the same pid (often 1) as the process that left the lock, and must not refuse to start forever.
 */
function isHeldByLiveProcess(lockPath: string, holder: number): boolean {
  if (holder === process.pid) return heldLockPaths.has(lockPath);
  return isProcessAlive(holder);
}

function readLockPid(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0); // signal 0 checks existence without touching the process
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return isErrnoCode(error, 'EPERM');
  }
}

function isErrnoCode(error: unknown, code: string): boolean {
  return error instanceof Error && 'code' in error && error.code === code;
}
