// The portal's PostgreSQL connections run with JIT off (decision 045): compiling a query took
// longer than running it. PostgreSQL only: PGlite has no JIT.
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { openPostgresDatabase } from './client.ts';

const template = inject('testDatabaseTemplate');

describe.runIf(template.driver === 'postgres')('the portal’s PostgreSQL connections', () => {
  it('never compile a query just in time', async () => {
    const handle = openPostgresDatabase(template.driver === 'postgres' ? template.serverUrl : '');
    try {
      const answer = await handle.db.execute(sql`select current_setting('jit') as jit`);
      expect(JSON.stringify(answer)).toContain('"jit":"off"');
    } finally {
      await handle.close();
    }
  });
});
