import type { Application, ApplicationUpdate, ErrorResponse } from '@studypath/domain';
import { createApplicationBlockerTexts, upcomingIntakes } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLogs } from '../../platform/db/schema/index.ts';
import { insertApplicationProgram } from '../programs/programs.queries.ts';
import { insertApplicationUpdate } from './applications.queries.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import {
  completeProfileOf,
  insertStudyPath,
  insertTestProgram,
  studyPathRequestBody,
} from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

describe('study paths, student side', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  async function signedIn(
    options: { role?: 'student' | 'admin'; isProfileComplete?: boolean } = {},
  ) {
    const { user, password } = await t.createUser({ role: options.role ?? 'student' });
    if (options.isProfileComplete) await completeProfileOf(t.deps, user.id);
    const client = t.newClient();
    const login = await client.login(user.email, password);
    if (login.status !== 200) throw new Error(`login answered ${login.status}`);
    return { user, client };
  }

  const create = <Body = Application>(
    client: TestClient,
    body: unknown = studyPathRequestBody(t.clock.now()),
  ) => client.request<Body>('POST', '/api/applications', { json: body, withCsrf: true });
  const remove = <Body = unknown>(client: TestClient, id: string) =>
    client.request<Body>('DELETE', `/api/applications/${id}`, { withCsrf: true });

  describe('POST /api/applications', () => {
    it('creates a new path from the finished quiz and answers it with its id (201)', async () => {
      const { user, client } = await signedIn({ isProfileComplete: true });
      const response = await create(client);
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        userId: user.id,
        status: 'new',
        fieldOfStudy: 'Science, Technology, Engineering & Math (STEM)',
        paymentStatus: 'unpaid',
        packageTier: null,
        adminNotes: null,
      });
      expect(response.body.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(response.body).not.toHaveProperty('internalNotes');
      const info = JSON.parse(response.body.additionalInfo ?? '') as {
        quizResponses: { startTiming: string };
      };
      expect(info.quizResponses.startTiming).toBe(upcomingIntakes(t.clock.now())[0]);
      const audits = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'application_create')));
      expect(audits.map((audit) => audit.entityId)).toEqual([response.body.id]);
    });

    it('refuses a student whose profile is not 100% complete (409, the spec message)', async () => {
      const { client } = await signedIn();
      const response = await create<ErrorResponse>(client);
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: 'conflict',
        code: 'study_path.profile_incomplete',
        message: createApplicationBlockerTexts.profile_incomplete.message,
      });
    });

    it('refuses a second path while one is active (409), and allows one once it has ended', async () => {
      const { user, client } = await signedIn({ isProfileComplete: true });
      const first = await create(client);
      expect(first.status).toBe(201);
      const second = await create<ErrorResponse>(client);
      expect(second.status).toBe(409);
      expect(second.body).toEqual({
        error: 'conflict',
        code: 'study_path.active_path_exists',
        message: createApplicationBlockerTexts.active_path_exists.message,
      });
      await t.db
        .update(applications)
        .set({ status: 'withdrawn' })
        .where(eq(applications.id, first.body.id));
      expect((await create(client)).status).toBe(201);
      expect(await t.db.$count(applications, eq(applications.userId, user.id))).toBe(2);
    });

    it('gives exactly one path to five creations sent at once', async () => {
      const { user, client } = await signedIn({ isProfileComplete: true });
      const token = await client.csrf();
      const answers = await Promise.all(
        Array.from({ length: 5 }, () =>
          client.request('POST', '/api/applications', {
            json: studyPathRequestBody(t.clock.now()),
            headers: { 'x-csrf-token': token },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409, 409]);
      expect(await t.db.$count(applications, eq(applications.userId, user.id))).toBe(1);
    });

    it('refuses a start date no longer offered and a body that is not the quiz (400)', async () => {
      const { client } = await signedIn({ isProfileComplete: true });
      const body = studyPathRequestBody(t.clock.now());
      const info = JSON.parse(body.additionalInfo) as { quizResponses: Record<string, unknown> };
      const stale = await create<ErrorResponse>(client, {
        ...body,
        additionalInfo: JSON.stringify({
          ...info,
          quizResponses: { ...info.quizResponses, startTiming: 'spring-2020' },
        }),
      });
      expect(stale.status).toBe(400);
      expect(stale.body.details).toContainEqual({
        field: 'additionalInfo.quizResponses.startTiming',
        message: 'Choose one of the upcoming start dates',
      });
      const notJson = await create<ErrorResponse>(client, { ...body, additionalInfo: '{' });
      expect(notJson.status).toBe(400);
      expect(notJson.body.details).toContainEqual({
        field: 'additionalInfo',
        message: 'Must be JSON text',
      });
      const extra = await create<ErrorResponse>(client, { ...body, status: 'completed' });
      expect(extra.status).toBe(400);
    });

    it('refuses an administrator (403) and an anonymous visitor (401)', async () => {
      const { client: admin } = await signedIn({ role: 'admin' });
      expect((await create(admin)).status).toBe(403);
      expect((await create(t.newClient())).status).toBe(401);
    });
  });

  describe('reading', () => {
    it('lists the student’s own paths newest first, and my-application is the active one', async () => {
      const { user, client } = await signedIn();
      const old = await insertStudyPath(t.deps, {
        userId: user.id,
        status: 'completed',
        createdAt: new Date(t.clock.now().getTime() - 86_400_000),
      });
      const active = await insertStudyPath(t.deps, { userId: user.id, status: 'in_review' });
      const { user: other } = await signedIn();
      await insertStudyPath(t.deps, { userId: other.id });

      const list = await client.get<Application[]>('/api/applications');
      expect(list.status).toBe(200);
      expect(list.body.map((application) => application.id)).toEqual([active.id, old.id]);
      const mine = await client.get<Application>('/api/applications/my-application');
      expect(mine.body.id).toBe(active.id);
      const one = await client.get<Application>(`/api/applications/${old.id}`);
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ id: old.id, status: 'completed' });
    });

    it('answers null for my-application when every path has ended', async () => {
      const { user, client } = await signedIn();
      await insertStudyPath(t.deps, { userId: user.id, status: 'closed' });
      const mine = await client.get('/api/applications/my-application');
      expect(mine.status).toBe(200);
      expect(mine.body).toBeNull();
    });

    it('never shows internal notes to the student', async () => {
      const { user, client } = await signedIn();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      await t.db
        .update(applications)
        .set({ adminNotes: 'Upload your transcript', internalNotes: 'Doubts about funding' })
        .where(eq(applications.id, application.id));
      for (const url of [
        `/api/applications/${application.id}`,
        '/api/applications',
        '/api/applications/my-application',
      ]) {
        const response = await client.get(url);
        expect(response.text).toContain('Upload your transcript');
        expect(response.text).not.toContain('Doubts about funding');
        expect(response.text).not.toContain('internalNotes');
      }
    });

    it('answers 404 for another student’s path on every read, and 400 for an id that is not one', async () => {
      const { user: owner } = await signedIn();
      const application = await insertStudyPath(t.deps, { userId: owner.id });
      const { client: stranger } = await signedIn();
      for (const suffix of ['', '/updates', '/programs', '/documents']) {
        const response = await stranger.get<ErrorResponse>(
          `/api/applications/${application.id}${suffix}`,
        );
        expect(response.status, suffix).toBe(404);
        expect(response.body.error).toBe('not_found');
      }
      const bad = await stranger.get<ErrorResponse>('/api/applications/not-an-id');
      expect(bad.status).toBe(400);
    });

    it('answers 404 to another student for a path that has updates, programs and documents, which its owner and an administrator read', async () => {
      const { user: owner, client: ownerClient } = await signedIn();
      const application = await insertStudyPath(t.deps, { userId: owner.id });
      const now = t.clock.now();
      await insertApplicationUpdate(t.db, {
        applicationId: application.id,
        type: 'status_change',
        title: 'Status changed to Submitted',
        createdBy: owner.id,
        createdAt: now,
      });
      const program = await insertTestProgram(t.deps);
      await insertApplicationProgram(t.db, {
        applicationId: application.id,
        programId: program.id,
        notes: null,
        attachedBy: owner.id,
        attachedAt: now,
      });
      await insertStoredDocument(t.deps, t.storage, {
        userId: owner.id,
        applicationId: application.id,
      });
      const { client: stranger } = await signedIn();
      const { client: admin } = await signedIn({ role: 'admin' });
      for (const suffix of ['/updates', '/programs', '/documents']) {
        const url = `/api/applications/${application.id}${suffix}`;
        const refused = await stranger.get<ErrorResponse>(url);
        expect(refused.status, suffix).toBe(404);
        expect(refused.body.error).toBe('not_found');
        for (const reader of [ownerClient, admin]) {
          const read = await reader.get<unknown[]>(url);
          expect(read.status, suffix).toBe(200);
          expect(read.body, suffix).toHaveLength(1);
        }
      }
    });

    it('lets the owner and an administrator read updates, programs and documents', async () => {
      const { user, client } = await signedIn();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const { client: admin } = await signedIn({ role: 'admin' });
      for (const reader of [client, admin]) {
        const updates = await reader.get<ApplicationUpdate[]>(
          `/api/applications/${application.id}/updates`,
        );
        expect(updates.status).toBe(200);
        expect(updates.body).toEqual([]);
        expect((await reader.get(`/api/applications/${application.id}/programs`)).body).toEqual([]);
        expect((await reader.get(`/api/applications/${application.id}/documents`)).body).toEqual(
          [],
        );
      }
    });

    it('refuses the student list to an administrator (403) and to an anonymous visitor (401)', async () => {
      const { client: admin } = await signedIn({ role: 'admin' });
      expect((await admin.get('/api/applications')).status).toBe(403);
      expect((await admin.get('/api/applications/my-application')).status).toBe(403);
      const anonymous = t.newClient();
      expect((await anonymous.get('/api/applications')).status).toBe(401);
      expect((await anonymous.get('/api/applications/my-application')).status).toBe(401);
    });
  });

  describe('DELETE /api/applications/:id', () => {
    it('deletes the student’s own path, active or ended, and audits it (204)', async () => {
      const { user, client } = await signedIn();
      const ended = await insertStudyPath(t.deps, { userId: user.id, status: 'completed' });
      const active = await insertStudyPath(t.deps, { userId: user.id });
      for (const application of [ended, active]) {
        const response = await remove(client, application.id);
        expect(response.status).toBe(204);
        expect(response.text).toBe('');
        expect((await client.get(`/api/applications/${application.id}`)).status).toBe(404);
      }
      const audits = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.userId, user.id), eq(auditLogs.action, 'application_delete')));
      expect(audits).toHaveLength(2);
    });

    it('answers 404 to another student and leaves the path alone', async () => {
      const { user: owner } = await signedIn();
      const application = await insertStudyPath(t.deps, { userId: owner.id });
      const { client: stranger } = await signedIn();
      expect((await remove(stranger, application.id)).status).toBe(404);
      expect(await t.db.$count(applications, eq(applications.id, application.id))).toBe(1);
    });

    it('refuses an administrator (403, they use the admin route), an anonymous visitor (401) and a bad id (400)', async () => {
      const { user } = await signedIn();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const { client: admin } = await signedIn({ role: 'admin' });
      expect((await remove(admin, application.id)).status).toBe(403);
      expect((await remove(t.newClient(), application.id)).status).toBe(401);
      const { client } = await signedIn();
      expect((await remove(client, 'x')).status).toBe(400);
    });
  });
});
