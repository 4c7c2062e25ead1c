// "Download my data" through HTTP (issue 30, item 1; decision 040): who may ask, read and
// download, one export a day, the build that ends ready with an email, the download for its owner
// only and only until it expires, the sweep of expired zips, and one audit row per action.
import { randomUUID } from 'node:crypto';
import type { DataExport, DataExportState, ErrorResponse } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLogs, dataExports } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { downloadBytes, requestExport, waitForExport } from '../../../test/data-export-flows.ts';
import { insertStoredDocument, pdfBytes } from '../../../test/document-factories.ts';
import { signedInGuardian } from '../../../test/linked-guardians.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { hours, minutes } from '../../../test/test-clock.ts';
import { zipContents } from '../../../test/zip-entries.ts';
import { sweepDataExports } from './data-export.housekeeping.ts';

const mail = createMemoryTransport();
const t = testServerForSuite({ emailTransport: mail });

async function signedInStudent() {
  const { user } = await t.createUser({ role: 'student' });
  return { user, client: await signedInAs(t, user) };
}

async function auditActionsOf(userId: string) {
  const rows = await t.db
    .select({ action: auditLogs.action, entityId: auditLogs.entityId })
    .from(auditLogs)
    .where(and(eq(auditLogs.userId, userId), eq(auditLogs.entityType, 'data_export')));
  return rows.map((row) => row.action).sort();
}

