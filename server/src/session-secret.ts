// The key that signs CSRF tokens and device cookies. Without SESSION_SECRET the server creates one
// on first start and keeps it in DATA_DIR, so tokens stay valid across restarts with no setup.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const sessionSecretFileName = 'session-secret';

export function loadOrCreateSessionSecret(dataDir: string): string {
  const secretPath = path.join(dataDir, sessionSecretFileName);
  try {
    const existing = fs.readFileSync(secretPath, 'utf8').trim();
    if (existing.length < 32) {
      throw new Error(
        `${secretPath} holds fewer than 32 characters. Delete it to have a new secret generated (this signs everyone out) or set SESSION_SECRET.`,
      );
    }
    return existing;
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  const secret = randomBytes(32).toString('base64url');
  fs.mkdirSync(dataDir, { recursive: true });
  // 0600: only the server's own user may read the key. The data-dir lock already guarantees no
  // other StudyPath process races us here.
  fs.writeFileSync(secretPath, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  return secret;
}
