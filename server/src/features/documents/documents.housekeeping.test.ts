import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, documents, documentUploadKeys } from '../../platform/db/schema/index.ts';
import { insertStoredDocument, pdfBytes } from '../../../test/document-factories.ts';
import {
  putToUploadUrl,
  requestUploadUrl,
  uploadDocument,
} from '../../../test/document-uploads.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import type { DocumentDeps } from './document-deps.ts';
import { sweepDocumentStorage } from './documents.housekeeping.ts';

const days = (count: number) => hours(24 * count);

describe('document storage sweep', () => {
  let t: TestServer;
  let deps: DocumentDeps;
  let student: { id: string; client: TestClient; email: string; password: string };
  beforeAll(async () => {
    t = await startTestServer();
    deps = { ...t.deps, storage: t.storage, uploadSecret: 'unused-here' };
    const created = await t.createUser();
    const client = t.newClient();
    await client.login(created.user.email, created.password);
    await insertStudyPath(t.deps, { userId: created.user.id, status: 'docs_needed' });
    student = {
      id: created.user.id,
      client,
      email: created.user.email,
      password: created.password,
    };
  });
  afterAll(() => t.close());

  it('removes keys never registered within a day with their files, and objects no row points at', async () => {
    const abandoned = await requestUploadUrl(student.client);
    await putToUploadUrl(student.client, abandoned.body.uploadURL, pdfBytes);
    const registered = await uploadDocument(student.client, pdfBytes);
    const orphan = `documents/${student.id}/${randomUUID()}`;
    await t.storage.put(orphan, Readable.from([pdfBytes]), { maxBytes: pdfBytes.length });

    // Within the day nothing is touched: an upload may still be on its way to a document.
    expect(await sweepDocumentStorage(deps)).toEqual({
      uploadKeys: 0,
      orphanObjects: 0,
      expiredDocuments: 0,
      expiredSealedDocuments: 0,
    });
    expect(await t.storage.size(abandoned.body.storageKey)).not.toBeNull();

    t.clock.advance(days(2));
    await student.client.login(student.email, student.password);
    const fresh = await requestUploadUrl(student.client);
    await putToUploadUrl(student.client, fresh.body.uploadURL, pdfBytes);

    expect(await sweepDocumentStorage(deps)).toEqual({
      uploadKeys: 1,
      orphanObjects: 1,
      expiredDocuments: 0,
      expiredSealedDocuments: 0,
    });
    expect(await t.storage.size(abandoned.body.storageKey)).toBeNull();
    expect(await t.storage.size(orphan)).toBeNull();
    // The registered document and today's upload stay.
    expect(await t.storage.size(registered.body.storageKey)).toBe(pdfBytes.length);
    expect(await t.storage.size(fresh.body.storageKey)).toBe(pdfBytes.length);
    const keys = await t.db.select({ key: documentUploadKeys.storageKey }).from(documentUploadKeys);
    expect(keys.map((row) => row.key)).toEqual([fresh.body.storageKey]);
  });

  it('removes documents older than seven years, with their files and an audit row', async () => {
    const now = t.clock.now();
    const yearsAgo = (years: number, extraMs = 0) => {
      const date = new Date(now);
      date.setUTCFullYear(date.getUTCFullYear() - years);
      return new Date(date.getTime() - extraMs);
    };
    const expired = await insertStoredDocument(t.deps, t.storage, {
      userId: student.id,
      createdAt: yearsAgo(7, days(1)),
    });
    const kept = await insertStoredDocument(t.deps, t.storage, {
      userId: student.id,
      createdAt: yearsAgo(6),
    });

    expect((await sweepDocumentStorage(deps)).expiredDocuments).toBe(1);
    const remaining = await t.db.select({ id: documents.id }).from(documents);
    expect(remaining.map((row) => row.id)).not.toContain(expired.id);
    expect(remaining.map((row) => row.id)).toContain(kept.id);
    expect(await t.storage.size(expired.storageKey)).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, expired.id), eq(auditLogs.action, 'document_delete')));
    expect(audit?.userId).toBeNull();
    expect(audit?.details).toMatchObject({ reason: 'retention', studentId: student.id });

    // A year on, the other one's time has come too.
    t.clock.advance(days(366));
    expect((await sweepDocumentStorage(deps)).expiredDocuments).toBe(1);
    expect(await t.storage.size(kept.storageKey)).toBeNull();
  });
});
