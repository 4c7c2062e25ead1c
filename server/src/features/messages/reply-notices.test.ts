import type { ThreadMessage } from '@studypath/domain';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emailOutbox, messageThreads, type UserRow } from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { insertMessageThread, insertThreadMessage } from '../../../test/message-factories.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { claimReplyNotice, findThreadDueForReplyNotice } from './reply-notices.queries.ts';
import {
  replyNoticeWindow,
  sendUnreadReplyNotices,
  type ReplyNoticeDeps,
} from './reply-notices.ts';

// The app's own sweep runs too (every few seconds of real time, on the same test clock): every
// assertion is about the outbox, which holds the same rows whichever sweep queued them.
describe('email about a consultant reply left unread', () => {
  let t: TestServer;
  let deps: ReplyNoticeDeps;
  let consultant: UserRow;
  let student: UserRow;
  let relayKicks = 0;

  beforeAll(async () => {
    t = await startTestServer({ env: { APP_URL: 'https://portal.example.test' } });
    deps = { ...t.deps, appUrl: t.config.appUrl, onEmailQueued: () => (relayKicks += 1) };
    consultant = (await t.createUser({ role: 'admin', email: 'carla.secret@studypath.ca' })).user;
    const named = await (
      await signedInAs(t, consultant)
    ).request('PUT', '/api/user/profile', {
      json: { displayName: 'Carla Mendes' },
      withCsrf: true,
    });
    expect(named.status).toBe(200);
  });
  beforeEach(async () => {
    // A student of their own per test: the outbox is read by address.
    student = (await t.createUser()).user;
  });
  afterAll(() => t.close());

  const noticesTo = (user: UserRow) =>
    t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.toAddress, user.email), eq(emailOutbox.template, 'unread_reply')))
      .orderBy(asc(emailOutbox.createdAt));

  async function threadWithReply(content = 'Your visa appointment is on Monday.') {
    const studentClient = await signedInAs(t, student);
    const started = await studentClient.request<{ id: string }>('POST', '/api/messages/threads', {
      json: { subject: 'Visa appointment', content: 'When is my appointment?' },
      withCsrf: true,
    });
    expect(started.status).toBe(201);
    const threadId = started.body.id;
    // Written at the same instant, the reply would count as read with the student's own message.
    t.clock.advance(minutes(1));
    await reply(threadId, content);
    return threadId;
  }

  async function reply(threadId: string, content: string) {
    const sent = await (
      await signedInAs(t, consultant)
    ).request<ThreadMessage>('POST', '/api/messages', {
      json: { threadId, content },
      withCsrf: true,
    });
    expect(sent.status).toBe(201);
  }

  async function readAsStudent(threadId: string) {
    const read = await (
      await signedInAs(t, student)
    ).request('POST', `/api/messages/thread/${threadId}/mark-read`, { withCsrf: true });
    expect(read.status).toBe(204);
  }

  it('emails the student once the reply has waited 15 minutes: name, first lines, link', async () => {
    const threadId = await threadWithReply(
      'Good news!\n\nYour visa appointment is on Monday.\nBring your passport.',
    );
    t.clock.advance(minutes(14));
    await sendUnreadReplyNotices(deps);
    expect(await noticesTo(student)).toHaveLength(0);

    t.clock.advance(minutes(1));
    const kicksBefore = relayKicks;
    await sendUnreadReplyNotices(deps);
    const notices = await noticesTo(student);
    expect(notices).toHaveLength(1);
    const [notice] = notices;
    expect(notice?.subject).toBe('New message from Carla Mendes');
    for (const body of [notice?.textBody ?? '', notice?.htmlBody ?? '']) {
      expect(body).toContain('Carla Mendes wrote to you in “Visa appointment”');
      expect(body).toContain('Your visa appointment is on Monday.');
      expect(body).toContain('Bring your passport.');
      expect(body).toContain(`https://portal.example.test/messages?thread=${threadId}`);
      expect(body).not.toContain('carla.secret@studypath.ca');
    }
    expect(notice?.textBody).toContain('> Good news!\n> Your visa appointment is on Monday.');
    expect(relayKicks).toBeGreaterThan(kicksBefore);
    const [thread] = await t.db
      .select()
      .from(messageThreads)
      .where(eq(messageThreads.id, threadId));
    expect(thread?.studentNotifiedAt?.getTime()).toBe(t.clock.now().getTime());

    // Still unread a while later: that reply was emailed about already.
    t.clock.advance(hours(2));
    await sendUnreadReplyNotices(deps);
    expect(await noticesTo(student)).toHaveLength(1);
  });

  it('sends nothing when the student read the reply within the 15 minutes', async () => {
    const threadId = await threadWithReply();
    t.clock.advance(minutes(10));
    await readAsStudent(threadId);
    t.clock.advance(hours(1));
    await sendUnreadReplyNotices(deps);
    expect(await noticesTo(student)).toHaveLength(0);
  });

  it('sends at most one email per thread an hour: a later reply waits for the hour to pass', async () => {
    const threadId = await threadWithReply('First answer.');
    t.clock.advance(minutes(15));
    await sendUnreadReplyNotices(deps);
    expect(await noticesTo(student)).toHaveLength(1);

    t.clock.advance(minutes(5));
    await reply(threadId, 'Second answer, also unread.');
    t.clock.advance(minutes(20)); // unread for 20 minutes, 40 after the first email
    await sendUnreadReplyNotices(deps);
    expect(await noticesTo(student)).toHaveLength(1);

    t.clock.advance(minutes(35)); // an hour after the first email
    await sendUnreadReplyNotices(deps);
    const notices = await noticesTo(student);
    expect(notices).toHaveLength(2);
    expect(notices[1]?.textBody).toContain('> Second answer, also unread.');
    expect(notices[1]?.textBody).not.toContain('First answer.');
    expect(notices[1]?.textBody).toContain('There is 1 more unread message in this conversation.');
  });

  it('emails again after an hour about a new reply once the student had read the earlier ones', async () => {
    const threadId = await threadWithReply('First answer.');
    t.clock.advance(minutes(15));
    await sendUnreadReplyNotices(deps);
    await readAsStudent(threadId);
    t.clock.advance(hours(1));
    await reply(threadId, 'A new question for you.');
    t.clock.advance(minutes(15));
    await sendUnreadReplyNotices(deps);
    const notices = await noticesTo(student);
    expect(notices).toHaveLength(2);
    expect(notices[1]?.textBody).toContain('> A new question for you.');
    expect(notices[1]?.textBody).not.toContain('more unread');
  });

  it('queues one email when two sweeps (two processes) run at once', async () => {
    await threadWithReply();
    t.clock.advance(minutes(16));
    const runs = await Promise.all([
      sendUnreadReplyNotices(deps),
      sendUnreadReplyNotices(deps),
      sendUnreadReplyNotices(deps),
    ]);
    expect(await noticesTo(student)).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.unreadReplyEmails, 0)).toBeLessThanOrEqual(1);
  });

  it('lets only the first of two claims of a thread both found due succeed', async () => {
    const threadId = await threadWithReply();
    t.clock.advance(minutes(16));
    const window = replyNoticeWindow(t.clock.now());
    // Both processes read the thread as due before either claimed it.
    expect(await findThreadDueForReplyNotice(t.db, threadId, window)).toBeDefined();
    expect(await findThreadDueForReplyNotice(t.db, threadId, window)).toBeDefined();
    expect(await claimReplyNotice(t.db, threadId, window)).toBe(true);
    expect(await claimReplyNotice(t.db, threadId, window)).toBe(false);
  });

  it("ignores the student's own messages and replies older than a week", async () => {
    const thread = await insertMessageThread(t.deps, { studentId: student.id });
    await insertThreadMessage(t.deps, {
      threadId: thread.id,
      senderId: student.id,
      senderRole: 'student',
      createdAt: new Date(t.clock.now().getTime() - hours(2)),
    });
    const old = await insertMessageThread(t.deps, {
      studentId: student.id,
      updatedAt: new Date(t.clock.now().getTime() - hours(24 * 8)),
    });
    await insertThreadMessage(t.deps, {
      threadId: old.id,
      senderId: consultant.id,
      senderRole: 'admin',
      createdAt: new Date(t.clock.now().getTime() - hours(24 * 8)),
    });
    await sendUnreadReplyNotices(deps);
    expect(await noticesTo(student)).toHaveLength(0);
  });

  it('names a consultant without a display name by the fallback, never by their address', async () => {
    const unnamed = (await t.createUser({ role: 'admin', email: 'no.name@studypath.ca' })).user;
    const thread = await insertMessageThread(t.deps, { studentId: student.id });
    await insertThreadMessage(t.deps, {
      threadId: thread.id,
      senderId: unnamed.id,
      senderRole: 'admin',
      content: 'Hello from the team.',
    });
    t.clock.advance(minutes(15));
    await sendUnreadReplyNotices(deps);
    const [notice] = await noticesTo(student);
    expect(notice?.subject).toBe('New message from Educational Consultant');
    expect(`${notice?.textBody}${notice?.htmlBody}`).not.toContain('no.name@studypath.ca');
  });
});
