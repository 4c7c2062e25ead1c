// Issue 26, item 6: a guardian withdraws consent from their page. A new immutable row, the gate
// closed again, the link kept, nothing deleted, and every consultant emailed, through HTTP.
import type { GuardianConsentStatus } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, guardianConsents, users } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { deliveredTo } from '../../../test/account-flows.ts';
import {
  consentedMinor,
  consentToken,
  decideThroughLink,
  guardianAccountFor,
} from '../../../test/guardian-flows.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant } from '../../../test/signed-in.ts';
import { studyPathRequestBody } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

const code = (response: { body: unknown }) => (response.body as { code?: string }).code;

describe('guardian consent withdrawal', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  const withdraw = (client: TestClient, studentId: string) =>
    client.request('POST', `/api/guardian/students/${studentId}/withdrawal`, { withCsrf: true });
  const startPath = (client: TestClient) =>
    client.request('POST', '/api/applications', {
      json: studyPathRequestBody(t.clock.now()),
      withCsrf: true,
    });

  it('records a withdrawal, closes the gate, keeps the link and emails every consultant', async () => {
    const consultant = await signedInConsultant(t);
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    const withdrawn = await guardian.client.request(
      'POST',
      `/api/guardian/students/${minor.user.id}/withdrawal`,
      { withCsrf: true, headers: { 'user-agent': 'GuardianBrowser/2.0' } },
    );
    expect(withdrawn.status).toBe(201);
    expect(withdrawn.body).toMatchObject({
      studentId: minor.user.id,
      consentState: 'missing',
      statusEmails: true,
    });

    const rows = await t.db
      .select()
      .from(guardianConsents)
      .where(eq(guardianConsents.studentId, minor.user.id));
    expect(rows.map((row) => row.decision)).toEqual(['consented', 'withdrawn']);
    expect(rows[1]).toMatchObject({
      invitationId: null,
      guardianName: 'Claire Martin',
      guardianEmail: minor.guardianEmail,
      relationship: 'mother',
      textVersion: rows[0]?.textVersion,
      textLanguage: 'en',
      ipAddress: guardian.client.ip,
      userAgent: 'GuardianBrowser/2.0',
    });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(
          eq(auditLogs.action, 'guardian_consent_withdrawn'),
          eq(auditLogs.entityId, rows[1]?.id ?? ''),
        ),
      );
    expect(audit).toMatchObject({ userId: guardian.userId, entityType: 'guardian_consent' });
    expect(JSON.stringify(audit?.details)).not.toContain(minor.guardianEmail);

    // The gate is closed again; what the student has stays.
    const path = await startPath(minor.client);
    expect([path.status, code(path)]).toEqual([403, 'guardian.consent_required']);
    const status = await minor.client.get<GuardianConsentStatus>('/api/guardian-consent');
    expect(status.body).toMatchObject({
      state: 'missing',
      lastDecision: { decision: 'withdrawn' },
    });
    const listed = await guardian.client.get<{ students: { studentId: string }[] }>(
      '/api/guardian/students',
    );
    expect(listed.body.students.map((student) => student.studentId)).toEqual([minor.user.id]);

    const admins = await t.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins.map((admin) => admin.email)).toContain(consultant.user.email);
    for (const admin of admins) {
      const [email] = await deliveredTo(t, mailbox, admin.email);
      expect(email?.subject).toBe('Guardian consent withdrawn: Ana Silva');
      expect(email?.text).toContain(
        'cannot start new study paths, upload documents or make payments',
      );
      expect(email?.text).toContain('Nothing was deleted');
      expect(email?.text).toContain(`${t.config.appUrl}/admin/users`);
    }

    const again = await withdraw(guardian.client, minor.user.id);
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'guardian.not_consented',
      message: 'There is no standing consent to withdraw.',
    });
  });

  it('lets a new consent through a new link open the gate again', async () => {
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    expect((await withdraw(guardian.client, minor.user.id)).status).toBe(201);
    const sent = await minor.client.request('POST', '/api/guardian-consent/invitations', {
      withCsrf: true,
    });
    expect(sent.status).toBe(201);
    const token = await consentToken(t, mailbox, minor.guardianEmail);
    expect((await decideThroughLink(t, token)).status).toBe(201);
    expect((await startPath(minor.client)).status).toBe(201);
  });

  it('is refused to anyone but a guardian following the student, and for a malformed id', async () => {
    const minor = await consentedMinor(t, mailbox);
    await guardianAccountFor(t, minor);
    const stranger = await guardianAccountFor(t, await consentedMinor(t, mailbox));
    const consultant = await signedInConsultant(t);
    const foreign = await withdraw(stranger.client, minor.user.id);
    expect([foreign.status, code(foreign)]).toEqual([404, 'student.not_found']);
    expect((await withdraw(t.newClient(), minor.user.id)).status).toBe(401);
    expect((await withdraw(minor.client, minor.user.id)).status).toBe(403);
    expect((await withdraw(consultant.client, minor.user.id)).status).toBe(403);
    expect((await withdraw(stranger.client, 'not-a-uuid')).status).toBe(400);
    // Nothing was recorded by the refused calls.
    expect(await t.db.$count(guardianConsents, eq(guardianConsents.studentId, minor.user.id))).toBe(
      1,
    );
  });
});
