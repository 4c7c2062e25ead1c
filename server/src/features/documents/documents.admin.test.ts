import { readdir } from 'node:fs/promises';
import type {
  AdminDocument,
  AdminDocumentListResponse,
  ApplicationUpdate,
  ErrorResponse,
  StudentDocument,
} from '@studypath/domain';
import { ADMIN_DOCUMENT_MAX_BYTES } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailOutbox, type UserRow } from '../../platform/db/schema/index.ts';
import {
  insertStoredDocument,
  pdfBytes,
  pngBytes,
  shellScript,
} from '../../../test/document-factories.ts';
import { multipartBody, type FormPart } from '../../../test/document-uploads.ts';
import type { TestClient, TestResponse } from '../../../test/http-client.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';

const filePart = (bytes: Uint8Array<ArrayBuffer>, filename = 'offer-letter.pdf'): FormPart => ({
  name: 'file',
  value: { bytes, filename, type: 'application/pdf' },
});

describe('the consultant document desk', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  let admin: TestClient;
  let adminUser: UserRow;
  let student: { user: UserRow; client: TestClient; pathId: string };

  async function upload<Body = AdminDocument>(
    client: TestClient,
    parts: FormPart[],
  ): Promise<TestResponse<Body>> {
    const { body, contentType } = await multipartBody(parts);
    return client.request<Body>('POST', '/api/admin/documents/upload', {
      rawBody: body,
      headers: { 'content-type': contentType },
      withCsrf: true,
    });
  }

  const fieldsFor = (userId: string, applicationId?: string): FormPart[] => [
    { name: 'category', value: 'letter_of_acceptance' },
    { name: 'userId', value: userId },
    ...(applicationId ? [{ name: 'applicationId', value: applicationId }] : []),
  ];

  const storedFiles = async () =>
    (await readdir(t.storageDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => entry.name)
      .sort();

  beforeAll(async () => {
    t = await startTestServer({ emailTransport: mailbox });
    const createdAdmin = await t.createUser({ role: 'admin' });
    adminUser = createdAdmin.user;
    admin = t.newClient();
    await admin.login(createdAdmin.user.email, createdAdmin.password);
    const created = await t.createUser({ email: 'ana.silva@example.com' });
    await completeProfileOf(t.deps, created.user.id);
    const client = t.newClient();
    await client.login(created.user.email, created.password);
    const application = await insertStudyPath(t.deps, { userId: created.user.id, status: 'new' });
    student = { user: created.user, client, pathId: application.id };
  });
  afterAll(() => t.close());

  it('uploads for a student: an update on the path, an email, an audit row, and a badge', async () => {
    const response = await upload(admin, [
      ...fieldsFor(student.user.id, student.pathId),
      filePart(pdfBytes),
    ]);
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      fileName: 'offer-letter.pdf',
      category: 'letter_of_acceptance',
      mimeType: 'application/pdf',
      fileSize: pdfBytes.length,
      uploadedByAdmin: true,
      uploadedBy: adminUser.id,
      userId: student.user.id,
      applicationId: student.pathId,
      accessible: true,
      user: { email: 'ana.silva@example.com' },
      profile: { legalFirstName: 'Ana', legalLastName: 'Silva' },
    });
    const documentId = response.body.id;

    // The upload rule is the student's: a consultant may upload while the path is new.
    const mine = await student.client.get<StudentDocument[]>('/api/documents');
    expect(mine.body.map((document) => [document.id, document.uploadedByAdmin])).toEqual([
      [documentId, true],
    ]);
    const updates = await student.client.get<ApplicationUpdate[]>(
      `/api/applications/${student.pathId}/updates`,
    );
    expect(updates.body[0]).toMatchObject({
      type: 'document_uploaded',
      title: 'Document uploaded: offer-letter.pdf',
    });
    const outbox = await t.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, student.user.email));
    expect(outbox.map((row) => [row.template, row.subject])).toEqual([
      ['document_uploaded', 'Your consultant uploaded a document for you'],
    ]);
    await t.app.emailRelay.runOnce();
    const sent = mailbox.messages.filter((message) => message.to === student.user.email);
    expect(sent[0]?.text).toContain('offer-letter.pdf (Letter of Acceptance)');
    expect(sent[0]?.text).toContain(`${t.config.appUrl}/application/${student.pathId}`);
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, documentId), eq(auditLogs.action, 'document_upload')));
    expect(audit?.userId).toBe(adminUser.id);

    const refused = await student.client.request('DELETE', `/api/documents/${documentId}`, {
      withCsrf: true,
    });
    expect(refused.status).toBe(403);
  });

  it("takes the fields after the file too, and files it on the student's first path", async () => {
    const response = await upload(admin, [
      { name: 'file', value: { bytes: pngBytes, filename: 'photo.png', type: 'image/png' } },
      ...fieldsFor(student.user.id),
    ]);
    expect(response.status).toBe(201);
    expect(response.body.mimeType).toBe('image/png');
    expect(response.body.applicationId).toBe(student.pathId);
  });

  it('refuses bad content, oversize files and bad fields, keeping nothing', async () => {
    const before = await storedFiles();
    const script = await upload<ErrorResponse>(admin, [
      ...fieldsFor(student.user.id),
      filePart(shellScript, 'install.pdf'),
    ]);
    expect(script.status).toBe(400);
    expect(script.body).toEqual({
      error: 'bad_request',
      code: 'file.not_allowed',
      message: "The file's content is not a PDF, DOC, DOCX, JPG or PNG file.",
    });

    const exact = Buffer.alloc(ADMIN_DOCUMENT_MAX_BYTES, 1);
    pdfBytes.copy(exact);
    const over = Buffer.concat([exact, Buffer.from([1])]);
    const tooLarge = await upload<ErrorResponse>(admin, [
      ...fieldsFor(student.user.id),
      filePart(over),
    ]);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({
      error: 'payload_too_large',
      code: 'file.too_large',
      message: 'The file is larger than 10MB',
      params: { maxMegabytes: 10 },
    });

    const noFile = await upload<ErrorResponse>(admin, fieldsFor(student.user.id));
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Choose a file to upload.');

    const badCategory = await upload<ErrorResponse>(admin, [
      { name: 'category', value: 'selfie' },
      { name: 'userId', value: student.user.id },
      filePart(pdfBytes),
    ]);
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.details?.[0]?.field).toBe('category');

    const unknownStudent = await upload<ErrorResponse>(admin, [
      ...fieldsFor('00000000-0000-4000-8000-000000000000'),
      filePart(pdfBytes),
    ]);
    expect(unknownStudent.status).toBe(404);
    expect(unknownStudent.body.message).toBe('Student not found.');

    const someoneElse = await t.createUser();
    const othersApplication = await insertStudyPath(t.deps, { userId: someoneElse.user.id });
    const wrongPath = await upload<ErrorResponse>(admin, [
      ...fieldsFor(student.user.id, othersApplication.id),
      filePart(pdfBytes),
    ]);
    expect(wrongPath.status).toBe(400);
    expect(wrongPath.body.message).toBe('This study path belongs to another student.');

    const json = await admin.request<ErrorResponse>('POST', '/api/admin/documents/upload', {
      json: { file: 'a.pdf' },
      withCsrf: true,
    });
    expect(json.status).toBe(415);
    expect(await storedFiles()).toEqual(before);

    // Exactly 10 MB is fine.
    expect((await upload(admin, [...fieldsFor(student.user.id), filePart(exact)])).status).toBe(
      201,
    );
  });

  it('is for admins only', async () => {
    const parts = [...fieldsFor(student.user.id), filePart(pdfBytes)];
    expect((await upload(student.client, parts)).status).toBe(403);
    expect((await upload(t.newClient(), parts)).status).toBe(401);
    expect((await student.client.get('/api/admin/documents')).status).toBe(403);
    expect((await t.newClient().get('/api/admin/documents')).status).toBe(401);
  });

  it('lists every document with search, category filter and paging, and flags lost files', async () => {
    const other = await t.createUser({ email: 'kenji@example.com' });
    await completeProfileOf(t.deps, other.user.id, {
      legalFirstName: 'Kenji',
      legalLastName: 'Watanabe',
    });
    t.clock.advance(1000);
    const lost = await insertStoredDocument(t.deps, t.storage, {
      userId: other.user.id,
      fileName: 'bank-statement_2026%.pdf',
      category: 'financial',
    });
    await t.storage.delete(lost.storageKey);

    const all = await admin.get<AdminDocumentListResponse>('/api/admin/documents?pageSize=2');
    expect(all.status).toBe(200);
    expect(all.body.total).toBe(4);
    expect(all.body.items).toHaveLength(2);
    expect(all.body.items[0]).toMatchObject({
      id: lost.id,
      accessible: false,
      user: { email: 'kenji@example.com' },
      profile: { legalFirstName: 'Kenji', legalLastName: 'Watanabe' },
    });
    const second = await admin.get<AdminDocumentListResponse>(
      '/api/admin/documents?pageSize=2&page=2',
    );
    expect(second.body.items).toHaveLength(2);
    expect(second.body.items.every((item) => item.accessible)).toBe(true);

    const search = async (query: string) =>
      (await admin.get<AdminDocumentListResponse>(`/api/admin/documents?${query}`)).body.items.map(
        (item) => item.fileName,
      );
    expect(await search('search=statement_2026%25')).toEqual(['bank-statement_2026%.pdf']);
    expect(await search('search=KENJI%40example')).toEqual(['bank-statement_2026%.pdf']);
    expect(await search('search=kenji%20watanabe')).toEqual(['bank-statement_2026%.pdf']);
    expect((await search('search=ana%20silva')).length).toBe(3);
    expect(await search('category=financial')).toEqual(['bank-statement_2026%.pdf']);
    expect(await search('category=visa')).toEqual([]);
    expect((await admin.get('/api/admin/documents?category=selfie')).status).toBe(400);

    const onPath = await admin.get<AdminDocument[]>(
      `/api/admin/applications/${student.pathId}/documents`,
    );
    expect(onPath.body).toHaveLength(3);
    expect(onPath.body.every((item) => item.applicationId === student.pathId)).toBe(true);
    const unknownPath = await admin.get(
      '/api/admin/applications/00000000-0000-4000-8000-000000000000/documents',
    );
    expect(unknownPath.status).toBe(404);
  });

  it('deletes any document with its file and an audit row', async () => {
    const document = await insertStoredDocument(t.deps, t.storage, { userId: student.user.id });
    const path = `/api/admin/documents/${document.id}`;
    expect((await student.client.request('DELETE', path, { withCsrf: true })).status).toBe(403);
    expect((await admin.request('DELETE', path, { withCsrf: true })).status).toBe(204);
    expect(await t.storage.size(document.storageKey)).toBeNull();
    const [audit] = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, document.id), eq(auditLogs.action, 'document_delete')));
    expect(audit?.userId).toBe(adminUser.id);
    expect((await admin.request('DELETE', path, { withCsrf: true })).status).toBe(404);
  });

  it("files a consultant's upload under a clean name with its content's extension", async () => {
    const response = await upload(admin, [
      ...fieldsFor(student.user.id, student.pathId),
      filePart(pdfBytes, 'Carta de aceptación\u202Efdp.html'),
    ]);
    expect(response.status).toBe(201);
    const expected = 'Carta de aceptaciónfdp.html.pdf';
    expect(response.body.fileName).toBe(expected);
    const desk = await admin.get<AdminDocumentListResponse>('/api/admin/documents?search=carta');
    expect(desk.body.items.map((item) => item.fileName)).toEqual([expected]);
    const updates = await student.client.get<ApplicationUpdate[]>(
      `/api/applications/${student.pathId}/updates`,
    );
    expect(updates.body[0]?.title).toBe(`Document uploaded: ${expected}`);
    await t.app.emailRelay.runOnce();
    const sent = mailbox.messages.filter((message) => message.to === student.user.email).at(-1);
    expect(sent?.text).toContain(`${expected} (Letter of Acceptance)`);
    expect(sent?.text).not.toContain('\u202E');
  });

  it('searches file names, e-mails and names regardless of accents and case, both ways', async () => {
    const eloise = await t.createUser();
    await completeProfileOf(t.deps, eloise.user.id, {
      legalFirstName: 'Éloïse',
      legalLastName: 'Gagné',
    });
    await insertStoredDocument(t.deps, t.storage, {
      userId: eloise.user.id,
      fileName: 'Relevé de notes.pdf',
    });
    const plain = await t.createUser();
    await completeProfileOf(t.deps, plain.user.id, {
      legalFirstName: 'Eloise',
      legalLastName: 'Hartley',
    });
    await insertStoredDocument(t.deps, t.storage, {
      userId: plain.user.id,
      fileName: 'passport-scan.pdf',
    });
    const search = async (text: string) => {
      const response = await admin.get<AdminDocumentListResponse>(
        `/api/admin/documents?search=${encodeURIComponent(text)}`,
      );
      expect(response.status).toBe(200);
      return response.body.items.map((item) => item.fileName).sort();
    };

    for (const text of ['eloise', 'Éloïse', 'ÉLOÏSE']) {
      expect(await search(text), text).toEqual(['Relevé de notes.pdf', 'passport-scan.pdf']);
    }
    expect(await search('GAGNE')).toEqual(['Relevé de notes.pdf']);
    expect(await search('releve de')).toEqual(['Relevé de notes.pdf']);
    expect(await search('éloïse hartley')).toEqual(['passport-scan.pdf']);
  });
});
