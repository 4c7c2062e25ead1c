import type { ErrorResponse, GuardianApplication } from '@studypath/domain';
import { describe, expect, it } from 'vitest';
import { consultantWithSession, signedInAs } from '../../../test/account-sessions.ts';
import { signedInGuardian } from '../../../test/linked-guardians.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('GET /api/guardian/students/:studentId/applications', () => {
  const t = testServerForSuite();

  /** A student with a finished path and a newer active one a consultant wrote notes on. */
  async function studentWithPaths() {
    const { user: student } = await t.createUser();
    const older = await insertStudyPath(t.deps, {
      userId: student.id,
      status: 'completed',
      createdAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    const active = await insertStudyPath(t.deps, { userId: student.id, status: 'in_review' });
    const consultant = await consultantWithSession(t);
    const notes = await consultant.client.request(
      'PATCH',
      `/api/admin/applications/${active.id}/notes`,
      {
        json: { adminNotes: 'Please upload your transcript.', internalNotes: 'Internal: strong' },
        withCsrf: true,
      },
    );
    expect(notes.status).toBe(200);
    return { student, older, active, consultant };
  }

  const url = (studentId: string) => `/api/guardian/students/${studentId}/applications`;

  it("answers a linked guardian the student's own view of each path with its updates, never internal notes", async () => {
    const { student, older, active, consultant } = await studentWithPaths();
    const guardian = await signedInGuardian(t, student.id);

    const response = await guardian.client.get<GuardianApplication[]>(url(student.id));
    expect(response.status).toBe(200);
    expect(response.body.map((path) => path.id)).toEqual([active.id, older.id]);

    // The same fields as the student's own list and updates, letter for letter.
    const studentClient = await signedInAs(t, student);
    const own = await studentClient.get<unknown[]>('/api/applications');
    const ownUpdates = await studentClient.get<unknown[]>(`/api/applications/${active.id}/updates`);
    const [first, second] = response.body;
    const { updates, ...path } = first ?? { updates: [] };
    expect(path).toEqual(own.body[0]);
    expect(updates).toEqual(ownUpdates.body);
    expect(second?.updates).toEqual([]);
    expect(first).toMatchObject({ adminNotes: 'Please upload your transcript.' });
    const note = updates.find((update) => update.type === 'note_added');
    expect(note?.createdBy?.role).toBe('admin');
    expect(note?.createdBy).not.toHaveProperty('id');

    // Nothing for consultants only: no internal notes, no consultant's address or account id.
    expect(response.text).not.toContain('Internal: strong');
    expect(response.text).not.toContain('internalNotes');
    expect(response.text).not.toContain(consultant.user.email);
    expect(response.text).not.toContain(consultant.user.id);
  });

  it('answers an empty list for a linked student without paths', async () => {
    const { user: student } = await t.createUser();
    const guardian = await signedInGuardian(t, student.id);
    const response = await guardian.client.get(url(student.id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual([]);
  });

  it('refuses everyone else: 404 to a guardian of another student, 403 to a student or a consultant, 401 anonymous', async () => {
    const { student } = await studentWithPaths();
    const { user: otherStudent } = await t.createUser();
    const stranger = await signedInGuardian(t, otherStudent.id);
    const unlinked = await signedInGuardian(t, null);
    for (const client of [stranger.client, unlinked.client]) {
      const refused = await client.get<ErrorResponse>(url(student.id));
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('student.not_found');
    }
    const studentClient = await signedInAs(t, student);
    expect((await studentClient.get(url(student.id))).status).toBe(403);
    const consultant = await consultantWithSession(t);
    expect((await consultant.client.get(url(student.id))).status).toBe(403);
    expect((await t.newClient().get(url(student.id))).status).toBe(401);
  });

  it('refuses an id that is not one (400)', async () => {
    const guardian = await signedInGuardian(t, null);
    expect((await guardian.client.get(url('not-an-id'))).status).toBe(400);
  });

  it("never opens the student's messages to a guardian", async () => {
    const { student } = await studentWithPaths();
    const guardian = await signedInGuardian(t, student.id);
    for (const path of ['/api/messages/threads', '/api/messages/unread-count']) {
      const refused = await guardian.client.get<ErrorResponse>(path);
      expect(refused.status).toBe(403);
    }
  });
});
