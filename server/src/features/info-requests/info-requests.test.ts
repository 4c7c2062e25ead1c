import { randomUUID } from 'node:crypto';
import type { ApplicationUpdate, ErrorResponse, StudentInfoRequest } from '@studypath/domain';
import { infoRequestMessages } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applicationUpdates, auditLogs, infoRequests } from '../../platform/db/schema/index.ts';
import { insertTestInfoRequest, sampleQuestions } from '../../../test/info-request-factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { listenToLiveChanges } from '../../../test/live-changes.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('information requests, student side', () => {
  const t = testServerForSuite();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInConsultant(t)).client;
  });

  const student = () => signedInStudent(t);

  const respond = <Body = StudentInfoRequest>(client: TestClient, id: string, json: unknown) =>
    client.request<Body>('POST', `/api/info-requests/${id}/respond`, { json, withCsrf: true });

  describe('GET /api/info-requests', () => {
    it('lists the student’s own requests newest first, never another student’s', async () => {
      const { user, client } = await student();
      const { user: other, client: otherClient } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const now = t.clock.now();
      const older = await insertTestInfoRequest(t.deps, {
        userId: user.id,
        createdAt: new Date(now.getTime() - 60_000),
        answered: { responses: { q1: 'Next fall' }, at: now },
      });
      const newer = await insertTestInfoRequest(t.deps, {
        userId: user.id,
        applicationId: application.id,
      });
      const othersRequest = await insertTestInfoRequest(t.deps, { userId: other.id });

      const response = await client.get<StudentInfoRequest[]>('/api/info-requests');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: newer.id,
          applicationId: application.id,
          status: 'pending',
          createdAt: now.toISOString(),
          answeredAt: null,
          questions: sampleQuestions,
          responses: null,
        },
        {
          id: older.id,
          applicationId: null,
          status: 'answered',
          createdAt: new Date(now.getTime() - 60_000).toISOString(),
          answeredAt: now.toISOString(),
          questions: sampleQuestions,
          responses: { q1: 'Next fall' },
        },
      ]);
      const others = await otherClient.get<StudentInfoRequest[]>('/api/info-requests');
      expect(others.body.map((request) => request.id)).toEqual([othersRequest.id]);
    });

    it('refuses an administrator (403) and an anonymous visitor (401)', async () => {
      expect((await admin.get('/api/info-requests')).status).toBe(403);
      expect((await t.newClient().get('/api/info-requests')).status).toBe(401);
    });
  });

  describe('POST /api/info-requests/:requestId/respond', () => {
    it('stores trimmed answers, tells the consultants (update, audit) and answers the request', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const request = await insertTestInfoRequest(t.deps, {
        userId: user.id,
        applicationId: application.id,
        questions: [...sampleQuestions, { id: 'q3', question: 'Your budget?', required: false }],
      });
      const response = await respond(client, request.id, {
        responses: { q1: '  September 2026 \n', q2: '   ', q3: 'About CAD 30,000' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: request.id,
        status: 'answered',
        answeredAt: t.clock.now().toISOString(),
        responses: { q1: 'September 2026', q3: 'About CAD 30,000' },
      });
      const [row] = await t.db.select().from(infoRequests).where(eq(infoRequests.id, request.id));
      expect(row?.responses).toEqual({ q1: 'September 2026', q3: 'About CAD 30,000' });

      const updates = await admin.get<ApplicationUpdate[]>(
        `/api/applications/${application.id}/updates`,
      );
      expect(updates.body).toHaveLength(1);
      expect(updates.body[0]).toMatchObject({
        type: 'info_requested',
        title: 'Information request answered',
        description: '2 of 3 questions answered.',
      });
      expect(updates.body[0]?.createdBy?.id).toBe(user.id);
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.entityId, request.id), eq(auditLogs.action, 'info_request_answer')),
        );
      expect(audit?.userId).toBe(user.id);
      expect(audit?.details).toEqual({ applicationId: application.id, answeredCount: 2 });
    });

    it('answers a general request with an audit row and no path update', async () => {
      const { user, client } = await student();
      const request = await insertTestInfoRequest(t.deps, { userId: user.id });
      const response = await respond(client, request.id, { responses: { q1: 'Yes' } });
      expect(response.status).toBe(200);
      expect(response.body.responses).toEqual({ q1: 'Yes' });
      expect(
        await t.db.$count(
          auditLogs,
          and(eq(auditLogs.entityId, request.id), eq(auditLogs.action, 'info_request_answer')),
        ),
      ).toBe(1);
      expect(await t.db.$count(applicationUpdates, eq(applicationUpdates.createdBy, user.id))).toBe(
        0,
      );
    });

    it('refuses a second answer (409) and keeps the first', async () => {
      const { user, client } = await student();
      const request = await insertTestInfoRequest(t.deps, { userId: user.id });
      expect((await respond(client, request.id, { responses: { q1: 'First' } })).status).toBe(200);
      const again = await respond<ErrorResponse>(client, request.id, {
        responses: { q1: 'Second' },
      });
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(infoRequestMessages.alreadyAnswered);
      const [row] = await t.db.select().from(infoRequests).where(eq(infoRequests.id, request.id));
      expect(row?.responses).toEqual({ q1: 'First' });
    });

    it('refuses missing required answers and unknown question ids (400), leaving it pending', async () => {
      const { user, client } = await student();
      const request = await insertTestInfoRequest(t.deps, { userId: user.id });
      const cases: Array<[unknown, string]> = [
        [{ responses: {} }, infoRequestMessages.missingAnswers],
        [{}, infoRequestMessages.missingAnswers],
        [
          { responses: { q1: '  \n ', q2: 'Only the optional one' } },
          infoRequestMessages.missingAnswers,
        ],
        [{ responses: { q1: 'Yes', q9: 'Stray' } }, infoRequestMessages.unknownQuestion],
        [{ responses: { q1: 'Yes', constructor: 'x' } }, infoRequestMessages.unknownQuestion],
      ];
      for (const [body, message] of cases) {
        const response = await respond<ErrorResponse>(client, request.id, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.message, JSON.stringify(body)).toBe(message);
      }
      const missing = await respond<ErrorResponse>(client, request.id, { responses: {} });
      expect(missing.body.details).toEqual([
        { field: 'responses.q1', message: 'This question needs an answer' },
      ]);
      const malformed: unknown[] = [
        { responses: { 'bad id': 'x' } },
        { responses: { q1: 42 } },
        { responses: ['Yes'] },
        { responses: { q1: 'Yes' }, extra: true },
        { responses: { q1: 'x'.repeat(5001) } },
      ];
      for (const body of malformed) {
        expect((await respond(client, request.id, body)).status, JSON.stringify(body)).toBe(400);
      }
      const [row] = await t.db.select().from(infoRequests).where(eq(infoRequests.id, request.id));
      expect(row).toMatchObject({ status: 'pending', responses: null, answeredAt: null });
    });

    it('does not mistake an inherited property name for an answer', async () => {
      const { user, client } = await student();
      const request = await insertTestInfoRequest(t.deps, {
        userId: user.id,
        questions: [{ id: 'constructor', question: 'Who built it?', required: true }],
      });
      const missing = await respond<ErrorResponse>(client, request.id, { responses: {} });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe(infoRequestMessages.missingAnswers);
      const answered = await respond(client, request.id, { responses: { constructor: 'Me' } });
      expect(answered.status).toBe(200);
      expect(answered.body.responses).toEqual({ constructor: 'Me' });
    });

    it('answers 404 for another student’s request and an unknown one, 400 for a bad id', async () => {
      const { user } = await student();
      const { client: otherClient } = await student();
      const request = await insertTestInfoRequest(t.deps, { userId: user.id });
      for (const id of [request.id, randomUUID()]) {
        const response = await respond<ErrorResponse>(otherClient, id, { responses: { q1: 'x' } });
        expect(response.status).toBe(404);
        expect(response.body.message).toBe(infoRequestMessages.notFound);
      }
      expect((await respond(otherClient, 'not-a-uuid', { responses: {} })).status).toBe(400);
      const [row] = await t.db.select().from(infoRequests).where(eq(infoRequests.id, request.id));
      expect(row?.status).toBe('pending');
    });

    it('publishes a live event when a request is sent and when it is answered, none when refused', async () => {
      const { heard, waitFor, stop } = await listenToLiveChanges(t);
      try {
        const { user, client } = await student();
        const application = await insertStudyPath(t.deps, { userId: user.id });
        const sent = await admin.request<StudentInfoRequest>('POST', '/api/admin/info-requests', {
          json: { userId: user.id, applicationId: application.id, questions: sampleQuestions },
          withCsrf: true,
        });
        expect(sent.status).toBe(201);
        expect((await respond(client, sent.body.id, { responses: {} })).status).toBe(400);
        expect((await respond(client, sent.body.id, { responses: { q1: 'Yes' } })).status).toBe(
          200,
        );
        expect((await respond(client, sent.body.id, { responses: { q1: 'Yes' } })).status).toBe(
          409,
        );
        const change = {
          kind: 'info_requests',
          id: sent.body.id,
          applicationId: application.id,
          studentId: user.id,
        };
        // The path got an update each time (the consultant's, then the student's).
        const pathChange = {
          kind: 'applications',
          id: application.id,
          applicationId: application.id,
          studentId: user.id,
        };
        expect(await waitFor(4)).toEqual([pathChange, change, pathChange, change]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(heard).toHaveLength(4);
      } finally {
        await stop();
      }
    });

    it('refuses an administrator (403) and an anonymous visitor (401)', async () => {
      const { user } = await student();
      const request = await insertTestInfoRequest(t.deps, { userId: user.id });
      expect((await respond(admin, request.id, { responses: { q1: 'x' } })).status).toBe(403);
      expect((await respond(t.newClient(), request.id, { responses: { q1: 'x' } })).status).toBe(
        401,
      );
    });
  });
});
