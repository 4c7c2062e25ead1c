// DatabaseHandle.catchUp: once it resolves, every notification committed before the call has
// reached this process's listeners — the promise a change's answer waits on (read-your-writes.ts),
// so that the same client's next poll is answered on the version after its change.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabaseHandle } from '../../../test/test-database.ts';

let database: TestDatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.release();
});

it('has handed every notification committed before the call to the listeners', async () => {
  const heard: string[] = [];
  const stop = await database.listen('studypath_catch_up_test', (payload) => heard.push(payload));
  try {
    for (let round = 0; round < 40; round += 1) {
      // Committed by a pooled connection, heard through the listening one.
      await database.db.execute(sql`select pg_notify('studypath_catch_up_test', ${String(round)})`);
      await database.catchUp();
      expect(heard.at(-1)).toBe(String(round));
    }
  } finally {
    await stop();
  }
});
