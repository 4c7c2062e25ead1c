import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadOrCreateSessionSecret, sessionSecretFileName } from './session-secret.ts';

describe('session secret in DATA_DIR', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studypath-secret-'));
  });
  afterEach(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('generates 32 random bytes on first start and keeps them readable by the owner only', () => {
    const secret = loadOrCreateSessionSecret(dataDir);
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    const mode = fs.statSync(path.join(dataDir, sessionSecretFileName)).mode & 0o777;
    expect(mode).toBe(0o600);
  });

  it('reuses the same secret on the next start', () => {
    expect(loadOrCreateSessionSecret(dataDir)).toBe(loadOrCreateSessionSecret(dataDir));
  });

  it('refuses a secret file that is too short', () => {
    fs.writeFileSync(path.join(dataDir, sessionSecretFileName), 'short\n');
    expect(() => loadOrCreateSessionSecret(dataDir)).toThrowError(/fewer than 32 characters/);
  });
});
