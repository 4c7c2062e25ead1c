import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminDocument, deleteTranscriptAsConsultant } from '../../../test/fixtures/document.ts';
import { callsTo, json, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderPathDetail } from '../../../test/fixtures/admin-application.ts';

const details = (handlers: Record<string, FetchHandler> = {}) =>
  renderPathDetail({
    'GET /api/admin/applications/p1/documents': () => json([adminDocument()]),
    ...handlers,
  });

const documentsCard = () => screen.getByRole('region', { name: 'Documents' });
const fileInputOf = (dialog: HTMLElement) =>
  dialog.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (dialog: HTMLElement, file: File) =>
  fireEvent.change(fileInputOf(dialog), { target: { files: [file] } });

async function openUploadDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Upload Document' }));
  return screen.findByRole('dialog', { name: 'Upload Document' });
}

describe('/admin/applications/{id} documents', () => {
  it("lists the path's documents with their download links", async () => {
    details({
      'GET /api/admin/applications/p1/documents': () =>
        json([
          adminDocument(),
          adminDocument({
            id: 'd2',
            fileName: 'old-visa.pdf',
            category: 'visa',
            accessible: false,
          }),
        ]),
    });
    const item = await within(await screen.findByRole('region', { name: 'Documents' })).findByRole(
      'article',
      { name: 'transcript.pdf' },
    );
    for (const text of ['Academic Transcript', '1.50 KB', 'Uploaded Feb 3, 2026']) {
      expect(within(item).getByText(text)).toBeTruthy();
    }
    expect(
      within(item).getByRole('link', { name: 'Download transcript.pdf' }).getAttribute('href'),
    ).toBe('/api/documents/d1/download');

    const gone = within(documentsCard()).getByRole('article', { name: 'old-visa.pdf' });
    expect(within(gone).getByText('Inaccessible')).toBeTruthy();
    fireEvent.click(within(gone).getByRole('button', { name: 'Download old-visa.pdf' }));
    expect(await screen.findByText('Download unavailable')).toBeTruthy();
  });

  it('uploads for the student of the path: multipart with the category, userId and applicationId', async () => {
    let documents: unknown[] = [];
    const { fetchMock } = details({
      'GET /api/admin/applications/p1/documents': () => json(documents),
      'POST /api/admin/documents/upload': () => {
        documents = [adminDocument({ fileName: 'offer.pdf', uploadedByAdmin: true })];
        return json(documents[0], 201);
      },
    });
    const card = await screen.findByRole('region', { name: 'Documents' });
    expect(await within(card).findByText('No documents uploaded yet.')).toBeTruthy();
    const dialog = await openUploadDialog();
    expect(within(dialog).getByText('PDF, DOC, DOCX, JPG, JPEG, PNG (max 10MB)')).toBeTruthy();
    expect(fileInputOf(dialog).getAttribute('accept')).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png');
    const upload = within(dialog).getByRole('button', { name: 'Upload' });
    expect(upload.hasAttribute('disabled')).toBe(true);

    const big = new File(['%PDF'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 10_000_001 });
    choose(dialog, big);
    expect(
      await within(dialog).findByText('This file is larger than 10MB. Choose a smaller file.'),
    ).toBeTruthy();
    expect(upload.hasAttribute('disabled')).toBe(true);

    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Category' }), {
      target: { value: 'letter_of_acceptance' },
    });
    choose(dialog, new File(['%PDF-1.7'], 'offer.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(upload.hasAttribute('disabled')).toBe(false));
    fireEvent.click(upload);

    expect(await screen.findByText('Document uploaded!')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/admin/documents/upload');
    const sent = call?.[1]?.body as FormData;
    expect([...sent.keys()]).toEqual(['category', 'userId', 'applicationId', 'file']);
    expect(sent.get('category')).toBe('letter_of_acceptance');
    expect(sent.get('userId')).toBe('u1');
    expect(sent.get('applicationId')).toBe('p1');
    expect((sent.get('file') as File).name).toBe('offer.pdf');
    expect(new Headers(call?.[1]?.headers).get('X-CSRF-Token')).toBe('token');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await within(documentsCard()).findByText('offer.pdf')).toBeTruthy();
    expect(within(documentsCard()).getByText('Uploaded by Educational Consultant')).toBeTruthy();
  });

  it("says 'Upload failed' with the server's reason, and keeps the dialog open", async () => {
    details({
      'POST /api/admin/documents/upload': () =>
        json(
          {
            error: 'bad_request',
            code: 'file.not_allowed',
            message: "The file's content is not a PDF, DOC, DOCX, JPG or PNG file.",
          },
          400,
        ),
    });
    const dialog = await openUploadDialog();
    choose(dialog, new File(['MZ'], 'setup.pdf', { type: 'application/pdf' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(
      screen.getByText("The file's content is not a PDF, DOC, DOCX, JPG or PNG file."),
    ).toBeTruthy();
    expect(screen.getByRole('dialog', { name: 'Upload Document' })).toBeTruthy();
  });

  it('deletes a document after the confirmation', async () => {
    let documents = [adminDocument()];
    const { fetchMock } = details({
      'GET /api/admin/applications/p1/documents': () => json(documents),
      'DELETE /api/admin/documents/d1': () => {
        documents = [];
        return new Response(null, { status: 204 });
      },
    });
    await deleteTranscriptAsConsultant(fetchMock);
    expect(await within(documentsCard()).findByText('No documents uploaded yet.')).toBeTruthy();
  });
});
