import type { AdminStats } from '@studypath/domain';
import { applicationStatuses, unansweredMessageCutoff, weekStartOf } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, type UserRow } from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertTestInfoRequest } from '../../../test/info-request-factories.ts';
import {
  insertMessageThread,
  insertThreadMessage,
  markReadByTeam,
} from '../../../test/message-factories.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';

describe('GET /api/admin/stats', () => {
  let t: TestServer;
  let admin: TestClient;
  let adminUser: UserRow;
  let ana: UserRow;
  let now: Date;
  let waitingSince: Date;
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const stats = async () => {
    const response = await admin.get<AdminStats>('/api/admin/stats');
    expect(response.status).toBe(200);
    return response.body;
  };

  // The fixture: what each figure must count, and what it must leave out.
  const ids: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestServer();
    now = t.clock.now();
    adminUser = (await t.createUser({ role: 'admin' })).user;
    admin = await signedInAs(t, adminUser);
    ana = (await t.createUser({ email: 'ana@example.com' })).user;
    await completeProfileOf(t.deps, ana.id);
    const bruno = (await t.createUser({ email: 'bruno@example.com' })).user;
    const carla = (await t.createUser({ email: 'carla@example.com' })).user;
    const dora = (await t.createUser({ email: 'dora@example.com' })).user;
    // Not an active student: the e-mail is not verified.
    const unverified = (await t.createUser({ verified: false })).user;

    // Paths: past the promise (new, 49 h), not yet (in review, 47 h), ended, in progress, legacy.
    ids.late = (await insertStudyPath(t.deps, { userId: ana.id, createdAt: ago(hours(49)) })).id;
    ids.early = (
      await insertStudyPath(t.deps, {
        userId: bruno.id,
        status: 'in_review',
        createdAt: ago(hours(47)),
      })
    ).id;
    await insertStudyPath(t.deps, { userId: carla.id, status: 'completed' });
    ids.old = (
      await insertStudyPath(t.deps, {
        userId: carla.id,
        status: 'docs_needed',
        createdAt: ago(hours(24 * 7 * 13)),
      })
    ).id;
    await t.db.insert(applications).values({
      userId: unverified.id,
      status: 'submitted',
      createdAt: now,
      updatedAt: now,
    });

    await insertStoredDocument(t.deps, t.storage, { userId: ana.id });
    await insertStoredDocument(t.deps, t.storage, { userId: dora.id });

    // Threads, relative to the business-day cutoff.
    const cutoff = unansweredMessageCutoff(now);
    const before = new Date(cutoff.getTime() - minutes(1));
    waitingSince = before;
    const after = new Date(cutoff.getTime() + minutes(1));
    const thread = async (studentId: string, status: 'active' | 'closed' = 'active') =>
      insertMessageThread(t.deps, { studentId, status, updatedAt: ago(hours(24 * 10)) });
    const write = (threadId: string, senderId: string, createdAt: Date) =>
      insertThreadMessage(t.deps, {
        threadId,
        senderId,
        senderRole: senderId === adminUser.id ? 'admin' : 'student',
        createdAt,
      });
    // Unanswered since `before`.
    const waiting = await thread(ana.id);
    await write(waiting.id, ana.id, before);
    ids.waiting = waiting.id;
    // Read by the team after the student wrote: not waiting.
    const read = await thread(bruno.id);
    await write(read.id, bruno.id, before);
    await markReadByTeam(t.deps, { threadId: read.id, at: after });
    // Answered: not waiting.
    const answered = await thread(carla.id);
    await write(answered.id, carla.id, ago(hours(24 * 6)));
    await write(answered.id, adminUser.id, ago(hours(24 * 5)));
    // Closed: not waiting.
    const closed = await thread(dora.id, 'closed');
    await write(closed.id, dora.id, before);
    // Answered once, then two more student messages: waiting since the first of them.
    const again = await thread(dora.id);
    await write(again.id, dora.id, ago(hours(24 * 9)));
    await write(again.id, adminUser.id, ago(hours(24 * 8)));
    await write(again.id, dora.id, ago(hours(24 * 7)));
    await write(again.id, dora.id, after);
    ids.again = again.id;
    // Too recent.
    const recent = await thread(bruno.id);
    await write(recent.id, bruno.id, after);

    ids.pending = (
      await insertTestInfoRequest(t.deps, {
        userId: bruno.id,
        applicationId: ids.early,
        createdAt: ago(hours(30)),
      })
    ).id;
    await insertTestInfoRequest(t.deps, {
      userId: carla.id,
      createdAt: ago(hours(40)),
      answered: { responses: { q1: 'Soon' }, at: ago(hours(1)) },
    });

    for (const action of ['user_login', 'profile_update', 'document_upload'] as const) {
      t.clock.advance(1000);
      await recordAudit(t.deps, { action, userId: ana.id, entityType: 'user', entityId: ana.id });
    }
    for (const action of ['application_status_change', 'message_sent', 'user_logout'] as const) {
      t.clock.advance(1000);
      await recordAudit(t.deps, {
        action,
        userId: action === 'user_logout' ? null : adminUser.id,
        entityType: 'application',
      });
    }
  });
  afterAll(() => t.close());

  it('answers the four cards: active students, paths in progress, documents, threads', async () => {
    const body = await stats();
    expect(body).toMatchObject({
      // ana, bruno, carla, dora: verified students (the admin and the unverified one are not).
      totalUsers: 4,
      // new, in_review, docs_needed and the legacy submitted; not completed.
      totalApplications: 4,
      totalDocuments: 2,
      totalMessages: 6,
    });
  });

  it('answers the five newest audit events with the user’s e-mail', async () => {
    const { recentActivity } = await stats();
    expect(recentActivity.map((item) => item.action)).toEqual([
      'user_logout',
      'message_sent',
      'application_status_change',
      'document_upload',
      'profile_update',
    ]);
    expect(recentActivity[0]).toMatchObject({ userEmail: null, entityType: 'application' });
    expect(recentActivity[3]).toMatchObject({ userEmail: 'ana@example.com', entityType: 'user' });
  });

  it('counts paths by status, every status in order and legacy ones held', async () => {
    const { pathsByStatus } = await stats();
    expect(pathsByStatus.map((entry) => entry.status)).toEqual([
      ...applicationStatuses,
      'submitted',
    ]);
    const countOf = (status: string) =>
      pathsByStatus.find((entry) => entry.status === status)?.count;
    expect(countOf('new')).toBe(1);
    expect(countOf('in_review')).toBe(1);
    expect(countOf('completed')).toBe(1);
    expect(countOf('submitted')).toBe(1);
    expect(countOf('refused')).toBe(0);
  });

  it('counts new active students and new paths per week over the last 12 weeks', async () => {
    const { weekly } = await stats();
    expect(weekly).toHaveLength(12);
    const thisWeek = weekStartOf(now).toISOString().slice(0, 10);
    expect(weekly.at(-1)?.weekStart).toBe(thisWeek);
    expect(weekly.reduce((sum, week) => sum + week.newStudents, 0)).toBe(4);
    expect(weekly.at(-1)?.newStudents).toBe(4);
    // Five paths; the one 13 weeks old is outside the chart.
    expect(weekly.reduce((sum, week) => sum + week.newPaths, 0)).toBe(4);
    const lateWeek = weekStartOf(ago(hours(49)))
      .toISOString()
      .slice(0, 10);
    expect(weekly.find((week) => week.weekStart === lateWeek)?.newPaths).toBeGreaterThanOrEqual(1);
  });

  it('lists what needs attention by due time (oldest first when no wait is recorded), with the student', async () => {
    const { needsAttention } = await stats();
    expect(needsAttention.totals).toEqual({
      path_review: 1,
      unanswered_message: 2,
      pending_info_request: 1,
      guardian_consent: 0,
      document_review: 0,
      overdue_wait: 0,
    });
    // Oldest first; where `waiting` falls depends on the weekday (the cutoff skips weekends).
    const expected = [
      { kind: 'unanswered_message', id: ids.again, since: ago(hours(24 * 7)) },
      { kind: 'path_review', id: ids.late, since: ago(hours(49)) },
      { kind: 'pending_info_request', id: ids.pending, since: ago(hours(30)) },
      { kind: 'unanswered_message', id: ids.waiting, since: waitingSince },
    ].sort((a, b) => a.since.getTime() - b.since.getTime());
    expect(needsAttention.items.map((item) => [item.kind, item.id, item.since])).toEqual(
      expected.map((item) => [item.kind, item.id, item.since.toISOString()]),
    );
    const byId = (id: string | undefined) => needsAttention.items.find((item) => item.id === id);
    expect(byId(ids.late)).toEqual({
      kind: 'path_review',
      id: ids.late,
      applicationId: ids.late,
      threadId: null,
      studentId: ana.id,
      studentEmail: 'ana@example.com',
      studentName: 'Ana Silva',
      since: ago(hours(49)).toISOString(),
      status: 'new',
      subject: null,
      // No wait recorded (inserted directly): due the firm's 48 hours after it began; nobody's.
      dueAt: ago(hours(1)).toISOString(),
      consultantId: null,
      consultantName: null,
    });
    expect(byId(ids.again)).toMatchObject({
      threadId: ids.again,
      since: ago(hours(24 * 7)).toISOString(),
      subject: 'Question about my visa',
      studentName: null,
    });
    expect(byId(ids.pending)).toMatchObject({ applicationId: ids.early, threadId: null });
  });

  it('cuts the list at 20 and still counts them all', async () => {
    const { user } = await t.createUser();
    for (let index = 0; index < 25; index += 1) {
      await insertTestInfoRequest(t.deps, { userId: user.id, createdAt: ago(hours(index)) });
    }
    const { needsAttention } = await stats();
    expect(needsAttention.items).toHaveLength(20);
    expect(needsAttention.totals.pending_info_request).toBe(26);
    const since = needsAttention.items.map((item) => item.since);
    expect(since).toEqual([...since].sort());
  });

  it('refuses a student (403) and an anonymous visitor (401)', async () => {
    const student = await signedInAs(t, ana);
    expect((await student.get('/api/admin/stats')).status).toBe(403);
    expect((await t.newClient().get('/api/admin/stats')).status).toBe(401);
  });
});