describe('who may use the data export', () => {
  it('refuses a signed-out visitor with 401 on every route', async () => {
    const client = t.newClient();
    expect((await client.get('/api/privacy/exports')).status).toBe(401);
    expect((await client.post('/api/privacy/exports', undefined, { withCsrf: true })).status).toBe(
      401,
    );
    expect((await client.get(`/api/privacy/exports/${randomUUID()}/download`)).status).toBe(401);
  });

  it('refuses a consultant with 403: their accounts are the firm’s', async () => {
    const { user } = await t.createUser({ role: 'admin' });
    const client = await signedInAs(t, user);
    for (const response of [
      await client.get<ErrorResponse>('/api/privacy/exports'),
      await client.post<ErrorResponse>('/api/privacy/exports', undefined, { withCsrf: true }),
      await client.get<ErrorResponse>(`/api/privacy/exports/${randomUUID()}/download`),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
  });

  it('lets a student and a guardian ask; nothing asked yet reads as none', async () => {
    const student = await signedInStudent();
    const guardian = await signedInGuardian(t, student.user.id);
    for (const { client } of [student, guardian]) {
      const before = await client.get<DataExportState>('/api/privacy/exports');
      expect(before.body).toEqual({ latest: null, nextRequestAt: null });
      const asked = await client.post<DataExport>('/api/privacy/exports', undefined, {
        withCsrf: true,
      });
      expect(asked.status).toBe(202);
      expect(asked.body).toMatchObject({ progress: 0, downloadUrl: null, expiresAt: null });
      expect(['queued', 'running', 'ready']).toContain(asked.body.status);
    }
  });

  it('answers 400 for a download id that is not an id, 404 for one that does not exist', async () => {
    const { client } = await signedInStudent();
    const bad = await client.get<ErrorResponse>('/api/privacy/exports/not-an-id/download');
    expect(bad.status).toBe(400);
    const unknown = await client.get<ErrorResponse>(
      `/api/privacy/exports/${randomUUID()}/download`,
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('data_export.not_found');
  });
});

describe('one export a day', () => {
  it('refuses a second request within 24 hours with 429 and says when, then allows it', async () => {
    const { user, client: firstClient } = await signedInStudent();
    const first = await requestExport(firstClient);
    // Built at once, as in use: a build still waiting a day later is given up (export-jobs.ts).
    await waitForExport(firstClient);
    t.clock.advance(hours(23));
    // A day of the clock ends any session: the person signs in again.
    const client = await signedInAs(t, user);
    const again = await client.post<ErrorResponse>('/api/privacy/exports', undefined, {
      withCsrf: true,
    });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe('data_export.daily_limit');
    expect(Number(again.headers.get('retry-after'))).toBe(60 * 60);
    const state = await client.get<DataExportState>('/api/privacy/exports');
    expect(state.body.nextRequestAt).toBe(
      new Date(Date.parse(first.requestedAt) + hours(24)).toISOString(),
    );
    t.clock.advance(hours(1));
    const nextDay = await signedInAs(t, user);
    expect((await nextDay.get<DataExportState>('/api/privacy/exports')).body.nextRequestAt).toBe(
      null,
    );
    expect((await nextDay.post('/api/privacy/exports', undefined, { withCsrf: true })).status).toBe(
      202,
    );
  });

  it('does not count an export that failed', async () => {
    const { user, client } = await signedInStudent();
    await t.db.insert(dataExports).values({
      userId: user.id,
      status: 'failed',
      language: 'en',
      requestedAt: t.clock.now(),
      finishedAt: t.clock.now(),
    });
    const state = await client.get<DataExportState>('/api/privacy/exports');
    expect(state.body.latest?.status).toBe('failed');
    expect(state.body.nextRequestAt).toBeNull();
    expect((await client.post('/api/privacy/exports', undefined, { withCsrf: true })).status).toBe(
      202,
    );
  });

  it('lets only one of two requests sent at once through', async () => {
    const { client } = await signedInStudent();
    const answers = await Promise.all([
      client.post('/api/privacy/exports', undefined, { withCsrf: true }),
      client.post('/api/privacy/exports', undefined, { withCsrf: true }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429]);
  });
});

describe('the build, the email and the download', () => {
  it('builds the zip, emails a link to the Privacy & data page and lets its owner download it', async () => {
    const { user, client } = await signedInStudent();
    const document = await insertStoredDocument(t.deps, t.storage, {
      userId: user.id,
      fileName: 'passport.pdf',
      category: 'passport',
    });
    await requestExport(client);
    const ready = await waitForExport(client);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });
    expect(ready.expiresAt).toBe(
      new Date(Date.parse(ready.finishedAt ?? '') + hours(24)).toISOString(),
    );
    expect(ready.downloadUrl).toBe(`/api/privacy/exports/${ready.id}/download`);

    const download = await downloadBytes(t, client, ready.downloadUrl ?? '');
    expect(download.status).toBe(200);
    expect(download.headers.get('content-type')).toBe('application/zip');
    expect(download.headers.get('content-disposition')).toMatch(
      /^attachment; filename="studypath-data-\d{4}-\d{2}-\d{2}\.zip"/,
    );
    expect(download.headers.get('cache-control')).toBe('no-store');
    expect(download.bytes.length).toBe(ready.sizeBytes);
    const files = zipContents(download.bytes);
    expect(files.get('documents/passport.pdf')).toEqual(pdfBytes);
    const documents = JSON.parse(files.get('documents.json')?.toString() ?? '[]') as unknown[];
    expect(documents).toEqual([
      expect.objectContaining({ id: document.id, fileInExport: 'documents/passport.pdf' }),
    ]);

    const email = await waitForEmail(user.email);
    expect(email.subject).toBe('Your StudyPath data is ready to download');
    expect(email.text).toContain(`${t.config.appUrl.replace(/\/$/, '')}/account/privacy`);
    expect(await auditActionsOf(user.id)).toEqual(['data_export_download', 'data_export_request']);
  });

  it('shows the zip to nobody else: another student and the student’s guardian get 404', async () => {
    const owner = await signedInStudent();
    await requestExport(owner.client);
    const ready = await waitForExport(owner.client);
    const other = await signedInStudent();
    const guardian = await signedInGuardian(t, owner.user.id);
    for (const client of [other.client, guardian.client]) {
      const response = await client.get<ErrorResponse>(ready.downloadUrl ?? '');
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('data_export.not_found');
    }
  });

  it('stops the download when 24 hours are over, and the sweep removes the zip', async () => {
    const { user, client: before } = await signedInStudent();
    await requestExport(before);
    const ready = await waitForExport(before);
    const [row] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    const key = row?.objectKey ?? '';
    expect(await t.storage.size(key)).toBeGreaterThan(0);

    t.clock.advance(hours(24));
    const client = await signedInAs(t, user);
    const late = await client.get<ErrorResponse>(ready.downloadUrl ?? '');
    expect(late.status).toBe(404);
    expect(late.body.code).toBe('data_export.expired');
    const state = await client.get<DataExportState>('/api/privacy/exports');
    expect(state.body.latest).toMatchObject({ id: ready.id, status: 'expired', downloadUrl: null });

    await sweepDataExports({ ...t.deps, storage: t.storage, appUrl: '', onEmailQueued: () => {} });
    expect(await t.storage.size(key)).toBeNull();
    const [swept] = await t.db.select().from(dataExports).where(eq(dataExports.id, ready.id));
    expect(swept?.objectKey).toBeNull();
    expect(await auditActionsOf(user.id)).toEqual(['data_export_request']);
  });

  it('answers 409 while the export is still being built', async () => {
    const { user, client } = await signedInStudent();
    const [row] = await t.db
      .insert(dataExports)
      .values({
        userId: user.id,
        status: 'running',
        progress: 40,
        language: 'en',
        requestedAt: t.clock.now(),
        // Claimed by a live builder elsewhere: nobody here takes it over.
        startedAt: new Date(t.clock.now().getTime() + minutes(60)),
      })
      .returning();
    const response = await client.get<ErrorResponse>(`/api/privacy/exports/${row?.id}/download`);
    expect(response.status).toBe(409);
    expect(response.body.code).toBe('data_export.not_ready');
    const state = await client.get<DataExportState>('/api/privacy/exports');
    expect(state.body.latest).toMatchObject({ status: 'running', progress: 40, downloadUrl: null });
  });
});

async function waitForEmail(to: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = mail.messages.find((message) => message.to === to);
    if (found) return found;
    if (Date.now() > deadline) throw new Error('no email arrived');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
