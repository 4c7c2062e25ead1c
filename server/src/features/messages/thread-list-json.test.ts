// The consultants' thread list is JSON text the database writes (decision 045), sent without the
// route's serializer: it must be byte for byte what that serializer writes of the same threads
// read one by one (toAdminThread), over every value that could be written differently: missing
// names, quotes, backslashes, control characters and emoji, timestamps with microseconds, equal
// activity times (the id decides), closed threads, unread counts, consultants with and without a
// display name, and Mine.
import { threadListResponseSchema, type AdminThread } from '@studypath/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  insertMessageThread,
  insertThreadMessage,
  markReadByTeam,
} from '../../../test/message-factories.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { applications, messageThreads, profiles } from '../../platform/db/schema/index.ts';
import { toAdminThread } from './message-views.ts';
import { findThreadListJson, findThreadWithStudent } from './messages.queries.ts';

const serialize = serializerCompiler({
  schema: threadListResponseSchema,
  method: 'GET',
  url: '/api/messages/threads',
});

describe('the consultants’ thread list the database writes', () => {
  const t = testServerForSuite();
  let carlaId = '';
  let doraId = '';

  beforeAll(async () => {
    const { deps } = t;
    carlaId = (await t.createUser({ role: 'admin' })).user.id;
    doraId = (await t.createUser({ role: 'admin' })).user.id;
    await deps.db.insert(profiles).values({ userId: carlaId, displayName: 'Carla "CQ" \\ Q' });

    const ana = (await t.createUser({ role: 'student' })).user;
    await completeProfileOf(deps, ana.id, { legalFirstName: 'Ána "A"', legalLastName: 'Zoë 🎓' });
    const anaPath = await insertStudyPath(deps, { userId: ana.id });
    await deps.db
      .update(applications)
      .set({ consultantId: carlaId })
      .where(eq(applications.id, anaPath.id));
    const ben = (await t.createUser({ role: 'student' })).user; // no profile, no path
    const cleo = (await t.createUser({ role: 'student' })).user;
    const cleoPath = await insertStudyPath(deps, { userId: cleo.id });
    await deps.db
      .update(applications)
      .set({ consultantId: doraId })
      .where(eq(applications.id, cleoPath.id));

    const anaThread = await insertMessageThread(deps, {
      studentId: ana.id,
      subject: 'Line one\nline "two"\ttab \\ back \u0001 ctrl \u2028 é',
    });
    await insertThreadMessage(deps, {
      threadId: anaThread.id,
      senderId: ana.id,
      senderRole: 'student',
    });
    await insertThreadMessage(deps, {
      threadId: anaThread.id,
      senderId: ana.id,
      senderRole: 'student',
    });
    const benThread = await insertMessageThread(deps, { studentId: ben.id, subject: 'Plain' });
    await insertThreadMessage(deps, {
      threadId: benThread.id,
      senderId: ben.id,
      senderRole: 'student',
    });
    await markReadByTeam(deps, { threadId: benThread.id, at: t.clock.now() });
    await insertMessageThread(deps, { studentId: cleo.id, subject: 'Closed', status: 'closed' });
    const tiedA = await insertMessageThread(deps, { studentId: cleo.id, subject: 'Tie A' });
    const tiedB = await insertMessageThread(deps, { studentId: ben.id, subject: 'Tie B' });
    // Microseconds the JSON's milliseconds must cut as toISOString does, and two equal times.
    await deps.db.execute(sql`update message_threads
      set updated_at = '2026-03-04 05:06:07.999999+00', created_at = '2026-03-04 05:06:07.0005+00'
      where id in (${tiedA.id}, ${tiedB.id})`);
    await deps.db.execute(sql`update message_threads set closed_at = '2026-01-02 03:04:05.678901+00'
      where subject = 'Closed'`);
  });

  /** What the route's serializer writes of the threads read one by one, in the list's order. */
  const serializedOneByOne = async (input: { includeClosed: boolean; ids?: string[] }) => {
    const ordered = await t.deps.db
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(
        and(
          input.includeClosed ? undefined : eq(messageThreads.status, 'active'),
          input.ids ? inArray(messageThreads.id, input.ids) : undefined,
        ),
      )
      .orderBy(desc(messageThreads.updatedAt), desc(messageThreads.id));
    const threads: AdminThread[] = [];
    for (const { id } of ordered) {
      const row = await findThreadWithStudent(t.deps.db, id);
      if (row) threads.push(toAdminThread(row));
    }
    return serialize(threads);
  };

  it('writes every thread, active or all, exactly as the serializer would', async () => {
    for (const includeClosed of [false, true]) {
      const json = await findThreadListJson(t.deps.db, { includeClosed });
      expect(json).toBe(await serializedOneByOne({ includeClosed }));
    }
    const all = JSON.parse(
      await findThreadListJson(t.deps.db, { includeClosed: true }),
    ) as AdminThread[];
    expect(all).toHaveLength(5);
    expect(all.map((thread) => thread.unreadCount).sort()).toEqual([0, 0, 0, 0, 2]);
    expect(all.find((thread) => thread.subject === 'Tie A')?.updatedAt).toBe(
      '2026-03-04T05:06:07.999Z',
    );
    expect(all.find((thread) => thread.consultantId === carlaId)?.consultantName).toBe(
      'Carla "CQ" \\ Q',
    );
  });

  it('writes a consultant’s Mine exactly as the serializer would', async () => {
    for (const consultantId of [carlaId, doraId]) {
      for (const includeClosed of [false, true]) {
        const json = await findThreadListJson(t.deps.db, { includeClosed, consultantId });
        const ids = (JSON.parse(json) as AdminThread[]).map((thread) => thread.id);
        expect(ids.length).toBeGreaterThan(0);
        expect(json).toBe(await serializedOneByOne({ includeClosed, ids }));
      }
    }
  });

  it('writes an empty list as []', async () => {
    await t.deps.db.delete(messageThreads);
    expect(await findThreadListJson(t.deps.db, { includeClosed: true })).toBe('[]');
    expect(
      await findThreadListJson(t.deps.db, { includeClosed: false, consultantId: carlaId }),
    ).toBe('[]');
  });
});
