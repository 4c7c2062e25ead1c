import type { AdminDocumentListResponse, ErrorResponse, StudentDocument } from '@studypath/domain';
import { documentUploadBlockerMessages, STUDENT_DOCUMENT_MAX_BYTES } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, documents, type UserRow } from '../../platform/db/schema/index.ts';
import {
  docBytes,
  insertStoredDocument,
  jpegBytes,
  pdfBytes,
  pngBytes,
  shellScript,
} from '../../../test/document-factories.ts';
import {
  putToUploadUrl,
  registerUpload,
  requestUploadUrl,
  storedKeys,
  uploadDocument,
} from '../../../test/document-uploads.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { minutes } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { updateApplication } from '../applications/applications.queries.ts';

describe('student documents (local storage)', () => {
  let t: TestServer;
  let owner: { user: UserRow; client: TestClient; pathId: string };
  let other: { user: UserRow; client: TestClient; pathId: string };
  let admin: TestClient;

  async function student(status: 'docs_needed' | 'new' | null = 'docs_needed') {
    const { user, client } = await signedInStudent(t);
    const pathId =
      status === null ? '' : (await insertStudyPath(t.deps, { userId: user.id, status })).id;
    return { user, client, pathId };
  }

  beforeAll(async () => {
    t = await startTestServer();
    owner = await student();
    other = await student();
    admin = (await signedInConsultant(t)).client;
  });
  afterAll(() => t.close());

  describe('uploading', () => {
    it('takes a PDF through the signed URL, checks it and lists it with a download link', async () => {
      const issued = await requestUploadUrl(owner.client);
      expect(issued.status).toBe(200);
      expect(issued.body.storageKey).toMatch(
        new RegExp(`^uploads/${owner.user.id}/[0-9a-f-]{36}$`),
      );
      expect(issued.body.uploadURL).toMatch(/^\/api\/objects\/upload\?token=/);

      // The PUT carries no CSRF token: the signed URL is the proof, as with S3.
      const put = await putToUploadUrl(owner.client, issued.body.uploadURL, pdfBytes);
      expect(put.status).toBe(204);

      const registered = await registerUpload(owner.client, {
        fileName: 'Relevé de notes.pdf',
        storageKey: issued.body.storageKey,
        category: 'transcript',
        fileSize: 999,
      });
      expect(registered.status).toBe(201);
      const document = registered.body;
      expect(document).toMatchObject({
        fileName: 'Relevé de notes.pdf',
        category: 'transcript',
        mimeType: 'application/pdf',
        // The real size, not what the client said.
        fileSize: pdfBytes.length,
        uploadedByAdmin: false,
        uploadedBy: owner.user.id,
        userId: owner.user.id,
        applicationId: owner.pathId,
        downloadUrl: `/api/documents/${document.id}/download`,
      });
      expect(document.storageKey).toBe(issued.body.storageKey.replace(/^uploads/, 'documents'));
      expect(await storedKeys(t)).toContain(document.storageKey);

      const listed = await owner.client.get<StudentDocument[]>('/api/documents');
      expect(listed.body.map((item) => item.id)).toEqual([document.id]);
      expect((await other.client.get<StudentDocument[]>('/api/documents')).body).toEqual([]);
      const onPath = await owner.client.get<StudentDocument[]>(
        `/api/applications/${owner.pathId}/documents`,
      );
      expect(onPath.body.map((item) => item.id)).toEqual([document.id]);
      const asAdmin = await admin.get<StudentDocument[]>(
        `/api/applications/${owner.pathId}/documents`,
      );
      expect(asAdmin.body.map((item) => item.id)).toEqual([document.id]);

      const download = await owner.client.get(document.downloadUrl);
      expect(download.status).toBe(200);
      expect(download.text).toBe(pdfBytes.toString());
      expect(download.headers.get('content-type')).toBe('application/pdf');
      expect(download.headers.get('content-disposition')).toBe(
        `attachment; filename="Relev_ de notes.pdf"; filename*=UTF-8''Relev%C3%A9%20de%20notes.pdf`,
      );
      expect(download.headers.get('x-content-type-options')).toBe('nosniff');
      expect(download.headers.get('cache-control')).toBe('no-store');

      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityId, document.id), eq(auditLogs.action, 'document_upload')));
      expect(audit?.userId).toBe(owner.user.id);
    });

    it('stores what the content is: a PNG sent as image/jpeg, a JPEG, a DOC under a .doc name', async () => {
      const png = await uploadDocument(owner.client, pngBytes, {
        fileName: 'passport.jpg',
        mimeType: 'image/jpeg',
        category: 'passport',
      });
      expect(png.status).toBe(201);
      expect(png.body.mimeType).toBe('image/png');
      const jpeg = await uploadDocument(owner.client, jpegBytes, { fileName: 'visa.jpeg' });
      expect(jpeg.body.mimeType).toBe('image/jpeg');
      const doc = await uploadDocument(owner.client, docBytes, { fileName: 'letter.doc' });
      expect(doc.status).toBe(201);
      expect(doc.body.mimeType).toBe('application/msword');
    });

    it('refuses content that is not an allowed file with a clear 400 and deletes it', async () => {
      const before = await storedKeys(t);
      for (const [bytes, fileName] of [
        [shellScript, 'transcript.pdf'],
        // An OLE file under another name may be a spreadsheet or an installer.
        [docBytes, 'macro.xls'],
      ] as const) {
        const refused = await uploadDocument<ErrorResponse>(owner.client, bytes, { fileName });
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({
          error: 'bad_request',
          code: 'file.not_allowed',
          message: "The file's content is not a PDF, DOC, DOCX, JPG or PNG file.",
        });
      }
      // The client says 5 bytes; the server counts what is stored.
      const issued = await requestUploadUrl(owner.client);
      await putToUploadUrl(owner.client, issued.body.uploadURL, new Uint8Array(0));
      const empty = await registerUpload<ErrorResponse>(owner.client, {
        storageKey: issued.body.storageKey,
        fileSize: 5,
      });
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe('The file is empty.');
      expect(await storedKeys(t)).toEqual(before);
    });

    it('registers a key only for the student it was issued to, once, and only when uploaded', async () => {
      const unknown = await registerUpload<ErrorResponse>(owner.client, {
        storageKey: `uploads/${owner.user.id}/00000000-0000-4000-8000-000000000000`,
      });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(
        'This upload was not found, belongs to someone else or was already registered.',
      );

      const othersUpload = await requestUploadUrl(other.client);
      await putToUploadUrl(other.client, othersUpload.body.uploadURL, pdfBytes);
      const foreign = await registerUpload<ErrorResponse>(owner.client, {
        storageKey: othersUpload.body.storageKey,
      });
      expect(foreign.status).toBe(400);
      // The rightful owner still can.
      const own = await registerUpload(other.client, { storageKey: othersUpload.body.storageKey });
      expect(own.status).toBe(201);
      const twice = await registerUpload<ErrorResponse>(other.client, {
        storageKey: othersUpload.body.storageKey,
      });
      expect(twice.status).toBe(400);

      const notUploaded = await requestUploadUrl(owner.client);
      const missing = await registerUpload<ErrorResponse>(owner.client, {
        storageKey: notUploaded.body.storageKey,
      });
      expect(missing.status).toBe(400);
      expect(missing.body.message).toBe('The file was not uploaded. Please upload it again.');

      const wrongCategory = await registerUpload<ErrorResponse>(owner.client, {
        storageKey: notUploaded.body.storageKey,
        category: 'selfie',
      });
      expect(wrongCategory.status).toBe(400);
      expect(wrongCategory.body.details?.[0]?.field).toBe('category');
    });
  });

  describe('the portal upload URL', () => {
    it('refuses a tampered, foreign, expired or reused URL and needs the signed-in student', async () => {
      const issued = await requestUploadUrl(owner.client);
      const url = issued.body.uploadURL;
      const last = url.at(-1) === 'A' ? 'B' : 'A';
      const tampered = await putToUploadUrl(owner.client, `${url.slice(0, -1)}${last}`, pdfBytes);
      expect(tampered.status).toBe(400);
      expect((tampered.body as ErrorResponse).message).toBe('This upload link is not valid.');
      const laterExpiry = url.replace(/\.(\d+)\./, (_match, seconds: string) => {
        return `.${Number(seconds) + 3600}.`;
      });
      expect((await putToUploadUrl(owner.client, laterExpiry, pdfBytes)).status).toBe(400);
      expect((await putToUploadUrl(other.client, url, pdfBytes)).status).toBe(400);
      expect((await putToUploadUrl(t.newClient(), url, pdfBytes)).status).toBe(401);
      // Admins may PUT (message attachments), but only to their own URLs.
      expect((await putToUploadUrl(admin, url, pdfBytes)).status).toBe(400);

      expect((await putToUploadUrl(owner.client, url, pdfBytes)).status).toBe(204);
      const reused = await putToUploadUrl(owner.client, url, pngBytes);
      expect(reused.status).toBe(400);
      expect((reused.body as ErrorResponse).message).toBe(
        'This upload link has already been used. Please upload the file again.',
      );

      const later = await requestUploadUrl(owner.client);
      t.clock.advance(minutes(5));
      const expired = await putToUploadUrl(owner.client, later.body.uploadURL, pdfBytes);
      expect(expired.status).toBe(400);
      expect((expired.body as ErrorResponse).message).toBe(
        'This upload link has expired. Please upload the file again.',
      );
    });

    it('needs a CSRF token to issue a URL, like any change', async () => {
      const response = await owner.client.request<ErrorResponse>('POST', '/api/objects/upload');
      expect(response.status).toBe(403);
      expect(response.body.error).toBe('csrf_invalid');
    });

    it('accepts exactly 20 MB and ends the 20,000,001st byte with 413, leaving no file', async () => {
      const exact = Buffer.alloc(STUDENT_DOCUMENT_MAX_BYTES, 1);
      pdfBytes.copy(exact);
      const accepted = await uploadDocument(owner.client, exact);
      expect(accepted.status).toBe(201);
      expect(accepted.body.fileSize).toBe(STUDENT_DOCUMENT_MAX_BYTES);

      const issued = await requestUploadUrl(owner.client);
      const before = await storedKeys(t);
      const over = Buffer.alloc(STUDENT_DOCUMENT_MAX_BYTES + 1, 1);
      const refused = await putToUploadUrl(owner.client, issued.body.uploadURL, over);
      expect(refused.status).toBe(413);
      expect(refused.body).toEqual({
        error: 'payload_too_large',
        code: 'file.too_large',
        message: 'The file is larger than 20MB',
        params: { maxMegabytes: 20 },
      });
      expect(await storedKeys(t)).toEqual(before);
      // The connection is still good for the next call.
      expect((await owner.client.get('/api/documents')).status).toBe(200);
    });
  });

  describe('the upload rule', () => {
    it('refuses without a study path, or while the first one is new or in review', async () => {
      const withoutPath = await student(null);
      const none = await requestUploadUrl(withoutPath.client);
      expect(none.status).toBe(409);
      expect((none.body as unknown as ErrorResponse).message).toBe(
        documentUploadBlockerMessages.no_study_path,
      );

      const fresh = await student('new');
      const refused = await requestUploadUrl(fresh.client);
      expect(refused.status).toBe(409);
      expect((refused.body as unknown as ErrorResponse).message).toBe(
        documentUploadBlockerMessages.under_review,
      );

      // A URL issued before the consultant moved the path back to review cannot be registered.
      const moved = await student();
      const issued = await requestUploadUrl(moved.client);
      await putToUploadUrl(moved.client, issued.body.uploadURL, pdfBytes);
      await updateApplication(t.db, moved.pathId, { status: 'in_review' });
      const late = await registerUpload<ErrorResponse>(moved.client, {
        storageKey: issued.body.storageKey,
      });
      expect(late.status).toBe(409);
      expect(late.body.message).toBe(documentUploadBlockerMessages.under_review);
    });

    it('lets only students upload', async () => {
      expect((await requestUploadUrl(admin)).status).toBe(403);
      expect((await requestUploadUrl(t.newClient())).status).toBe(401);
      expect((await registerUpload(admin, { storageKey: 'uploads/a/b' })).status).toBe(403);
    });
  });

  describe('deleting and downloading', () => {
    it('lets the owner delete their document, with its file and an audit row', async () => {
      const document = await insertStoredDocument(t.deps, t.storage, { userId: owner.user.id });
      const path = `/api/documents/${document.id}`;
      expect((await other.client.request('DELETE', path, { withCsrf: true })).status).toBe(404);
      expect((await admin.request('DELETE', path, { withCsrf: true })).status).toBe(403);
      expect((await t.newClient().request('DELETE', path, { withCsrf: true })).status).toBe(401);

      expect((await owner.client.request('DELETE', path, { withCsrf: true })).status).toBe(204);
      expect(await t.storage.size(document.storageKey)).toBeNull();
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityId, document.id), eq(auditLogs.action, 'document_delete')));
      expect(audit?.userId).toBe(owner.user.id);
      expect((await owner.client.request('DELETE', path, { withCsrf: true })).status).toBe(404);
    });

    it("refuses to delete a consultant's upload (403) and keeps it", async () => {
      const document = await insertStoredDocument(t.deps, t.storage, {
        userId: owner.user.id,
        uploadedByAdmin: true,
      });
      const refused = await owner.client.request<ErrorResponse>(
        'DELETE',
        `/api/documents/${document.id}`,
        { withCsrf: true },
      );
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'This document was uploaded by your educational consultant and cannot be deleted.',
      );
      expect(await t.storage.size(document.storageKey)).not.toBeNull();
    });

    it('serves a download to its owner and admins only, and says when the file is gone', async () => {
      const document = await insertStoredDocument(t.deps, t.storage, {
        userId: owner.user.id,
        fileName: 'a"b\r\nSet-Cookie: x=1.pdf',
      });
      const path = `/api/documents/${document.id}/download`;
      expect((await other.client.get(path)).status).toBe(404);
      expect((await t.newClient().get(path)).status).toBe(401);
      const asAdmin = await admin.get(path);
      expect(asAdmin.status).toBe(200);
      // Control characters are dropped from the name; the quote cannot end the parameter.
      expect(asAdmin.headers.get('content-disposition')).toBe(
        `attachment; filename="a_bSet-Cookie: x=1.pdf"; filename*=UTF-8''a%22bSet-Cookie%3A%20x%3D1.pdf`,
      );
      expect(asAdmin.headers.get('set-cookie')).toBeNull();

      await t.storage.delete(document.storageKey);
      const gone = await owner.client.get<ErrorResponse>(path);
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe('This document file is no longer accessible.');
    });

    it("removes the student's own documents and their files with a path the student deletes; an admin's deletion keeps them, detached", async () => {
      const byStudent = await student();
      const first = await insertStoredDocument(t.deps, t.storage, {
        userId: byStudent.user.id,
        applicationId: byStudent.pathId,
      });
      const deleted = await byStudent.client.request(
        'DELETE',
        `/api/applications/${byStudent.pathId}`,
        { withCsrf: true },
      );
      expect(deleted.status).toBe(204);
      expect(await t.storage.size(first.storageKey)).toBeNull();
      expect((await byStudent.client.get<StudentDocument[]>('/api/documents')).body).toEqual([]);

      const byAdmin = await student();
      const second = await insertStoredDocument(t.deps, t.storage, {
        userId: byAdmin.user.id,
        applicationId: byAdmin.pathId,
      });
      const removed = await admin.request('DELETE', `/api/admin/applications/${byAdmin.pathId}`, {
        withCsrf: true,
      });
      expect(removed.status).toBe(204);
      // Decision 031: the student did not ask, and documents are kept seven years.
      expect(await t.storage.size(second.storageKey)).not.toBeNull();
      const kept = await byAdmin.client.get<StudentDocument[]>('/api/documents');
      expect(kept.body.map((item) => [item.id, item.applicationId])).toEqual([[second.id, null]]);
    });
  });

  describe('file names', () => {
    const dispositionOf = async (client: TestClient, url: string) => {
      const response = await client.get(url);
      expect(response.status).toBe(200);
      return response.headers.get('content-disposition');
    };

    it('lists and serves a file under the extension of what its content is', async () => {
      const poly = await uploadDocument(owner.client, pdfBytes, { fileName: 'poly.html' });
      expect(poly.status).toBe(201);
      expect(poly.body).toMatchObject({ fileName: 'poly.html.pdf', mimeType: 'application/pdf' });
      expect(await dispositionOf(owner.client, poly.body.downloadUrl)).toBe(
        `attachment; filename="poly.html.pdf"; filename*=UTF-8''poly.html.pdf`,
      );
      const [row] = await t.db.select().from(documents).where(eq(documents.id, poly.body.id));
      expect(row?.fileName).toBe('poly.html.pdf');

      // Another accepted type's extension is replaced; a right one, in any case, is kept.
      const png = await uploadDocument(owner.client, pngBytes, { fileName: 'passport.jpg' });
      expect(png.body.fileName).toBe('passport.png');
      const upper = await uploadDocument(owner.client, jpegBytes, { fileName: 'VISA.JPEG' });
      expect(upper.body.fileName).toBe('VISA.JPEG');
      const svg = await uploadDocument(owner.client, pngBytes, { fileName: 'evil.svg' });
      expect(svg.body.fileName).toBe('evil.svg.png');
    });

    it('stores a name without bidi overrides or other invisible characters', async () => {
      const tricked = await uploadDocument(owner.client, pdfBytes, {
        fileName: 'passport\u202Efdp.bat',
      });
      expect(tricked.status).toBe(201);
      expect(tricked.body.fileName).toBe('passportfdp.bat.pdf');
      const [row] = await t.db.select().from(documents).where(eq(documents.id, tricked.body.id));
      expect(row?.fileName).toBe('passportfdp.bat.pdf');

      const hidden = await uploadDocument(owner.client, pdfBytes, {
        fileName: '\uFEFFtran\u200Bscript\u2067.pdf',
      });
      expect(hidden.body.fileName).toBe('transcript.pdf');

      const adminList = await admin.get<AdminDocumentListResponse>(
        '/api/admin/documents?search=passportfdp',
      );
      expect(adminList.body.items.map((item) => item.fileName)).toEqual(['passportfdp.bat.pdf']);
    });

    it('shows and serves a name stored before the cleaning clean, with no migration', async () => {
      const old = await insertStoredDocument(t.deps, t.storage, {
        userId: owner.user.id,
        applicationId: owner.pathId,
        fileName: 'zeta\u202Efdp.exe',
      });
      const expected = 'zetafdp.exe.pdf';
      const ownList = await owner.client.get<StudentDocument[]>('/api/documents');
      expect(ownList.body.find((item) => item.id === old.id)?.fileName).toBe(expected);
      const pathList = await admin.get<StudentDocument[]>(
        `/api/admin/applications/${owner.pathId}/documents`,
      );
      expect(pathList.body.find((item) => item.id === old.id)?.fileName).toBe(expected);
      const desk = await admin.get<AdminDocumentListResponse>('/api/admin/documents?search=zeta');
      expect(desk.body.items.map((item) => item.fileName)).toEqual([expected]);
      const userDetail = await admin.get<{ documents: StudentDocument[] }>(
        `/api/admin/users/${owner.user.id}`,
      );
      expect(userDetail.body.documents.find((item) => item.id === old.id)?.fileName).toBe(expected);
      expect(await dispositionOf(admin, `/api/documents/${old.id}/download`)).toBe(
        `attachment; filename="${expected}"; filename*=UTF-8''${expected}`,
      );

      expect(
        (await owner.client.request('DELETE', `/api/documents/${old.id}`, { withCsrf: true }))
          .status,
      ).toBe(204);
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.entityId, old.id), eq(auditLogs.action, 'document_delete')));
      expect(audit?.details).toMatchObject({ fileName: expected });
    });
  });
});
