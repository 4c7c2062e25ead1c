// The change-version book and the session cache over a real database, with the listening
// connection's state driven by the test: announcements raise versions, nothing is trusted while
// the connection is down, and everything is read afresh once it is back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { controllableListen } from '../../../test/controllable-listen.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/test-database.ts';
import { createSessionCache } from '../sessions/session-cache.ts';
import { createChangeVersionBook, parseVersionPayload } from './change-versions.ts';
import { bumpChangeVersion, GLOBAL_SCOPE, studentScope } from './live-events.ts';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.release();
});

/** Polls `read` until it answers `expected` (announcements arrive in milliseconds; a second allowed). */
async function eventually<T>(read: () => Promise<T>, expected: T): Promise<T> {
  const deadline = Date.now() + 1000;
  let value = await read();
  while (value !== expected && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    value = await read();
  }
  return value;
}
const studentId = '11111111-1111-4111-8111-111111111111';

describe('change version book', () => {
  it('reads a version once, then follows the announcements', async () => {
    const { listen } = controllableListen(database);
    const book = createChangeVersionBook({ db: database.db, listen });
    await book.start();
    const before = await book.versionsOf(studentId);
    expect(before).not.toBeNull();
    await bumpChangeVersion(database.db, studentScope(studentId));
    const student = (before?.student ?? 0) + 1;
    expect(await eventually(async () => (await book.versionsOf(studentId))?.student, student)).toBe(
      student,
    );
    await bumpChangeVersion(database.db, GLOBAL_SCOPE);
    const global = (before?.global ?? 0) + 1;
    expect(await eventually(async () => (await book.versionsOf(studentId))?.global, global)).toBe(
      global,
    );
    await book.close();
  });

  it('answers nothing while the connection is down, and the database’s value once it is back', async () => {
    const { listen, setListening } = controllableListen(database);
    const book = createChangeVersionBook({ db: database.db, listen });
    await book.start();
    const before = await book.versionsOf(studentId);
    setListening(false);
    expect(await book.versionsOf(studentId)).toBeNull();
    // A change whose announcement this process would have missed.
    await bumpChangeVersion(database.db, studentScope(studentId));
    setListening(true);
    expect((await book.versionsOf(studentId))?.student).toBe((before?.student ?? 0) + 1);
    await book.close();
  });

  it('parses only well-formed announcements', () => {
    expect(parseVersionPayload('12 student:abc')).toEqual({ scope: 'student:abc', version: 12 });
    expect(parseVersionPayload('x student:abc')).toBeNull();
    expect(parseVersionPayload('12')).toBeNull();
    expect(parseVersionPayload(' 12 global')).toBeNull();
  });
});

describe('session cache', () => {
  const session = {
    idHash: 'a'.repeat(64),
    user: {
      id: studentId,
      email: 'ana@example.com',
      role: 'student' as const,
      language: 'en' as const,
    },
    lastSeenAt: new Date(),
    expiresAt: new Date(Date.now() + 3_600_000),
  };

  it('trusts nothing while the connection is down and forgets everything when it returns', async () => {
    const { listen, setListening } = controllableListen(database);
    const cache = createSessionCache({ listen });
    await cache.start();
    cache.remember(cache.beginLookup(), session);
    expect(await cache.find(session.idHash)).toMatchObject({ user: session.user });
    setListening(false);
    expect(await cache.find(session.idHash)).toBeUndefined();
    cache.remember(cache.beginLookup(), session);
    setListening(true);
    expect(await cache.find(session.idHash)).toBeUndefined();
    await cache.close();
  });

  it('does not keep what a lookup read when a session was forgotten meanwhile', async () => {
    const { listen } = controllableListen(database);
    const cache = createSessionCache({ listen });
    await cache.start();
    const ticket = cache.beginLookup();
    cache.forget('b'.repeat(64));
    cache.remember(ticket, session);
    expect(await cache.find(session.idHash)).toBeUndefined();
    await cache.close();
  });
});
