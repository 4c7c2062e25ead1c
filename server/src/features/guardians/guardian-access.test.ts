// Issue 26, item 6: the student sees who has guardian access and, once 18, ends it; the guardian
// then no longer follows them. Through HTTP on a real database.
import type { GuardianAccess } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, guardianLinks, profiles } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { birthDate, consentedMinor, guardianAccountFor } from '../../../test/guardian-flows.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

const code = (response: { body: unknown }) => (response.body as { code?: string }).code;

describe("the student's guardian access", () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  const accessOf = (client: TestClient) => client.get<GuardianAccess>('/api/guardian-access');
  const end = (client: TestClient, linkId: string) =>
    client.request('DELETE', `/api/guardian-access/${linkId}`, { withCsrf: true });
  /**
   * The student's birthday moved so that they turned `years` two days ago (the age rule counts
   * years of 365.25 days, so the birthday itself may still count as a day short).
   */
  const makeAge = (studentId: string, years: number) =>
    t.db
      .update(profiles)
      .set({ dateOfBirth: birthDate(t, years, -2) })
      .where(eq(profiles.userId, studentId));

  it('shows a minor who follows them, and refuses to end it before 18', async () => {
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    const access = await accessOf(minor.client);
    expect(access.status).toBe(200);
    expect(access.body).toEqual({
      guardians: [
        {
          linkId: expect.any(String) as string,
          guardianEmail: guardian.email,
          guardianName: 'Claire Martin',
          relationship: 'mother',
          linkedAt: t.clock.now().toISOString(),
        },
      ],
      canEnd: false,
    });
    const linkId = access.body.guardians[0]?.linkId ?? '';
    const refused = await end(minor.client, linkId);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'guardian.student_is_minor',
      message: "While you are under 18, your guardian's access cannot be ended here.",
    });
  });

  it('lets an 18-year-old end it: the guardian no longer follows them', async () => {
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    await makeAge(minor.user.id, 18);
    const access = await accessOf(minor.client);
    expect(access.body.canEnd).toBe(true);
    const linkId = access.body.guardians[0]?.linkId ?? '';

    const other = await signedInStudent(t);
    const consultant = await signedInConsultant(t);
    const foreign = await end(other.client, linkId);
    expect([foreign.status, code(foreign)]).toEqual([404, 'guardian.link_not_found']);
    expect((await end(t.newClient(), linkId)).status).toBe(401);
    expect((await end(guardian.client, linkId)).status).toBe(403);
    expect((await end(consultant.client, linkId)).status).toBe(403);
    expect((await end(minor.client, 'not-a-uuid')).status).toBe(400);

    const ended = await end(minor.client, linkId);
    expect(ended.status).toBe(204);
    const [row] = await t.db.select().from(guardianLinks).where(eq(guardianLinks.id, linkId));
    expect(row).toMatchObject({ endedAt: t.clock.now(), endedBy: minor.user.id });
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'guardian_link_ended'), eq(auditLogs.entityId, linkId)));
    expect(audit).toMatchObject({ userId: minor.user.id, entityType: 'guardian_link' });

    expect((await accessOf(minor.client)).body).toEqual({ guardians: [], canEnd: true });
    const listed = await guardian.client.get<{ students: unknown[] }>('/api/guardian/students');
    expect(listed.body.students).toEqual([]);
    const settings = await guardian.client.request(
      'PUT',
      `/api/guardian/students/${minor.user.id}/settings`,
      { json: { statusEmails: false }, withCsrf: true },
    );
    expect(settings.status).toBe(404);
    const again = await end(minor.client, linkId);
    expect([again.status, code(again)]).toEqual([404, 'guardian.link_not_found']);
  });

  it('is for students only', async () => {
    const consultant = await signedInConsultant(t);
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    expect((await accessOf(t.newClient())).status).toBe(401);
    expect((await accessOf(consultant.client)).status).toBe(403);
    expect((await accessOf(guardian.client)).status).toBe(403);
    const adult = await signedInStudent(t);
    expect((await accessOf(adult.client)).body).toEqual({ guardians: [], canEnd: true });
  });
});
