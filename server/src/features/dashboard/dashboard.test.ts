import type { StudentTodoResponse } from '@studypath/domain';
import type { StudyPathChecklist } from '@studypath/domain/checklist';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, checklistItemReviews } from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertTestInfoRequest } from '../../../test/info-request-factories.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('GET /api/dashboard/todo', () => {
  const t = testServerForSuite();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInConsultant(t)).client;
  });

  const todoOf = (client: TestClient, headers: Record<string, string> = {}) =>
    client.get<StudentTodoResponse>('/api/dashboard/todo', { headers });

  it("lists the student's own open requests and the stages waiting on them, never another's", async () => {
    const { user, client } = await signedInStudent(t);
    const { user: other } = await signedInStudent(t);
    const application = await insertStudyPath(t.deps, {
      userId: user.id,
      status: 'docs_needed',
      fieldOfStudy: 'Nursing',
    });
    const request = await insertTestInfoRequest(t.deps, {
      userId: user.id,
      applicationId: application.id,
    });
    await insertTestInfoRequest(t.deps, {
      userId: user.id,
      answered: { responses: { q1: 'Next fall' }, at: t.clock.now() },
    });
    const othersApplication = await insertStudyPath(t.deps, {
      userId: other.id,
      status: 'docs_needed',
    });
    await insertTestInfoRequest(t.deps, { userId: other.id, applicationId: othersApplication.id });

    const response = await todoOf(client);
    expect(response.status).toBe(200);
    expect(response.body.items).toEqual([
      {
        kind: 'answer_info_request',
        requestId: request.id,
        applicationId: application.id,
        studyPathName: 'Nursing',
        isGeneral: false,
        questionCount: 2,
        sentAt: request.createdAt.toISOString(),
      },
      {
        kind: 'upload_documents',
        applicationId: application.id,
        studyPathName: 'Nursing',
        checklistToDo: expect.any(Number) as number,
      },
    ]);
    expect(JSON.stringify(response.body)).not.toContain(othersApplication.id);
  });

  it('counts what is left on the checklist, and asks nothing once it is all with the consultant', async () => {
    const { user, client } = await signedInStudent(t);
    const application = await insertStudyPath(t.deps, { userId: user.id, status: 'docs_needed' });
    const checklist = await client.get<StudyPathChecklist>(
      `/api/applications/${application.id}/checklist`,
    );
    const [item] = (await todoOf(client)).body.items;
    expect(item).toMatchObject({
      kind: 'upload_documents',
      checklistToDo: checklist.body.items.length,
    });
    // The consultant waives every item: nothing is left for the student to upload.
    await t.db.insert(checklistItemReviews).values(
      checklist.body.items.map((entry) => ({
        applicationId: application.id,
        itemKey: entry.id,
        decision: 'not_needed',
        reason: 'Not for this path.',
        decidedBy: null,
        decidedAt: t.clock.now(),
      })),
    );
    expect((await todoOf(client)).body.items).toEqual([]);
  });

  it('asks for the package of an unpaid Find the Program path, and no more once it is paid', async () => {
    const { user, client } = await signedInStudent(t);
    const application = await insertStudyPath(t.deps, {
      userId: user.id,
      status: 'find_program',
      fieldOfStudy: 'Business',
    });
    expect((await todoOf(client)).body.items).toEqual([
      { kind: 'choose_package', applicationId: application.id, studyPathName: 'Business' },
    ]);
    await t.deps.db
      .update(applications)
      .set({ paymentStatus: 'paid', packageTier: 'basic' })
      .where(eq(applications.id, application.id));
    // A direct write bumps no change version: a fresh client (no tag) reads the new answer.
    const fresh = await signedInAs(t, user);
    expect((await todoOf(fresh)).body.items).toEqual([]);
  });

  it('answers 304 while nothing changed, and the new list once a consultant asks something', async () => {
    const { user, client } = await signedInStudent(t);
    const application = await insertStudyPath(t.deps, { userId: user.id, status: 'in_review' });
    const first = await todoOf(client);
    expect(first.body.items).toEqual([]);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"v\./);
    expect((await todoOf(client, { 'if-none-match': etag })).status).toBe(304);

    const sent = await admin.post(
      '/api/admin/info-requests',
      {
        userId: user.id,
        applicationId: application.id,
        questions: [{ id: 'q1', question: 'Which intake?', required: true }],
      },
      { withCsrf: true },
    );
    expect(sent.status).toBe(201);
    const changed = await todoOf(client, { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body.items).toMatchObject([
      { kind: 'answer_info_request', applicationId: application.id, questionCount: 1 },
    ]);

    const moved = await admin.request('PATCH', `/api/admin/applications/${application.id}/status`, {
      json: { status: 'docs_needed' },
      withCsrf: true,
    });
    expect(moved.status).toBe(200);
    const afterMove = await todoOf(client, { 'if-none-match': changed.headers.get('etag') ?? '' });
    expect(afterMove.status).toBe(200);
    expect(afterMove.body.items.map((item) => item.kind)).toEqual([
      'answer_info_request',
      'upload_documents',
    ]);
  });

  it('says first sign-in until the student signs in a second time', async () => {
    const { user, password, client } = await signedInStudent(t);
    expect((await todoOf(client)).body.isFirstSignIn).toBe(true);
    await client.logout();
    const again = t.newClient();
    expect((await again.login(user.email, password)).status).toBe(200);
    expect((await todoOf(again)).body.isFirstSignIn).toBe(false);
  });

  it('refuses an administrator (403) and an anonymous visitor (401)', async () => {
    expect((await todoOf(admin)).status).toBe(403);
    expect((await todoOf(t.newClient())).status).toBe(401);
  });
});
