import type { ErrorResponse, StudentDocument } from '@studypath/domain';
import { describe, expect, it } from 'vitest';
import { consultantWithSession, signedInAs } from '../../../test/account-sessions.ts';
import { insertStoredDocument, pdfBytes } from '../../../test/document-factories.ts';
import { signedInGuardian } from '../../../test/linked-guardians.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe("a guardian's documents of a linked student", () => {
  const t = testServerForSuite();

  async function studentWithDocuments() {
    const { user: student } = await t.createUser();
    const consultant = await consultantWithSession(t);
    const own = await insertStoredDocument(t.deps, t.storage, {
      userId: student.id,
      fileName: 'Relevé de notes.pdf',
      createdAt: new Date(t.clock.now().getTime() - 60_000),
    });
    const fromConsultant = await insertStoredDocument(t.deps, t.storage, {
      userId: student.id,
      uploadedBy: consultant.user.id,
      uploadedByAdmin: true,
      fileName: 'offer-letter.pdf',
    });
    return { student, own, fromConsultant };
  }

  const listUrl = (studentId: string) => `/api/guardian/students/${studentId}/documents`;
  const downloadUrl = (id: string) => `/api/guardian/documents/${id}/download`;

  describe('GET /api/guardian/students/:studentId/documents', () => {
    it('answers the student’s documents as the student sees them, newest first', async () => {
      const { student, own, fromConsultant } = await studentWithDocuments();
      const guardian = await signedInGuardian(t, student.id);
      const response = await guardian.client.get<StudentDocument[]>(listUrl(student.id));
      expect(response.status).toBe(200);
      expect(response.body.map((document) => document.id)).toEqual([fromConsultant.id, own.id]);
      const studentView = await (await signedInAs(t, student)).get('/api/documents');
      expect(response.body).toEqual(studentView.body);
    });

    it('refuses everyone else: 404 to a guardian of another student, 403 to a student or a consultant, 401 anonymous, 400 for a bad id', async () => {
      const { student } = await studentWithDocuments();
      const stranger = await signedInGuardian(t, null);
      const refused = await stranger.client.get<ErrorResponse>(listUrl(student.id));
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('student.not_found');
      expect((await (await signedInAs(t, student)).get(listUrl(student.id))).status).toBe(403);
      const consultant = await consultantWithSession(t);
      expect((await consultant.client.get(listUrl(student.id))).status).toBe(403);
      expect((await t.newClient().get(listUrl(student.id))).status).toBe(401);
      expect((await stranger.client.get(listUrl('x'))).status).toBe(400);
    });
  });

  describe('GET /api/guardian/documents/:id/download', () => {
    it('sends the file as the student’s download does', async () => {
      const { student, own, fromConsultant } = await studentWithDocuments();
      const guardian = await signedInGuardian(t, student.id);
      const download = await guardian.client.get(downloadUrl(own.id));
      expect(download.status).toBe(200);
      expect(download.text).toBe(pdfBytes.toString());
      const asStudent = await (
        await signedInAs(t, student)
      ).get(`/api/documents/${own.id}/download`);
      for (const header of [
        'content-type',
        'content-disposition',
        'x-content-type-options',
        'cache-control',
        'content-security-policy',
      ]) {
        expect(download.headers.get(header)).toBe(asStudent.headers.get(header));
      }
      expect(download.headers.get('content-disposition')).toContain('attachment;');
      // A consultant's upload to the student is the student's document too.
      expect((await guardian.client.get(downloadUrl(fromConsultant.id))).status).toBe(200);
    });

    it('is 404 for a document of a student the guardian does not follow, or none at all', async () => {
      const { student, own } = await studentWithDocuments();
      const { user: otherStudent } = await t.createUser();
      const other = await signedInGuardian(t, otherStudent.id);
      const refused = await other.client.get<ErrorResponse>(downloadUrl(own.id));
      expect(refused.status).toBe(404);
      expect(refused.body.code).toBe('document.not_found');
      const unknown = await other.client.get<ErrorResponse>(
        downloadUrl('0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10'),
      );
      expect(unknown.status).toBe(404);
      expect(unknown.body.code).toBe('document.not_found');
      expect((await (await signedInAs(t, student)).get(downloadUrl(own.id))).status).toBe(403);
      const consultant = await consultantWithSession(t);
      expect((await consultant.client.get(downloadUrl(own.id))).status).toBe(403);
      expect((await t.newClient().get(downloadUrl(own.id))).status).toBe(401);
      expect((await other.client.get(downloadUrl('x'))).status).toBe(400);
    });
  });
});
