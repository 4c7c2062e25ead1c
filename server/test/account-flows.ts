// Shared steps of the account tests: reading links out of sent email, and the HTTP calls the web
// app makes. Not a test file itself (no .test.ts), so vitest does not collect it.
import { eq } from 'drizzle-orm';
import { emailOutbox, emailTokens, users } from '../src/platform/db/schema/index.ts';
import { sha256Hex } from '../src/platform/crypto/crypto-tokens.ts';
import type { MemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import type { TestClient, TestResponse } from './http-client.ts';
import type { TestServer } from './test-server.ts';

export const strongPassword = 'correct-horse-battery';

export function registration(email: string, password = strongPassword) {
  return { email, password, confirmPassword: password, acceptTerms: true, acceptPrivacy: true };
}

export function register(client: TestClient, email: string, password = strongPassword) {
  return client.request('POST', '/api/auth/register', {
    json: registration(email, password),
    withCsrf: true,
  });
}

export function postWithCsrf(client: TestClient, path: string, json: unknown) {
  return client.request('POST', path, { json, withCsrf: true });
}

/** Delivers everything due and returns the messages sent to `to`, oldest first. */
export async function deliveredTo(t: TestServer, mailbox: MemoryTransport, to: string) {
  await t.app.emailRelay.runOnce();
  return mailbox.messages.filter((message) => message.to === to);
}

/** The link in the newest message sent to `to`. */
export async function latestLinkTo(t: TestServer, mailbox: MemoryTransport, to: string) {
  const messages = await deliveredTo(t, mailbox, to);
  const text = messages.at(-1)?.text ?? '';
  const link = /https?:\/\/\S+\?token=[A-Za-z0-9_-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in the email to ${to}`);
  return { link, token: new URL(link).searchParams.get('token') ?? '' };
}

export async function userByEmail(t: TestServer, email: string) {
  const [user] = await t.db.select().from(users).where(eq(users.email, email));
  return user;
}

export async function outboxTo(t: TestServer, email: string) {
  return t.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
}

export async function tokenRow(t: TestServer, token: string) {
  const [row] = await t.db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, sha256Hex(token)));
  return row;
}

export async function countRows(t: TestServer) {
  return {
    users: await t.db.$count(users),
    outbox: await t.db.$count(emailOutbox),
    tokens: await t.db.$count(emailTokens),
  };
}

export function errorBody(response: TestResponse): { error: string; message: string } {
  return response.body as { error: string; message: string };
}
