// Shared steps of the guardian tests: a minor who names a guardian through the real profile
// route (so the guardians feature's watcher runs), the link from the guardian's email, the
// guardian's consent through it and the guardian account made from it.
import { randomUUID } from 'node:crypto';
import { consentTextForHashing, guardianConsentTexts } from '@studypath/domain';
import { sha256Hex } from '../src/platform/crypto/crypto-tokens.ts';
import type { MemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import { latestLinkTo, strongPassword } from './account-flows.ts';
import type { TestClient } from './http-client.ts';
import { signedInStudent, type SignedInUser } from './signed-in.ts';
import { completeStudentProfile } from './study-path-factories.ts';
import type { TestServer } from './test-server.ts';

/** 'YYYY-MM-DD' of the day `years` before the server's today, plus `days`. */
export function birthDate(t: TestServer, years: number, days = 0): string {
  const date = new Date(t.clock.now());
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export const newGuardianEmail = () => `guardian-${randomUUID().slice(0, 8)}@example.com`;

/** A complete (100%) profile of a student born on `dateOfBirth`, naming `guardianEmail`. */
export function minorProfile(dateOfBirth: string, guardianEmail: string | null) {
  return {
    ...completeStudentProfile,
    dateOfBirth,
    guardianName: 'Claire Martin',
    guardianRelation: 'mother',
    guardianEmail,
    guardianPhone: guardianEmail ? completeStudentProfile.phoneNumber : null,
  };
}

export function saveProfile(client: TestClient, profile: Record<string, unknown>) {
  return client.request('PUT', '/api/user/profile', { json: profile, withCsrf: true });
}

export interface Minor extends SignedInUser {
  guardianEmail: string;
}

/** A signed-in 16-year-old who saved a complete profile naming a new guardian email. */
export async function minorWithGuardian(t: TestServer, years = 16): Promise<Minor> {
  const student = await signedInStudent(t);
  const guardianEmail = newGuardianEmail();
  const saved = await saveProfile(student.client, minorProfile(birthDate(t, years), guardianEmail));
  if (saved.status !== 200) throw new Error(`profile save answered ${saved.status}: ${saved.text}`);
  return { ...student, guardianEmail };
}

/** The token of the newest consent link emailed to `guardianEmail`. */
export async function consentToken(
  t: TestServer,
  mailbox: MemoryTransport,
  guardianEmail: string,
): Promise<string> {
  return (await latestLinkTo(t, mailbox, guardianEmail)).token;
}

export function decisionBody(token: string, textVersion: string, decision = 'consent') {
  return { token, guardianName: 'Claire Martin', relationship: 'mother', decision, textVersion };
}

/** The version of the English consent text, as the consent page sends it back. */
export const consentTextVersion = sha256Hex(consentTextForHashing(guardianConsentTexts.en));

/** The guardian's decision through the link, from a fresh browser. */
export function decideThroughLink(t: TestServer, token: string, decision = 'consent') {
  return t.newClient().request('POST', '/api/guardian/consent', {
    json: decisionBody(token, consentTextVersion, decision),
    withCsrf: true,
  });
}

export interface ConsentedMinor extends Minor {
  /** The consent's link: it may now create the guardian's account or link the student to it. */
  token: string;
}

/** A minor whose guardian consented through the emailed link. */
export async function consentedMinor(
  t: TestServer,
  mailbox: MemoryTransport,
  options: { years?: number; guardianEmail?: string } = {},
): Promise<ConsentedMinor> {
  const student = await signedInStudent(t);
  const guardianEmail = options.guardianEmail ?? newGuardianEmail();
  const profile = minorProfile(birthDate(t, options.years ?? 16), guardianEmail);
  const saved = await saveProfile(student.client, profile);
  if (saved.status !== 200) throw new Error(`profile save answered ${saved.status}: ${saved.text}`);
  const token = await consentToken(t, mailbox, guardianEmail);
  const decided = await decideThroughLink(t, token);
  if (decided.status !== 201)
    throw new Error(`consent answered ${decided.status}: ${decided.text}`);
  return { ...student, guardianEmail, token };
}

export function postGuardianAccount(client: TestClient, token: string, password = strongPassword) {
  return client.request('POST', '/api/guardian/account', {
    json: { token, password, confirmPassword: password },
    withCsrf: true,
  });
}

export interface GuardianAccount {
  client: TestClient;
  email: string;
  password: string;
  userId: string;
}

/** The guardian's account created from the consent's link, signed in in a fresh browser. */
export async function guardianAccountFor(
  t: TestServer,
  minor: ConsentedMinor,
): Promise<GuardianAccount> {
  const client = t.newClient();
  const created = await postGuardianAccount(client, minor.token);
  if (created.status !== 201) {
    throw new Error(`guardian account answered ${created.status}: ${created.text}`);
  }
  const { user } = created.body as { user: { id: string } };
  return { client, email: minor.guardianEmail, password: strongPassword, userId: user.id };
}
