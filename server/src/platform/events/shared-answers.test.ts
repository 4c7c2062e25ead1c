// The shared answers over a real database's announcements: an answer is kept until anything is
// announced (a live event or a change version), a query already running is shared, an
// announcement during a query keeps its answer from being kept, a failed query is not kept, and
// nothing is kept while the listening connection is down.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseListen } from '../db/client.ts';
import { controllableListen } from '../../../test/controllable-listen.ts';
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/test-database.ts';
import { bumpChangeVersion, GLOBAL_SCOPE, publishLiveEvent } from './live-events.ts';
import { createSharedAnswers, type SharedAnswers } from './shared-answers.ts';

let database: TestDatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.release();
});

/** A query that counts its runs and answers the run's number. */
function countedQuery() {
  let runs = 0;
  return {
    compute: () => {
      runs += 1;
      return Promise.resolve(runs);
    },
    runs: () => runs,
  };
}

async function startedAnswers(listen: DatabaseListen): Promise<SharedAnswers> {
  const answers = createSharedAnswers({ listen });
  await answers.start();
  return answers;
}

describe('shared answers', () => {
  it('keeps an answer until a live event or a change version is announced', async () => {
    const answers = await startedAnswers(controllableListen(database).listen);
    const query = countedQuery();
    expect(await answers.get('list', query.compute)).toBe(1);
    expect(await answers.get('list', query.compute)).toBe(1);
    expect(query.runs()).toBe(1);

    await database.catchUp();
    await publishLiveEvent(database.db, { kind: 'messages', id: 'thread-1', studentId: null });
    await database.catchUp();
    expect(await answers.get('list', query.compute)).toBe(2);
    expect(await answers.get('list', query.compute)).toBe(2);

    await bumpChangeVersion(database.db, GLOBAL_SCOPE);
    await database.catchUp();
    expect(await answers.get('list', query.compute)).toBe(3);
    await answers.close();
  });

  it('keeps each key apart', async () => {
    const answers = await startedAnswers(controllableListen(database).listen);
    expect(await answers.get('mine', () => Promise.resolve('mine'))).toBe('mine');
    expect(await answers.get('all', () => Promise.resolve('all'))).toBe('all');
    expect(await answers.get('mine', () => Promise.resolve('again'))).toBe('mine');
    await answers.close();
  });

  it('shares a query that is running, and keeps nothing when a change is announced meanwhile', async () => {
    const answers = await startedAnswers(controllableListen(database).listen);
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let runs = 0;
    const slowQuery = async () => {
      runs += 1;
      const run = runs;
      await held;
      return run;
    };
    const first = answers.get('list', slowQuery);
    const second = answers.get('list', slowQuery);
    expect(runs).toBe(1);
    // A change heard while the query runs: later requests must not take the older answer.
    await publishLiveEvent(database.db, { kind: 'messages', id: 'thread-2', studentId: null });
    await database.catchUp();
    const third = answers.get('list', slowQuery);
    expect(runs).toBe(2);
    release();
    expect(await Promise.all([first, second, third])).toEqual([1, 1, 2]);
    // The query begun after the change is the one kept.
    const after = countedQuery();
    expect(await answers.get('list', after.compute)).toBe(2);
    expect(after.runs()).toBe(0);
    await answers.close();
  });

  it('does not keep a failed query', async () => {
    const answers = await startedAnswers(controllableListen(database).listen);
    await expect(
      answers.get('list', () => Promise.reject(new Error('database gone'))),
    ).rejects.toThrow('database gone');
    expect(await answers.get('list', () => Promise.resolve('answered'))).toBe('answered');
    await answers.close();
  });

  it('keeps nothing while the connection is down, and forgets what it kept when it drops', async () => {
    const { listen, setListening } = controllableListen(database);
    const answers = await startedAnswers(listen);
    const query = countedQuery();
    expect(await answers.get('list', query.compute)).toBe(1);
    setListening(false);
    expect(await answers.get('list', query.compute)).toBe(2);
    expect(await answers.get('list', query.compute)).toBe(3);
    setListening(true);
    expect(await answers.get('list', query.compute)).toBe(4);
    expect(await answers.get('list', query.compute)).toBe(4);
    await answers.close();
  });
});
