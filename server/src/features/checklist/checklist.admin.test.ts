import { randomUUID } from 'node:crypto';
import type { StudyPathChecklist } from '@studypath/domain/checklist';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs } from '../../platform/db/schema/index.ts';
import {
  dateOfBirthAged,
  insertQuizStudyPath,
  setDateOfBirth,
} from '../../../test/checklist-factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('a study path’s checklist, consultant side', () => {
  const t = testServerForSuite();
  let admin: TestClient;
  let adminId: string;
  beforeAll(async () => {
    const consultant = await signedInConsultant(t);
    admin = consultant.client;
    adminId = consultant.user.id;
  });

  const checklistUrl = (id: string) => `/api/admin/applications/${id}/checklist`;
  const answer = (client: TestClient, id: string, json: unknown) =>
    client.request<StudyPathChecklist>('PUT', `${checklistUrl(id)}/answers`, {
      json,
      withCsrf: true,
    });

  async function studentWithPath() {
    const student = await signedInStudent(t);
    await setDateOfBirth(t.deps, student.user.id, dateOfBirthAged(t.clock.now(), 24));
    const path = await insertQuizStudyPath(t.deps, {
      userId: student.user.id,
      quiz: { educationLevel: 'phd', preferredProvince: 'bc' },
    });
    return { ...student, path };
  }

  it('reads any student’s checklist and answers its questions for them', async () => {
    const { client, path } = await studentWithPath();
    const read = await admin.get<StudyPathChecklist>(checklistUrl(path.id));
    expect(read.status).toBe(200);
    expect(read.body.items.find((item) => item.id === 'pal')?.question).toBe('institutionType');

    const answered = await answer(admin, path.id, { institutionType: 'public' });
    expect(answered.status).toBe(200);
    expect(answered.body.items.map((item) => item.id)).not.toContain('pal');
    // The student reads what the consultant decided.
    const studentView = await client.get<StudyPathChecklist>(
      `/api/applications/${path.id}/checklist`,
    );
    expect(studentView.body).toEqual(answered.body);

    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(
        and(eq(auditLogs.entityId, path.id), eq(auditLogs.action, 'checklist_answers_update')),
      );
    expect(audit).toMatchObject({
      userId: adminId,
      details: { questions: ['institutionType'], byConsultant: true },
    });
  });

  it('answers 404 for an unknown path and 400 for a bad body', async () => {
    expect((await admin.get(checklistUrl(randomUUID()))).status).toBe(404);
    expect((await answer(admin, randomUUID(), { needsMedicalExam: true })).status).toBe(404);
    const { path } = await studentWithPath();
    expect((await answer(admin, path.id, { familyMembersComing: -1 })).status).toBe(400);
  });

  it('refuses students (403), even on their own path, and anonymous visitors (401)', async () => {
    const { client, path } = await studentWithPath();
    expect((await client.get(checklistUrl(path.id))).status).toBe(403);
    expect((await answer(client, path.id, { needsMedicalExam: true })).status).toBe(403);
    expect((await t.newClient().get(checklistUrl(path.id))).status).toBe(401);
    expect((await answer(t.newClient(), path.id, { needsMedicalExam: true })).status).toBe(401);
  });
});
