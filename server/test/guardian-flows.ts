// Shared steps of the guardian tests: a minor who names a guardian through the real profile
// route (so the guardians feature's watcher runs), and the link from the guardian's email.
import { randomUUID } from 'node:crypto';
import type { MemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import { latestLinkTo } from './account-flows.ts';
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
