// The builder's claims (decision 040): two builders asking at once build each export once; a
// claim its process stopped renewing is taken over, and the old builder can then change nothing;
// a build whose storage fails ends failed, leaving no zip; a file gone from storage is listed in
// missing-files.json instead of failing the export.
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dataExports, emailOutbox, type UserRow } from '../../platform/db/schema/index.ts';
import type { ObjectStorage } from '../../platform/storage/object-storage.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { downloadBytes, requestExport, waitForExport } from '../../../test/data-export-flows.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { minutes } from '../../../test/test-clock.ts';
import { zipContents } from '../../../test/zip-entries.ts';
import type { DataExportBuildDeps } from './data-export-deps.ts';
import { renewDataExportClaim, markDataExportReady } from './data-export.queries.ts';
import { buildNextDataExport } from './export-jobs.ts';

describe('claims', () => {
  const t = testServerForSuite();
  // The app's own logger (silent in tests).
  const log = () => t.app.log;
  const deps = (): DataExportBuildDeps => ({
    ...t.deps,
    storage: t.storage,
    appUrl: t.config.appUrl,
    onEmailQueued: () => undefined,
  });

  async function queuedExportOf(
    user: UserRow,
    values: Partial<typeof dataExports.$inferInsert> = {},
  ) {
    const [row] = await t.db
      .insert(dataExports)
      .values({ userId: user.id, language: 'en', requestedAt: t.clock.now(), ...values })
      .returning();
    if (!row) throw new Error('no row');
    return row;
  }

  it('builds each of two exports once when two builders ask at once', async () => {
    const students = await Promise.all([t.createUser(), t.createUser()]);
    const rows = await Promise.all(students.map(({ user }) => queuedExportOf(user)));
    await Promise.all([
      buildNextDataExport(deps(), { log: log() }),
      buildNextDataExport(deps(), { log: log() }),
    ]);
    const built = await t.db
      .select()
      .from(dataExports)
      .where(
        inArray(
          dataExports.id,
          rows.map((row) => row.id),
        ),
      );
    expect(built.map((row) => row.status)).toEqual(['ready', 'ready']);
    for (const { user } of students) {
      const emails = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      expect(emails.map((email) => email.template)).toEqual(['data_export_ready']);
    }
  });

  it('takes over a build whose claim was not renewed for the lease, not a live one', async () => {
    const [stale, live] = await Promise.all([t.createUser(), t.createUser()]);
    const now = t.clock.now().getTime();
    const staleRow = await queuedExportOf(stale.user, {
      status: 'running',
      progress: 30,
      startedAt: new Date(now - minutes(11)),
    });
    const liveRow = await queuedExportOf(live.user, {
      status: 'running',
      progress: 30,
      startedAt: new Date(now - minutes(1)),
    });
    while (await buildNextDataExport(deps(), { log: log() })) {
      // Builds whatever waits, the stale claim among it.
    }
    const byId = async (id: string) =>
      (await t.db.select().from(dataExports).where(eq(dataExports.id, id)))[0];
    expect(await byId(staleRow.id)).toMatchObject({ status: 'ready', progress: 100 });
    expect(await byId(liveRow.id)).toMatchObject({ status: 'running', progress: 30 });
  });

  it('leaves the builder that lost its claim nothing to change', async () => {
    const { user } = await t.createUser();
    const old = new Date(t.clock.now().getTime() - minutes(11));
    const row = await queuedExportOf(user, { status: 'running', startedAt: old });
    const oldClaim = { id: row.id, claimedAt: old };
    // Another process takes it over.
    await t.db
      .update(dataExports)
      .set({ startedAt: t.clock.now() })
      .where(eq(dataExports.id, row.id));
    expect(await renewDataExportClaim(t.db, oldClaim, { progress: 50, now: t.clock.now() })).toBe(
      undefined,
    );
    expect(
      await markDataExportReady(t.db, oldClaim, {
        objectKey: 'exports/x/y.zip',
        sizeBytes: 1,
        finishedAt: t.clock.now(),
        expiresAt: t.clock.now(),
      }),
    ).toBe(false);
    const [after] = await t.db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(after).toMatchObject({ status: 'running', progress: 0, objectKey: null });
  });

  it('ends a build whose storage fails as failed, keeping no zip, not counted against the day', async () => {
    const { user } = await t.createUser();
    await insertStoredDocument(t.deps, t.storage, { userId: user.id });
    const row = await queuedExportOf(user);
    const failingStorage: ObjectStorage = {
      ...t.storage,
      put: async (_key, body) => {
        for await (const _chunk of body as AsyncIterable<Buffer>) break;
        throw new Error('the disk is full');
      },
    };
    expect(await buildNextDataExport({ ...deps(), storage: failingStorage }, { log: log() })).toBe(
      true,
    );
    const [after] = await t.db.select().from(dataExports).where(eq(dataExports.id, row.id));
    expect(after).toMatchObject({ status: 'failed', objectKey: null });
    expect((await t.storage.list('exports/', { limit: 1000 })).objects).not.toContainEqual(
      expect.objectContaining({ key: expect.stringContaining(`exports/${user.id}/`) as unknown }),
    );
    const client = await signedInAs(t, user);
    expect((await client.post('/api/privacy/exports', undefined, { withCsrf: true })).status).toBe(
      202,
    );
  });

  it('lists a file gone from storage in missing-files.json and still delivers the rest', async () => {
    const { user } = await t.createUser();
    const gone = await insertStoredDocument(t.deps, t.storage, {
      userId: user.id,
      fileName: 'lost.pdf',
    });
    await insertStoredDocument(t.deps, t.storage, { userId: user.id, fileName: 'kept.pdf' });
    await t.storage.delete(gone.storageKey);
    const client = await signedInAs(t, user);
    await requestExport(client);
    const ready = await waitForExport(client);
    const files = zipContents((await downloadBytes(t, client, ready.downloadUrl ?? '')).bytes);
    expect(files.has('documents/kept.pdf')).toBe(true);
    expect(files.has('documents/lost.pdf')).toBe(false);
    expect(JSON.parse(files.get('missing-files.json')?.toString() ?? '[]')).toEqual([
      'documents/lost.pdf',
    ]);
    expect(files.get('README.txt')?.toString()).toContain('missing-files.json');
  });
});
