import { randomUUID } from 'node:crypto';
import type { AdminInfoRequest, ApplicationUpdate, ErrorResponse } from '@studypath/domain';
import { infoRequestMessages } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationPrograms,
  auditLogs,
  emailOutbox,
  infoRequests,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { insertTestInfoRequest, sampleQuestions } from '../../../test/info-request-factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  completeProfileOf,
  insertStudyPath,
  insertTestProgram,
} from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const questions = [
  { id: 'start', question: 'When can you start?', required: true },
  { id: 'funding', question: 'How will you fund your studies?', required: true },
  { id: 'notes', question: 'Anything else?', required: false },
];

describe('information requests, admin side', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  let admin: TestClient;
  let adminUser: UserRow;
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: mailbox });
    const created = await t.createUser({ role: 'admin' });
    adminUser = created.user;
    admin = t.newClient();
    await admin.login(created.user.email, created.password);
  });
  afterAll(() => t.close());

  async function student(options: { hasProfile?: boolean } = {}) {
    const { user, password } = await t.createUser();
    if (options.hasProfile ?? true) await completeProfileOf(t.deps, user.id);
    const client = t.newClient();
    await client.login(user.email, password);
    return { user, client };
  }

  const send = <Body = AdminInfoRequest>(client: TestClient, json: unknown) =>
    client.request<Body>('POST', '/api/admin/info-requests', { json, withCsrf: true });

  describe('POST /api/admin/info-requests', () => {
    it('sends questions about a path: 201, an info_requested update, an email, an audit row', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id, status: 'in_review' });
      const response = await send(admin, {
        userId: user.id,
        applicationId: application.id,
        questions,
      });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        userId: user.id,
        applicationId: application.id,
        status: 'pending',
        answeredAt: null,
        responses: null,
        questions,
        studentName: 'Ana Silva',
        studentEmail: user.email,
      });
      const [row] = await t.db
        .select()
        .from(infoRequests)
        .where(eq(infoRequests.id, response.body.id));
      expect(row?.createdBy).toBe(adminUser.id);

      const updates = await client.get<ApplicationUpdate[]>(
        `/api/applications/${application.id}/updates`,
      );
      expect(updates.body).toHaveLength(1);
      expect(updates.body[0]).toMatchObject({
        type: 'info_requested',
        title: 'Information requested',
        description: 'Your consultant sent you 3 questions to answer.',
      });
      // The student reads the consultant by name only (issue 23); this one set none.
      expect(updates.body[0]?.createdBy).toEqual({
        role: 'admin',
        displayName: 'Educational Consultant',
      });

      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.entityId, response.body.id),
            eq(auditLogs.action, 'info_request_create'),
          ),
        );
      expect(audit?.userId).toBe(adminUser.id);
      expect(audit?.details).toEqual({
        studentId: user.id,
        applicationId: application.id,
        questionCount: 3,
      });

      await t.app.emailRelay.runOnce();
      const sent = mailbox.messages.filter((message) => message.to === user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.subject).toBe('Your consultant needs some information');
      expect(sent[0]?.text).toContain('sent you 3 questions about your study path');
      expect(sent[0]?.text).toContain(`${t.config.appUrl}/application/${application.id}`);
      // The questions stay behind sign-in.
      expect(sent[0]?.text).not.toContain('How will you fund your studies?');
    });

    it('sends a general request (no path) by email, linking to the dashboard', async () => {
      const { user, client } = await student();
      const response = await send(admin, { userId: user.id, questions: questions.slice(0, 1) });
      expect(response.status).toBe(201);
      expect(response.body).toMatchObject({
        applicationId: null,
        applicationProgram: null,
        applicationInstitution: null,
      });
      const outbox = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      expect(outbox.map((row) => row.template)).toEqual(['info_request']);
      await t.app.emailRelay.runOnce();
      const sent = mailbox.messages.filter((message) => message.to === user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain('sent you a question.');
      expect(sent[0]?.text).toContain(`${t.config.appUrl}/dashboard`);
      const own = await client.get<unknown[]>('/api/info-requests');
      expect(own.body).toHaveLength(1);
    });

    it('answers 404 for an unknown user, an administrator, and a path of another student', async () => {
      const { user } = await student();
      const { user: other } = await student();
      const othersApplication = await insertStudyPath(t.deps, { userId: other.id });
      const refused: Array<[unknown, string]> = [
        [{ userId: randomUUID(), questions }, infoRequestMessages.studentNotFound],
        [{ userId: adminUser.id, questions }, infoRequestMessages.studentNotFound],
        [
          { userId: user.id, applicationId: othersApplication.id, questions },
          infoRequestMessages.pathNotFound,
        ],
        [
          { userId: user.id, applicationId: randomUUID(), questions },
          infoRequestMessages.pathNotFound,
        ],
      ];
      for (const [body, message] of refused) {
        const response = await send<ErrorResponse>(admin, body);
        expect(response.status, JSON.stringify(body)).toBe(404);
        expect(response.body.message).toBe(message);
      }
      expect(await t.db.$count(infoRequests, eq(infoRequests.userId, user.id))).toBe(0);
      expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, user.email))).toBe(0);
    });

    it('refuses bad input with 400: no questions, blank text, duplicate ids, bad ids', async () => {
      const { user } = await student();
      const question = { id: 'q1', question: 'When?', required: true };
      const cases: Array<[unknown, string]> = [
        [{ userId: user.id, questions: [] }, infoRequestMessages.atLeastOneQuestion],
        [{ userId: user.id }, infoRequestMessages.atLeastOneQuestion],
        [
          { userId: user.id, questions: [{ ...question, question: '' }] },
          infoRequestMessages.questionRequired,
        ],
        [
          { userId: user.id, questions: [question, { ...question, question: 'Why?' }] },
          infoRequestMessages.duplicateQuestionId,
        ],
        [{ userId: 'not-a-uuid', questions: [question] }, 'Invalid id'],
        [{ userId: user.id, applicationId: '1', questions: [question] }, 'Invalid id'],
        [{ userId: user.id, questions: [{ ...question, id: 'a b' }] }, 'Invalid question id'],
      ];
      for (const [body, message] of cases) {
        const response = await send<ErrorResponse>(admin, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(
          response.body.details?.map((detail) => detail.message),
          JSON.stringify(body),
        ).toContain(message);
      }
      expect(await t.db.$count(infoRequests, eq(infoRequests.userId, user.id))).toBe(0);
    });

    it('makes a question required unless it says otherwise', async () => {
      const { user } = await student();
      const response = await send(admin, {
        userId: user.id,
        questions: [{ id: 'q1', question: 'When?' }],
      });
      expect(response.status).toBe(201);
      expect(response.body.questions).toEqual([{ id: 'q1', question: 'When?', required: true }]);
    });

    it('refuses a student (403) and an anonymous visitor (401)', async () => {
      const { user, client } = await student();
      expect((await send(client, { userId: user.id, questions })).status).toBe(403);
      expect((await send(t.newClient(), { userId: user.id, questions })).status).toBe(401);
    });
  });

  describe('GET /api/admin/info-requests', () => {
    it('lists every request newest first with the student and what the path is about', async () => {
      const { user: ana } = await student();
      const { user: nameless } = await student({ hasProfile: false });
      const withProgram = await insertStudyPath(t.deps, {
        userId: ana.id,
        status: 'completed',
        fieldOfStudy: 'Computer Science',
        intendedInstitutions: 'Seneca',
      });
      const firstProgram = await insertTestProgram(t.deps, {
        title: 'Computer Programming',
        institution: 'Seneca Polytechnic',
      });
      const laterProgram = await insertTestProgram(t.deps, {
        title: 'Software Engineering',
        institution: 'Humber Polytechnic',
      });
      const now = t.clock.now();
      await t.db.insert(applicationPrograms).values([
        { applicationId: withProgram.id, programId: firstProgram.id, attachedAt: now },
        {
          applicationId: withProgram.id,
          programId: laterProgram.id,
          attachedAt: new Date(now.getTime() + 1000),
        },
      ]);
      const withoutProgram = await insertStudyPath(t.deps, {
        userId: ana.id,
        fieldOfStudy: 'Health Sciences',
        intendedInstitutions: 'McMaster University, Western University',
      });
      const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
      const general = await insertTestInfoRequest(t.deps, {
        userId: nameless.id,
        createdAt: at(-30),
      });
      const aboutProgram = await insertTestInfoRequest(t.deps, {
        userId: ana.id,
        applicationId: withProgram.id,
        createdAt: at(-20),
        answered: { responses: { q1: 'In September' }, at: at(-5) },
      });
      const aboutField = await insertTestInfoRequest(t.deps, {
        userId: ana.id,
        applicationId: withoutProgram.id,
        createdAt: at(-10),
      });

      const response = await admin.get<AdminInfoRequest[]>('/api/admin/info-requests');
      expect(response.status).toBe(200);
      const ids = response.body.map((item) => item.id);
      expect(ids.filter((id) => [general.id, aboutProgram.id, aboutField.id].includes(id))).toEqual(
        [aboutField.id, aboutProgram.id, general.id],
      );
      const byId = new Map(response.body.map((item) => [item.id, item]));
      expect(byId.get(aboutProgram.id)).toEqual({
        id: aboutProgram.id,
        userId: ana.id,
        applicationId: withProgram.id,
        status: 'answered',
        createdAt: at(-20).toISOString(),
        answeredAt: at(-5).toISOString(),
        questions: sampleQuestions,
        responses: { q1: 'In September' },
        studentName: 'Ana Silva',
        studentEmail: ana.email,
        applicationProgram: 'Computer Programming',
        applicationInstitution: 'Seneca Polytechnic',
        // Paths made straight in the database: nobody holds them (issue 29).
        consultantId: null,
        consultantName: null,
      });
      expect(byId.get(aboutField.id)).toMatchObject({
        status: 'pending',
        responses: null,
        applicationProgram: 'Health Sciences',
        applicationInstitution: 'McMaster University, Western University',
      });
      expect(byId.get(general.id)).toMatchObject({
        studentName: null,
        studentEmail: nameless.email,
        applicationProgram: null,
        applicationInstitution: null,
      });
    });

    it('refuses a student (403) and an anonymous visitor (401)', async () => {
      const { client } = await student();
      expect((await client.get('/api/admin/info-requests')).status).toBe(403);
      expect((await t.newClient().get('/api/admin/info-requests')).status).toBe(401);
    });
  });

  describe('GET /api/admin/info-requests/application/:id', () => {
    it('lists only that path’s requests, newest first', async () => {
      const { user } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id, status: 'completed' });
      const otherApplication = await insertStudyPath(t.deps, { userId: user.id });
      const now = t.clock.now();
      const older = await insertTestInfoRequest(t.deps, {
        userId: user.id,
        applicationId: application.id,
        createdAt: new Date(now.getTime() - 60_000),
      });
      const newer = await insertTestInfoRequest(t.deps, {
        userId: user.id,
        applicationId: application.id,
      });
      await insertTestInfoRequest(t.deps, { userId: user.id, applicationId: otherApplication.id });
      await insertTestInfoRequest(t.deps, { userId: user.id });

      const response = await admin.get<AdminInfoRequest[]>(
        `/api/admin/info-requests/application/${application.id}`,
      );
      expect(response.status).toBe(200);
      expect(response.body.map((item) => item.id)).toEqual([newer.id, older.id]);
      expect(response.body[0]).toMatchObject({
        studentEmail: user.email,
        applicationId: application.id,
      });
    });

    it('answers 404 for an unknown path, 400 for a bad id, 403 to a student, 401 anonymous', async () => {
      const unknown = await admin.get<ErrorResponse>(
        `/api/admin/info-requests/application/${randomUUID()}`,
      );
      expect(unknown.status).toBe(404);
      expect((await admin.get('/api/admin/info-requests/application/1')).status).toBe(400);
      const { user, client } = await student();
      const own = await insertStudyPath(t.deps, { userId: user.id });
      expect((await client.get(`/api/admin/info-requests/application/${own.id}`)).status).toBe(403);
      expect(
        (await t.newClient().get(`/api/admin/info-requests/application/${own.id}`)).status,
      ).toBe(401);
    });
  });
});
