import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '../../test/test-database.ts';
import { serverSecrets } from './db/schema/index.ts';
import {
  loadOrCreateSessionSecret,
  sessionSecretFileName,
  sessionSecretName,
} from './session-secret.ts';

describe('session secret in the database', () => {
  let dataDir: string;
  let database: TestDatabaseHandle;
  beforeEach(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-secret-'));
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.release();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function storedSecret(): Promise<string | undefined> {
    const [row] = await database.db
      .select()
      .from(serverSecrets)
      .where(eq(serverSecrets.name, sessionSecretName));
    return row?.value;
  }

  it('generates 32 random bytes on first start and keeps them in the database, not in DATA_DIR', async () => {
    const secret = await loadOrCreateSessionSecret(database.db, dataDir);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(await storedSecret()).toBe(secret);
    expect(fs.existsSync(path.join(dataDir, sessionSecretFileName))).toBe(false);
  });

  it('reuses the same secret on the next start', async () => {
    const first = await loadOrCreateSessionSecret(database.db, dataDir);
    expect(await loadOrCreateSessionSecret(database.db, dataDir)).toBe(first);
  });

  it('moves the secret an earlier version kept in DATA_DIR into the database', async () => {
    const legacy = 'a-secret-from-before-the-upgrade-0123456789';
    fs.writeFileSync(path.join(dataDir, sessionSecretFileName), `${legacy}\n`, { mode: 0o600 });
    expect(await loadOrCreateSessionSecret(database.db, dataDir)).toBe(legacy);
    expect(await storedSecret()).toBe(legacy);
  });

  it("gives a process with another DATA_DIR file the database's secret", async () => {
    const first = await loadOrCreateSessionSecret(database.db, dataDir);
    const otherDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-secret-'));
    try {
      fs.writeFileSync(
        path.join(otherDataDir, sessionSecretFileName),
        'the-other-machines-own-secret-0123456789',
      );
      expect(await loadOrCreateSessionSecret(database.db, otherDataDir)).toBe(first);
    } finally {
      fs.rmSync(otherDataDir, { recursive: true, force: true });
    }
  });

  it('gives processes starting together one secret', async () => {
    const processes = Array.from({ length: 5 }, () => database.openSibling());
    try {
      const secrets = await Promise.all(
        processes.map((handle, index) =>
          loadOrCreateSessionSecret(handle.db, path.join(dataDir, `process-${index}`)),
        ),
      );
      expect(new Set(secrets).size).toBe(1);
      expect(await storedSecret()).toBe(secrets[0]);
    } finally {
      await Promise.all(processes.map((handle) => handle.close()));
    }
  });

  it('refuses a secret file that is too short', async () => {
    fs.writeFileSync(path.join(dataDir, sessionSecretFileName), 'short\n');
    await expect(loadOrCreateSessionSecret(database.db, dataDir)).rejects.toThrowError(
      /fewer than 32 characters/,
    );
    expect(await storedSecret()).toBeUndefined();
  });
});
