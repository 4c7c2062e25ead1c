// The key that signs CSRF tokens, device cookies, upload keys and ETags. Without SESSION_SECRET it
// lives in the database (decision 028), so every process sharing one PostgreSQL signs with the
// same key: the first process to start creates it (INSERT ... ON CONFLICT DO NOTHING) and every
// process, that one included, uses whatever the table holds afterwards. An install from before
// kept its key in DATA_DIR/session-secret: that key is moved into the table on the first start
// after the upgrade, so nobody's tokens are invalidated by it.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from './db/client.ts';
import { serverSecrets } from './db/schema/index.ts';

export const sessionSecretFileName = 'session-secret';
export const sessionSecretName = 'session';
const minimumLength = 32;

export async function loadOrCreateSessionSecret(db: Database, dataDir: string): Promise<string> {
  const stored = await readStoredSecret(db);
  if (stored !== undefined) return stored;
  const candidate = readLegacySecretFile(dataDir) ?? randomBytes(32).toString('base64url');
  await db
    .insert(serverSecrets)
    .values({ name: sessionSecretName, value: candidate })
    .onConflictDoNothing();
  // Another process may have inserted first: its key is the one everybody uses.
  const agreed = await readStoredSecret(db);
  if (agreed === undefined) throw new Error('the session secret was not stored');
  return agreed;
}

async function readStoredSecret(db: Database): Promise<string | undefined> {
  const [row] = await db
    .select({ value: serverSecrets.value })
    .from(serverSecrets)
    .where(eq(serverSecrets.name, sessionSecretName));
  if (!row) return undefined;
  if (row.value.length < minimumLength) {
    throw new Error(
      `The session secret in table server_secrets holds fewer than ${minimumLength} characters. Delete its row to have a new one generated (this signs everyone out) or set SESSION_SECRET.`,
    );
  }
  return row.value;
}

/** The key an earlier version kept in DATA_DIR, if there is one. */
function readLegacySecretFile(dataDir: string): string | undefined {
  const secretPath = path.join(dataDir, sessionSecretFileName);
  let existing: string;
  try {
    existing = fs.readFileSync(secretPath, 'utf8').trim();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
  if (existing.length < minimumLength) {
    throw new Error(
      `${secretPath} holds fewer than ${minimumLength} characters. Delete it to have a new secret generated (this signs everyone out) or set SESSION_SECRET.`,
    );
  }
  return existing;
}
