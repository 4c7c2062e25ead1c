import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, messageThreads } from '../../platform/db/schema/index.ts';
import { pdfBytes } from '../../../test/document-factories.ts';
import {
  insertMessageThread,
  insertMessageWithAttachment,
  insertThreadMessage,
} from '../../../test/message-factories.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { DocumentDeps } from '../documents/document-deps.ts';
import { sweepMessages } from './messages.housekeeping.ts';

const days = (count: number) => hours(24 * count);

describe('message retention sweep', () => {
  let t: TestServer;
  let deps: DocumentDeps;
  let studentId: string;
  beforeAll(async () => {
    t = await startTestServer();
    deps = { ...t.deps, storage: t.storage, uploadSecret: 'unused-here' };
    studentId = (await t.createUser()).user.id;
  });
  afterAll(() => t.close());

  const yearsAgo = (years: number, extraMs = 0) => {
    const date = t.clock.now();
    date.setUTCFullYear(date.getUTCFullYear() - years);
    return new Date(date.getTime() - extraMs);
  };
  const threadExists = async (id: string) =>
    (await t.db.select().from(messageThreads).where(eq(messageThreads.id, id))).length > 0;

  // First: the object walk compares real file times with the test clock, which the next test
  // moves years ahead.
  it('removes attachment files no message points at once they are a day old', async () => {
    const thread = await insertMessageThread(t.deps, { studentId });
    const attached = await insertMessageWithAttachment(t.deps, t.storage, {
      threadId: thread.id,
      senderId: studentId,
    });
    const orphan = `messages/${thread.id}/${randomUUID()}`;
    await t.storage.put(orphan, Readable.from([pdfBytes]), { maxBytes: pdfBytes.length });

    // Within the day nothing is touched: a message may still be on its way.
    expect((await sweepMessages(deps)).orphanAttachments).toBe(0);
    expect(await t.storage.size(orphan)).toBe(pdfBytes.length);

    t.clock.advance(days(2));
    expect(await sweepMessages(deps)).toEqual({ expiredThreads: 0, orphanAttachments: 1 });
    expect(await t.storage.size(orphan)).toBeNull();
    expect(await t.storage.size(attached.attachmentKey ?? '')).toBe(pdfBytes.length);
  });

  it('deletes threads idle for more than three years, with their messages and files', async () => {
    const expired = await insertMessageThread(t.deps, {
      studentId,
      updatedAt: yearsAgo(3, days(1)),
    });
    const expiredMessage = await insertMessageWithAttachment(t.deps, t.storage, {
      threadId: expired.id,
      senderId: studentId,
      createdAt: yearsAgo(3, days(2)),
    });
    // Started long ago, but still in use.
    const kept = await insertMessageThread(t.deps, { studentId, updatedAt: yearsAgo(2) });
    const keptMessage = await insertMessageWithAttachment(t.deps, t.storage, {
      threadId: kept.id,
      senderId: studentId,
      createdAt: yearsAgo(4),
    });
    await insertThreadMessage(t.deps, {
      threadId: kept.id,
      senderId: studentId,
      senderRole: 'student',
    });

    expect(await sweepMessages(deps)).toEqual({ expiredThreads: 1, orphanAttachments: 0 });
    expect(await threadExists(expired.id)).toBe(false);
    expect(await t.db.select().from(messages).where(eq(messages.threadId, expired.id))).toEqual([]);
    expect(await t.storage.size(expiredMessage.attachmentKey ?? '')).toBeNull();
    expect(await threadExists(kept.id)).toBe(true);
    expect(await t.storage.size(keptMessage.attachmentKey ?? '')).toBe(pdfBytes.length);

    // A year and a day on, the other one's time has come too.
    t.clock.advance(days(367));
    expect((await sweepMessages(deps)).expiredThreads).toBe(1);
    expect(await threadExists(kept.id)).toBe(false);
    expect(await t.storage.size(keptMessage.attachmentKey ?? '')).toBeNull();
  });
});
