import type { AdminApplicationListResponse, AdminStats, AdminThread } from '@studypath/domain';
import { percentile } from '@studypath/domain/team';
import type {
  MyCounts,
  PathAssignment,
  StudentConsultant,
  TeamSettingsResponse,
  TeamView,
} from '@studypath/domain/team';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLogs,
  consultantWaits,
  emailOutbox,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant, signedInUser, type SignedInUser } from '../../../test/signed-in.ts';
import { completeProfileOf, studyPathRequestBody } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { firmClock, sendActivityNudges, sendMorningDigests } from './nudges.ts';

describe('the consultant team: assignment, waits, the team view and the nudges', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });
  /**
   * The text of what the relay delivered to `user` under a subject: the outbox keeps a sent
   * message's row but not its body.
   */
  const deliveredText = async (user: UserRow, subjectStart: string) => {
    await t.app.emailRelay.runOnce();
    return mailbox.messages
      .filter((message) => message.to === user.email && message.subject.startsWith(subjectStart))
      .map((message) => message.text);
  };
  // Two consultants, made in this order before any path: the rule's last tie-breaker.
  let ana: SignedInUser;
  let ben: SignedInUser;
  beforeAll(async () => {
    ana = await signedInConsultant(t);
    t.clock.advance(1000);
    ben = await signedInConsultant(t);
  });

  const nudgeDeps = () => ({ ...t.deps, appUrl: t.config.appUrl });
  /** Moves the clock; everyone named signs in again (an idle session ends on the way). */
  async function later(ms: number, ...people: SignedInUser[]): Promise<void> {
    t.clock.advance(ms);
    for (const person of [ana, ben, ...people]) {
      await person.client.login(person.user.email, person.password);
    }
  }

  /** A student with a complete profile who starts a path through the API, as the web does. */
  async function studentWithPath(): Promise<{ student: SignedInUser; pathId: string }> {
    const student = await signedInUser(t, { role: 'student' });
    await completeProfileOf(t.deps, student.user.id);
    const created = await student.client.request<{ id: string }>('POST', '/api/applications', {
      json: studyPathRequestBody(t.clock.now()),
      withCsrf: true,
    });
    expect(created.status).toBe(201);
    return { student, pathId: created.body.id };
  }

  const assignmentOf = async (pathId: string, as: TestClient = ana.client) =>
    (await as.get<PathAssignment>(`/api/admin/applications/${pathId}/assignment`)).body;
  const putAssignment = <Body = PathAssignment>(
    client: TestClient,
    pathId: string,
    json: unknown,
  ) =>
    client.request<Body>('PUT', `/api/admin/applications/${pathId}/assignment`, {
      json,
      withCsrf: true,
    });
  const patchSettings = <Body = TeamSettingsResponse>(client: TestClient, json: unknown) =>
    client.request<Body>('PATCH', '/api/admin/team/settings', { json, withCsrf: true });
  const studentWrites = async (student: SignedInUser) => {
    const thread = await student.client.request<{ id: string }>('POST', '/api/messages/threads', {
      json: { subject: 'My visa', content: 'When do I apply?' },
      withCsrf: true,
    });
    expect(thread.status).toBe(201);
    return thread.body.id;
  };
  const consultantReplies = async (client: TestClient, threadId: string) => {
    const sent = await client.request('POST', '/api/messages', {
      json: { threadId, content: 'After your letter of acceptance.' },
      withCsrf: true,
    });
    expect(sent.status).toBe(201);
  };
  const waitsOf = (pathId: string) =>
    t.db.select().from(consultantWaits).where(eq(consultantWaits.applicationId, pathId));
  const outboxTo = (user: UserRow, template: string) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, template)));

  it('gives each new path to the consultant with the fewest open paths, ties to the longest unassigned', async () => {
    const first = await studentWithPath();
    t.clock.advance(1000);
    const second = await studentWithPath();
    t.clock.advance(1000);
    const third = await studentWithPath();
    // Neither assigned yet: the older account first; then the other; then the longest waiting.
    expect((await assignmentOf(first.pathId)).consultantId).toBe(ana.user.id);
    expect((await assignmentOf(second.pathId)).consultantId).toBe(ben.user.id);
    expect((await assignmentOf(third.pathId)).consultantId).toBe(ana.user.id);
    expect(await assignmentOf(first.pathId)).toMatchObject({
      consultantName: ana.user.email,
      isComplex: false,
      wait: { targetMinutes: 48 * 60 },
    });
  });

  it('leaves new paths unassigned while automatic assignment is off, and the team view counts them', async () => {
    const off = await patchSettings(ana.client, { firm: { autoAssign: false } });
    expect(off.status).toBe(200);
    expect(off.body.firm).toMatchObject({ autoAssign: false, targetMinutes: 2880 });
    const { pathId } = await studentWithPath();
    expect((await assignmentOf(pathId)).consultantId).toBeNull();
    const team = await ana.client.get<TeamView>('/api/admin/team');
    expect(team.body.unassignedPaths).toBe(1);
    expect(team.body.consultants.map((consultant) => consultant.id)).toEqual([
      ana.user.id,
      ben.user.id,
    ]);
    await patchSettings(ana.client, { firm: { autoAssign: true } });
    // Taken by hand: no email to oneself.
    expect((await putAssignment(ana.client, pathId, { consultantId: ana.user.id })).status).toBe(
      200,
    );
    expect(await outboxTo(ana.user, 'path_assigned')).toHaveLength(0);
    const audit = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, pathId), eq(auditLogs.action, 'team_settings_update')));
    expect(audit).toHaveLength(0);
    const settingsAudit = await t.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.action, 'team_settings_update'));
    expect(settingsAudit.map((row) => row.details)).toEqual([
      { autoAssign: false },
      { autoAssign: true },
    ]);
  });

  it('reassigns a path with an audit row and an email to the consultant who receives it', async () => {
    const { pathId } = await studentWithPath();
    const before = await assignmentOf(pathId);
    const receiver = before.consultantId === ana.user.id ? ben : ana;
    const giver = receiver === ana ? ben : ana;
    const moved = await putAssignment(giver.client, pathId, { consultantId: receiver.user.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ consultantId: receiver.user.id });
    // The student's wait goes with the path: the clock does not restart.
    expect(moved.body.wait?.startedAt).toBe(before.wait?.startedAt);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, pathId), eq(auditLogs.action, 'application_reassign')));
    expect(audit).toMatchObject({
      userId: giver.user.id,
      details: { from: before.consultantId, to: receiver.user.id },
    });
    const mail = await outboxTo(receiver.user, 'path_assigned');
    expect(mail).toHaveLength(1);
    expect(await deliveredText(receiver.user, 'A study path is now yours')).toEqual([
      expect.stringContaining(`/admin/applications/${pathId}`),
    ]);
  });

  it('refuses a reassignment to someone who is not an administrator, a bad body, and students', async () => {
    const { student, pathId } = await studentWithPath();
    const toStudent = await putAssignment(ana.client, pathId, { consultantId: student.user.id });
    expect(toStudent.status).toBe(400);
    expect(toStudent.body).toMatchObject({ code: 'team.not_a_consultant' });
    expect((await putAssignment(ana.client, pathId, {})).status).toBe(400);
    expect((await putAssignment(ana.client, pathId, { isComplex: 'yes' })).status).toBe(400);
    expect((await putAssignment(ana.client, crypto.randomUUID(), { isComplex: true })).status).toBe(
      404,
    );
    expect((await putAssignment(student.client, pathId, { isComplex: true })).status).toBe(403);
    expect((await student.client.get(`/api/admin/applications/${pathId}/assignment`)).status).toBe(
      403,
    );
    expect((await student.client.get('/api/admin/team')).status).toBe(403);
    expect((await student.client.get('/api/admin/team/settings')).status).toBe(403);
    expect((await patchSettings(student.client, { mine: { digestEmails: false } })).status).toBe(
      403,
    );
    expect((await t.newClient().get('/api/admin/team/my-counts')).status).toBe(401);
    const tooShort = await patchSettings(ana.client, { firm: { targetMinutes: 0 } });
    expect(tooShort.status).toBe(400);
  });

  it('measures one wait from the student’s first move to the consultant’s answer, for whoever holds the path', async () => {
    const { student, pathId } = await studentWithPath();
    const holder = (await assignmentOf(pathId)).consultantId === ana.user.id ? ana : ben;
    const created = t.clock.now();
    await later(hours(2), student);
    // Three messages before an answer are one wait, from the path's creation.
    const threadId = await studentWrites(student);
    await later(hours(1), student);
    const more = await student.client.request('POST', '/api/messages', {
      json: { threadId, content: 'And the biometrics?' },
      withCsrf: true,
    });
    expect(more.status).toBe(201);
    const open = await assignmentOf(pathId);
    expect(open.wait).toEqual({
      startedAt: created.toISOString(),
      dueAt: new Date(created.getTime() + hours(48)).toISOString(),
      targetMinutes: 2880,
    });
    await later(hours(2), student);
    await consultantReplies(holder.client, threadId);
    expect((await assignmentOf(pathId)).wait).toBeNull();
    const waits = await waitsOf(pathId);
    expect(waits).toHaveLength(1);
    expect(waits[0]).toMatchObject({ outcome: 'answered', consultantId: holder.user.id });
    expect(waits[0]!.endedAt!.getTime() - waits[0]!.startedAt.getTime()).toBe(hours(5));
    const team = await ana.client.get<TeamView>('/api/admin/team');
    const figures = team.body.consultants.find((consultant) => consultant.id === holder.user.id);
    expect(figures?.answered).toBeGreaterThanOrEqual(1);
    // The database's percentiles are the domain's nearest rank over the recorded waits.
    const answeredWaits = await t.db
      .select()
      .from(consultantWaits)
      .where(
        and(
          eq(consultantWaits.consultantId, holder.user.id),
          eq(consultantWaits.outcome, 'answered'),
        ),
      );
    const times = answeredWaits.map(
      (wait) => (wait.endedAt?.getTime() ?? 0) - wait.startedAt.getTime(),
    );
    expect(figures).toMatchObject({
      answered: times.length,
      medianAnswerMs: percentile(times, 50),
      p90AnswerMs: percentile(times, 90),
    });
    expect(team.body.weekly).toHaveLength(12);
    expect(team.body.weekly.at(-1)?.answered).toBeGreaterThanOrEqual(1);
    // The student sees their consultant and the typical answer time.
    const mine = await student.client.get<StudentConsultant>(
      `/api/applications/${pathId}/consultant`,
    );
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({ displayName: holder.user.email });
    expect(mine.body?.typicalAnswerMs).toBeGreaterThan(0);
    const other = await studentWithPath();
    expect((await other.student.client.get(`/api/applications/${pathId}/consultant`)).status).toBe(
      404,
    );
    expect((await ana.client.get(`/api/applications/${pathId}/consultant`)).status).toBe(403);
  });

  it('gives complex paths the longer target, and ends a wait without an answer when the path closes', async () => {
    const { pathId } = await studentWithPath();
    const marked = await putAssignment(ana.client, pathId, { isComplex: true });
    expect(marked.body).toMatchObject({ isComplex: true, wait: { targetMinutes: 72 * 60 } });
    const closed = await ana.client.request('PATCH', `/api/admin/applications/${pathId}/close`, {
      json: { reason: 'The family chose another agency.' },
      withCsrf: true,
    });
    expect(closed.status).toBe(200);
    const waits = await waitsOf(pathId);
    expect(waits.map((wait) => wait.outcome)).toEqual([
      expect.stringMatching(/answered|path_ended/),
    ]);
    expect(waits[0]?.endedAt).not.toBeNull();
  });

  it('shows overdue waits in needs attention (most overdue first), the team view and the consultant’s own counts', async () => {
    await patchSettings(ana.client, { firm: { targetMinutes: 1 } });
    const { pathId } = await studentWithPath();
    const holder = (await assignmentOf(pathId)).consultantId === ana.user.id ? ana : ben;
    await later(minutes(5));
    const stats = await holder.client.get<AdminStats>('/api/admin/stats');
    const overdue = stats.body.needsAttention.items.filter((item) => item.kind === 'overdue_wait');
    expect(overdue.map((item) => item.applicationId)).toContain(pathId);
    expect(stats.body.needsAttention.totals.overdue_wait).toBeGreaterThanOrEqual(1);
    const dues = stats.body.needsAttention.items.map((item) => item.dueAt);
    expect(dues).toEqual([...dues].sort());
    const item = overdue.find((entry) => entry.applicationId === pathId);
    expect(item).toMatchObject({ consultantId: holder.user.id, consultantName: holder.user.email });
    const team = await holder.client.get<TeamView>('/api/admin/team');
    const figures = team.body.consultants.find((consultant) => consultant.id === holder.user.id);
    expect(figures?.overdueNow).toBeGreaterThanOrEqual(1);
    const counts = await holder.client.get<MyCounts>('/api/admin/team/my-counts');
    expect(counts.body.applications).toBeGreaterThanOrEqual(1);
    await patchSettings(ana.client, { firm: { targetMinutes: 2880 } });
  });

  it('counts a thread as waiting from the student’s first unseen message until a consultant reads or answers it', async () => {
    const { student, pathId } = await studentWithPath();
    const holder = (await assignmentOf(pathId)).consultantId === ana.user.id ? ana : ben;
    const waitingThreads = async () =>
      (await holder.client.get<MyCounts>('/api/admin/team/my-counts')).body.messages;
    const before = await waitingThreads();
    const threadId = await studentWrites(student);
    expect(await waitingThreads()).toBe(before + 1);
    // Opened by a consultant: seen, so no longer waiting (the student is not answered yet).
    const read = await holder.client.request('POST', `/api/messages/thread/${threadId}/mark-read`, {
      withCsrf: true,
    });
    expect(read.status).toBe(204);
    expect(await waitingThreads()).toBe(before);
    // Two more messages are one wait; the reply ends it.
    for (const content of ['One more thing', 'And the biometrics?']) {
      const sent = await student.client.request('POST', '/api/messages', {
        json: { threadId, content },
        withCsrf: true,
      });
      expect(sent.status).toBe(201);
    }
    expect(await waitingThreads()).toBe(before + 1);
    await consultantReplies(holder.client, threadId);
    expect(await waitingThreads()).toBe(before);
  });

  it('lists only the consultant’s own paths and threads on "Mine", with the consultant on each row', async () => {
    const { student, pathId } = await studentWithPath();
    const holder = (await assignmentOf(pathId)).consultantId === ana.user.id ? ana : ben;
    const other = holder === ana ? ben : ana;
    await studentWrites(student);
    const mine = await holder.client.get<AdminApplicationListResponse>(
      '/api/admin/applications?consultant=me&pageSize=100',
    );
    expect(mine.body.items.map((item) => item.id)).toContain(pathId);
    expect(mine.body.items.every((item) => item.consultantId === holder.user.id)).toBe(true);
    const theirs = await other.client.get<AdminApplicationListResponse>(
      '/api/admin/applications?consultant=me&pageSize=100',
    );
    expect(theirs.body.items.map((item) => item.id)).not.toContain(pathId);
    const all = await other.client.get<AdminApplicationListResponse>(
      '/api/admin/applications?pageSize=100',
    );
    expect(all.body.items.find((item) => item.id === pathId)).toMatchObject({
      consultantName: holder.user.email,
    });
    const threads = await holder.client.get<AdminThread[]>('/api/messages/threads?consultant=me');
    expect(threads.body.map((thread) => thread.studentId)).toContain(student.user.id);
    const otherThreads = await other.client.get<AdminThread[]>(
      '/api/messages/threads?consultant=me',
    );
    expect(otherThreads.body.map((thread) => thread.studentId)).not.toContain(student.user.id);
    expect((await holder.client.get('/api/admin/applications?consultant=someone')).status).toBe(
      400,
    );
  });

  it('emails a consultant what their students did at most every 15 minutes, once per change', async () => {
    const { student, pathId } = await studentWithPath();
    const holder = (await assignmentOf(pathId)).consultantId === ana.user.id ? ana : ben;
    await sendActivityNudges(nudgeDeps());
    const before = (await outboxTo(holder.user, 'activity_nudge')).length;
    await later(minutes(16), student);
    await studentWrites(student);
    await sendActivityNudges(nudgeDeps());
    await sendActivityNudges(nudgeDeps());
    const after = await outboxTo(holder.user, 'activity_nudge');
    expect(after).toHaveLength(before + 1);
    expect((await deliveredText(holder.user, 'Your students')).at(-1)).toContain('wrote a message');
    // Another message within 15 minutes waits for the next window.
    await later(minutes(5), student);
    await studentWrites(student);
    await sendActivityNudges(nudgeDeps());
    expect(await outboxTo(holder.user, 'activity_nudge')).toHaveLength(before + 1);
    await later(minutes(11));
    await sendActivityNudges(nudgeDeps());
    expect(await outboxTo(holder.user, 'activity_nudge')).toHaveLength(before + 2);
    // Turned off: nothing more is sent.
    await patchSettings(holder.client, { mine: { activityEmails: false } });
    await later(minutes(16), student);
    await studentWrites(student);
    await sendActivityNudges(nudgeDeps());
    expect(await outboxTo(holder.user, 'activity_nudge')).toHaveLength(before + 2);
    const settings = await holder.client.get<TeamSettingsResponse>('/api/admin/team/settings');
    expect(settings.body.mine).toEqual({ activityEmails: false, digestEmails: true });
  });

  it('sends each consultant one morning digest a day listing what is overdue or due today', async () => {
    // Move to 9 a.m. in Toronto, a day later: every open wait above is overdue by then.
    t.clock.advance(hours(24));
    while (firmClock(t.clock.now()).hour !== 9) t.clock.advance(minutes(30));
    await later(0);
    // A one-hour target: the waits still open are overdue by now.
    await patchSettings(ana.client, { firm: { targetMinutes: 60 } });
    const consultantsWithWaits = await t.db
      .selectDistinct({ consultantId: applications.consultantId })
      .from(consultantWaits)
      .innerJoin(applications, eq(applications.id, consultantWaits.applicationId));
    expect(consultantsWithWaits.length).toBeGreaterThan(0);
    const sent = await sendMorningDigests(nudgeDeps());
    expect(sent).toBeGreaterThan(0);
    expect(await sendMorningDigests(nudgeDeps())).toBe(0);
    const digests = [
      ...(await outboxTo(ana.user, 'morning_digest')),
      ...(await outboxTo(ben.user, 'morning_digest')),
    ];
    expect(digests.length).toBe(sent);
    const digestTexts = [
      ...(await deliveredText(ana.user, 'Today:')),
      ...(await deliveredText(ben.user, 'Today:')),
    ];
    expect(digestTexts.length).toBe(sent);
    expect(digestTexts[0]).toContain('Overdue:');
    await patchSettings(ana.client, { firm: { targetMinutes: 2880 } });
  });

  it('hands a leaving consultant’s paths to the one named, or shares them out', async () => {
    await later(0);
    const carl = await signedInConsultant(t);
    const { pathId } = await studentWithPath();
    await putAssignment(ana.client, pathId, { consultantId: carl.user.id });
    const demoted = await ana.client.request('PUT', `/api/admin/users/${carl.user.id}`, {
      json: { role: 'student', reassignTo: ben.user.id },
      withCsrf: true,
    });
    expect(demoted.status).toBe(200);
    expect((await assignmentOf(pathId)).consultantId).toBe(ben.user.id);
    const dora = await signedInConsultant(t);
    await putAssignment(ana.client, pathId, { consultantId: dora.user.id });
    const toSelf = await ana.client.request(
      'DELETE',
      `/api/admin/users/${dora.user.id}?reassignTo=${dora.user.id}`,
      { withCsrf: true },
    );
    expect(toSelf.status).toBe(400);
    expect(toSelf.body).toMatchObject({ code: 'team.handover_to_self' });
    const deleted = await ana.client.request('DELETE', `/api/admin/users/${dora.user.id}`, {
      withCsrf: true,
    });
    expect(deleted.status).toBe(204);
    const after = await assignmentOf(pathId);
    expect([ana.user.id, ben.user.id]).toContain(after.consultantId);
  });
});
