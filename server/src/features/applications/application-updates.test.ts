import type { ApplicationUpdate, StudentApplicationUpdate } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { saveAdminSettings } from '../profile/profile.service.ts';
import { insertApplicationUpdate } from './applications.queries.ts';

describe('GET /api/applications/:id/updates: who made each change', () => {
  let t: TestServer;
  let maria: UserRow;
  let nameless: UserRow;
  let student: UserRow;
  let studentClient: TestClient;
  let pathId: string;

  beforeAll(async () => {
    t = await startTestServer();
    maria = (await t.createUser({ role: 'admin', email: 'maria.consultant@example.com' })).user;
    nameless = (await t.createUser({ role: 'admin', email: 'nameless.consultant@example.com' }))
      .user;
    await saveAdminSettings(t.deps, {
      userId: maria.id,
      settings: { displayName: 'Maria' },
      ip: '127.0.0.1',
    });
    student = (await t.createUser()).user;
    await completeProfileOf(t.deps, student.id);
    studentClient = await signedInAs(t, student);
    pathId = (await insertStudyPath(t.deps, { userId: student.id, status: 'in_review' })).id;
    const at = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);
    const update = (createdBy: string | null, title: string, seconds: number) =>
      insertApplicationUpdate(t.db, {
        applicationId: pathId,
        type: 'note_added',
        title,
        createdBy,
        createdAt: at(seconds),
      });
    await update(maria.id, 'Note from Maria', 4);
    await update(nameless.id, 'Note from a consultant without a name', 3);
    await update(student.id, 'Information request answered', 2);
    await update(null, 'Written by the system', 1);
  });
  afterAll(() => t.close());

  it('names a consultant to the student by display name, else "Educational Consultant", with no e-mail or id', async () => {
    const response = await studentClient.get<StudentApplicationUpdate[]>(
      `/api/applications/${pathId}/updates`,
    );
    expect(response.status).toBe(200);
    expect(response.body.map((update) => [update.title, update.createdBy])).toEqual([
      ['Note from Maria', { role: 'admin', displayName: 'Maria' }],
      [
        'Note from a consultant without a name',
        { role: 'admin', displayName: 'Educational Consultant' },
      ],
      ['Information request answered', { role: 'student', displayName: 'Ana Silva' }],
      ['Written by the system', null],
    ]);
    for (const consultant of [maria, nameless]) {
      expect(response.text).not.toContain(consultant.email);
      expect(response.text).not.toContain(consultant.id);
    }
  });

  it('still gives a consultant the author’s account and e-mail', async () => {
    const admin = await signedInAs(t, nameless);
    const response = await admin.get<ApplicationUpdate[]>(`/api/applications/${pathId}/updates`);
    expect(response.status).toBe(200);
    expect(response.body.map((update) => update.createdBy)).toEqual([
      { id: maria.id, email: 'maria.consultant@example.com' },
      { id: nameless.id, email: 'nameless.consultant@example.com' },
      { id: student.id, email: student.email },
      null,
    ]);
  });
});
