// Issue 26, item 4: the guardian's account made from a consent's link (email verified by the link,
// signed in at once), a second student linked to it (siblings), the students it follows and the
// status-email switch, and what a guardian account may not reach, through HTTP on a real database.
import type { GuardianStudent } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLogs,
  guardianInvitations,
  guardianLinks,
  users,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { strongPassword } from '../../../test/account-flows.ts';
import {
  consentedMinor,
  consentToken,
  decideThroughLink,
  guardianAccountFor,
  minorWithGuardian,
  newGuardianEmail,
  postGuardianAccount,
} from '../../../test/guardian-flows.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { hours, minutes } from '../../../test/test-clock.ts';

const code = (response: { body: unknown }) => (response.body as { code?: string }).code;

describe('guardian accounts', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  const studentsOf = (client: TestClient) =>
    client.get<{ students: GuardianStudent[] }>('/api/guardian/students');
  const link = (client: TestClient, json: unknown) =>
    client.request('POST', '/api/guardian/links', { json, withCsrf: true });
  const settings = (client: TestClient, studentId: string, json: unknown) =>
    client.request('PUT', `/api/guardian/students/${studentId}/settings`, {
      json,
      withCsrf: true,
    });

  describe('POST /api/guardian/account', () => {
    it('creates a verified guardian account for the invited email, links the student and signs in', async () => {
      const minor = await consentedMinor(t, mailbox);
      const client = t.newClient();
      const created = await postGuardianAccount(client, minor.token);
      expect(created.status).toBe(201);
      const body = created.body as { user: { id: string; email: string; role: string } };
      expect(body).toEqual({
        user: {
          id: expect.any(String) as string,
          email: minor.guardianEmail,
          role: 'guardian',
          language: 'en',
        },
      });
      expect(created.setCookies.some((line) => line.includes('HttpOnly'))).toBe(true);

      const me = await client.get('/api/auth/me');
      expect(me.body).toMatchObject({ email: minor.guardianEmail, role: 'guardian' });
      const listed = await studentsOf(client);
      expect(listed.body).toEqual({
        students: [
          {
            studentId: minor.user.id,
            studentName: 'Ana Silva',
            consentState: 'given',
            statusEmails: true,
            linkedAt: t.clock.now().toISOString(),
          },
        ],
      });

      const [user] = await t.db.select().from(users).where(eq(users.id, body.user.id));
      expect(user?.emailVerifiedAt).toEqual(t.clock.now());
      const [invitation] = await t.db
        .select()
        .from(guardianInvitations)
        .where(eq(guardianInvitations.studentId, minor.user.id));
      expect(invitation?.linkedAt).toEqual(t.clock.now());
      const audits = await t.db.select().from(auditLogs).where(eq(auditLogs.userId, body.user.id));
      expect(audits.map((row) => [row.action, row.entityType, row.details])).toEqual(
        expect.arrayContaining([
          ['user_register', 'user', { role: 'guardian' }],
          ['guardian_link_created', 'guardian_link', { studentId: minor.user.id }],
        ]),
      );
      expect(JSON.stringify(audits)).not.toContain(minor.guardianEmail);

      // Verified: the guardian signs in straight away with the password chosen.
      const again = t.newClient();
      expect((await again.login(minor.guardianEmail, strongPassword)).status).toBe(200);
    });

    it('spends the link: a second account or link through it is refused', async () => {
      const minor = await consentedMinor(t, mailbox);
      const guardian = await guardianAccountFor(t, minor);
      const second = await postGuardianAccount(t.newClient(), minor.token);
      expect([second.status, code(second)]).toEqual([400, 'guardian.used_consent_link']);
      const linked = await link(guardian.client, { token: minor.token });
      expect([linked.status, code(linked)]).toEqual([400, 'guardian.used_consent_link']);
    });

    it('refuses a forged link, one not decided yet, a refused one and a replaced one', async () => {
      const forged = await postGuardianAccount(t.newClient(), 'forged-token');
      expect([forged.status, code(forged)]).toEqual([400, 'guardian.invalid_consent_link']);

      const waiting = await minorWithGuardian(t);
      const undecided = await consentToken(t, mailbox, waiting.guardianEmail);
      const early = await postGuardianAccount(t.newClient(), undecided);
      expect([early.status, code(early)]).toEqual([400, 'guardian.invalid_consent_link']);

      await decideThroughLink(t, undecided, 'refuse');
      const refused = await postGuardianAccount(t.newClient(), undecided);
      expect([refused.status, code(refused)]).toEqual([400, 'guardian.used_consent_link']);

      const replacedMinor = await minorWithGuardian(t);
      const old = await consentToken(t, mailbox, replacedMinor.guardianEmail);
      await replacedMinor.client.request('POST', '/api/guardian-consent/invitations', {
        withCsrf: true,
      });
      const replaced = await postGuardianAccount(t.newClient(), old);
      expect([replaced.status, code(replaced)]).toEqual([400, 'guardian.used_consent_link']);
    });

    it('answers 409 when the invited email has an account already, and links nothing', async () => {
      const guardianEmail = newGuardianEmail();
      await t.createUser({ email: guardianEmail, role: 'student' });
      const minor = await consentedMinor(t, mailbox, { guardianEmail });
      const created = await postGuardianAccount(t.newClient(), minor.token);
      expect(created.status).toBe(409);
      expect(created.body).toMatchObject({
        code: 'guardian.account_exists',
        message: 'An account with this email already exists. Sign in, then link the student.',
      });
      expect(await t.db.$count(guardianLinks, eq(guardianLinks.studentId, minor.user.id))).toBe(0);
    });

    it('refuses bad input with 400', async () => {
      const minor = await consentedMinor(t, mailbox);
      const client = t.newClient();
      for (const json of [
        {},
        { token: minor.token, password: strongPassword },
        { token: minor.token, password: strongPassword, confirmPassword: 'something-else-1' },
        { token: minor.token, password: 'short', confirmPassword: 'short' },
        { token: '', password: strongPassword, confirmPassword: strongPassword },
      ]) {
        const answer = await client.request('POST', '/api/guardian/account', {
          json,
          withCsrf: true,
        });
        expect(answer.status).toBe(400);
      }
      // Still usable after the bad tries.
      expect((await postGuardianAccount(client, minor.token)).status).toBe(201);
    });
  });

  describe('POST /api/guardian/links', () => {
    it('links a sibling to the signed-in guardian: both are listed', async () => {
      const first = await consentedMinor(t, mailbox);
      const guardian = await guardianAccountFor(t, first);
      const sibling = await consentedMinor(t, mailbox, { guardianEmail: first.guardianEmail });
      // A minute later, so the list's order (oldest link first) is not decided by the ids.
      t.clock.advance(minutes(1));
      const linked = await link(guardian.client, { token: sibling.token });
      expect(linked.status).toBe(201);
      expect(linked.body).toMatchObject({ studentId: sibling.user.id, consentState: 'given' });
      const listed = await studentsOf(guardian.client);
      expect(listed.body.students.map((student) => student.studentId)).toEqual([
        first.user.id,
        sibling.user.id,
      ]);
      const again = await link(guardian.client, { token: sibling.token });
      expect([again.status, code(again)]).toEqual([400, 'guardian.used_consent_link']);
    });

    it('is for guardians only, and refuses bad input and bad links', async () => {
      const minor = await consentedMinor(t, mailbox);
      const guardian = await guardianAccountFor(t, minor);
      const other = await consentedMinor(t, mailbox);
      expect((await link(t.newClient(), { token: other.token })).status).toBe(401);
      expect((await link(minor.client, { token: other.token })).status).toBe(403);
      const consultant = await signedInConsultant(t);
      expect((await link(consultant.client, { token: other.token })).status).toBe(403);
      expect((await link(guardian.client, {})).status).toBe(400);
      expect((await link(guardian.client, { token: other.token, extra: 1 })).status).toBe(400);
      const forged = await link(guardian.client, { token: 'forged-token' });
      expect([forged.status, code(forged)]).toEqual([400, 'guardian.invalid_consent_link']);
      // The refusals spent nothing.
      expect((await link(guardian.client, { token: other.token })).status).toBe(201);
    });
  });

  describe('GET /api/guardian/students and the settings', () => {
    it('turns the status emails off and on; another guardian gets 404, others 401/403', async () => {
      const minor = await consentedMinor(t, mailbox);
      const guardian = await guardianAccountFor(t, minor);
      const off = await settings(guardian.client, minor.user.id, { statusEmails: false });
      expect(off.status).toBe(200);
      expect(off.body).toMatchObject({ studentId: minor.user.id, statusEmails: false });
      expect((await studentsOf(guardian.client)).body.students[0]?.statusEmails).toBe(false);
      const on = await settings(guardian.client, minor.user.id, { statusEmails: true });
      expect(on.body).toMatchObject({ statusEmails: true });

      const stranger = await guardianAccountFor(t, await consentedMinor(t, mailbox));
      const foreign = await settings(stranger.client, minor.user.id, { statusEmails: false });
      expect([foreign.status, code(foreign)]).toEqual([404, 'student.not_found']);
      expect((await studentsOf(stranger.client)).body.students).toHaveLength(1);

      const consultant = await signedInConsultant(t);
      for (const [client, status] of [
        [t.newClient(), 401],
        [minor.client, 403],
        [consultant.client, 403],
      ] as const) {
        expect((await settings(client, minor.user.id, { statusEmails: false })).status).toBe(
          status,
        );
        expect((await studentsOf(client)).status).toBe(status);
      }
      const unchanged = await settings(guardian.client, minor.user.id, {});
      expect([unchanged.status, (unchanged.body as GuardianStudent).statusEmails]).toEqual([
        200,
        true,
      ]);
      expect(
        (await settings(guardian.client, minor.user.id, { statusEmails: true, extra: 1 })).status,
      ).toBe(400);
      expect((await settings(guardian.client, minor.user.id, { statusEmails: 'no' })).status).toBe(
        400,
      );
      expect((await settings(guardian.client, 'not-a-uuid', { statusEmails: true })).status).toBe(
        400,
      );
    });

    it('keeps a guardian out of student and signed-in routes', async () => {
      const minor = await consentedMinor(t, mailbox);
      const guardian = await guardianAccountFor(t, minor);
      for (const path of ['/api/applications', '/api/messages/threads', '/api/user/profile']) {
        const answer = await guardian.client.get(path);
        expect([path, answer.status]).toEqual([path, 403]);
      }
      const thread = await guardian.client.request('POST', '/api/messages/threads', {
        json: { subject: 'Hello', content: 'Hi' },
        withCsrf: true,
      });
      expect(thread.status).toBe(403);
    });

    it('lists no student whose link has ended', async () => {
      const student = await signedInStudent(t);
      const { user, password } = await t.createUser({ role: 'guardian' });
      await t.db.insert(guardianLinks).values({
        guardianId: user.id,
        studentId: student.user.id,
        createdAt: t.clock.now(),
        endedAt: t.clock.now(),
      });
      const client = t.newClient();
      expect((await client.login(user.email, password)).status).toBe(200);
      expect((await studentsOf(client)).body).toEqual({ students: [] });
    });
  });

  // Last: it moves the suite's clock past every link's expiry.
  it('refuses an expired link', async () => {
    const minor = await consentedMinor(t, mailbox);
    t.clock.advance(hours(15 * 24));
    const created = await postGuardianAccount(t.newClient(), minor.token);
    expect([created.status, code(created)]).toEqual([400, 'guardian.expired_consent_link']);
  });
});
