import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, lockFileName } from './data-dir-lock.ts';

/** A pid that certainly belongs to no running process: a child that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('DATA_DIR lock', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates the lock file holding our pid, and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
    expect(fs.existsSync(path.join(dataDir, lockFileName))).toBe(false);
  });

  it('creates a missing DATA_DIR', () => {
    const nested = path.join(dataDir, 'a', 'b');
    acquireDataDirLock(nested).release();
    expect(fs.existsSync(nested)).toBe(true);
  });

  it('refuses a second lock on the same directory while the holder is alive, with a clear message', () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      expect(() => acquireDataDirLock(dataDir)).toThrowError(DataDirLockedError);
      expect(() => acquireDataDirLock(dataDir)).toThrowError(
        `Another StudyPath process (pid ${process.pid}) is using DATA_DIR ${dataDir}. Stop it or choose another DATA_DIR.`,
      );
    } finally {
      lock.release();
    }
  });

  it('takes over a stale lock left by a process that no longer runs', () => {
    fs.writeFileSync(path.join(dataDir, lockFileName), `${deadPid()}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(fs.readFileSync(path.join(dataDir, lockFileName), 'utf8').trim()).toBe(
      String(process.pid),
    );
    lock.release();
  });

  it('takes over a lock holding our own pid that this process does not hold (container restart)', () => {
    fs.writeFileSync(path.join(dataDir, lockFileName), `${process.pid}\n`);
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrowError(DataDirLockedError);
    lock.release();
  });

  it('takes over an unreadable (empty) lock file', () => {
    fs.writeFileSync(path.join(dataDir, lockFileName), '');
    acquireDataDirLock(dataDir).release();
  });

  it('does not remove a lock that another process has since taken', () => {
    const lock = acquireDataDirLock(dataDir);
    fs.writeFileSync(path.join(dataDir, lockFileName), '1\n');
    lock.release();
    expect(fs.existsSync(path.join(dataDir, lockFileName))).toBe(true);
  });

  it('leaves no temporary files behind', () => {
    acquireDataDirLock(dataDir).release();
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});
