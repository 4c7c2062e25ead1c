import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { openDeleteTranscriptDialog, studentDocument } from '../../../test/fixtures/document.ts';
import {
  callsTo,
  headersOf,
  json,
  mockFetch,
  type FetchHandler,
} from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { mockXhr } from '../../../test/xhr-mock.ts';
import { student } from '../../../test/fixtures/profile.ts';

const studyPath = (status: string, createdAt = '2026-01-10T10:00:00.000Z') => ({
  id: `p-${status}`,
  status,
  specificProgram: null,
  fieldOfStudy: 'Law',
  createdAt,
  updatedAt: createdAt,
});

// The local storage driver's address: the portal itself, with a signed one-time token.
const uploadURL = '/api/objects/upload?token=abc.def';

function documentsPage(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/applications': () => json([studyPath('docs_needed')]),
    'GET /api/documents': () => json([]),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/documents') };
}

const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const pdf = () => new File(['%PDF-1.7'], 'transcript.pdf', { type: 'application/pdf' });
const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

async function ready() {
  await screen.findByRole('heading', { level: 1, name: 'Documents' });
  await waitFor(() =>
    expect(screen.getByRole('combobox', { name: 'Category' }).hasAttribute('disabled')).toBe(false),
  );
}

describe('/documents', () => {
  it('shows the empty state with the 20MB limit and the formats', async () => {
    documentsPage();
    expect(await screen.findByText('No documents uploaded yet')).toBeTruthy();
    expect(
      screen.getByText('Supported formats: PDF, JPG, JPEG, PNG, DOCX (max 20MB)'),
    ).toBeTruthy();
    const category = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' });
    expect(category.value).toBe('transcript');
    expect(fileInput().getAttribute('accept')).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png');
  });

  it('uploads in three steps, with the percentage while the file travels', async () => {
    const sent = mockXhr();
    let documents: unknown[] = [];
    const { fetchMock } = documentsPage({
      'GET /api/documents': () => json(documents),
      'POST /api/objects/upload': () => json({ uploadURL, storageKey: 'documents/s1/k1' }),
      'POST /api/documents': () => {
        documents = [studentDocument({ fileName: 'transcript.pdf', category: 'passport' })];
        return json(documents[0], 201);
      },
    });
    await ready();
    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'passport' },
    });
    const file = pdf();
    choose(file);
    fireEvent.click(uploadButton());

    await waitFor(() => expect(sent).toHaveLength(1));
    const [put] = sent;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(uploadURL);
    expect(put?.body).toBe(file);
    expect(put?.headers).toEqual({ 'Content-Type': 'application/pdf', 'X-CSRF-Token': 'token' });
    const [requestUrl] = callsTo(fetchMock, 'POST /api/objects/upload');
    expect(requestUrl?.[1]?.body).toBeUndefined();
    expect(headersOf(requestUrl).get('X-CSRF-Token')).toBe('token');
    expect(callsTo(fetchMock, 'POST /api/documents')).toEqual([]);

    act(() => put?.progress(45, 100));
    expect(screen.getByText('Uploading... 45%')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Upload progress' }).getAttribute('aria-valuenow'),
    ).toBe('45');

    act(() => put?.respond(200));
    expect(await screen.findByText('Document uploaded!')).toBeTruthy();
    expect(screen.getByText('Your document has been uploaded successfully.')).toBeTruthy();
    const [register] = callsTo(fetchMock, 'POST /api/documents');
    expect(JSON.parse(register?.[1]?.body as string)).toEqual({
      fileName: 'transcript.pdf',
      storageKey: 'documents/s1/k1',
      category: 'passport',
      mimeType: 'application/pdf',
      fileSize: file.size,
    });
    const list = screen.getByRole('region', { name: 'Your Documents' });
    expect(await within(list).findByText('transcript.pdf')).toBeTruthy();
    expect(within(list).getByText('Passport')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('refuses a file over 20MB or of another type before any request', async () => {
    const sent = mockXhr();
    const { fetchMock } = documentsPage();
    await ready();

    const big = pdf();
    Object.defineProperty(big, 'size', { value: 20_000_001 });
    choose(big);
    expect(
      await screen.findByText('This file is larger than 20MB. Choose a smaller file.'),
    ).toBeTruthy();
    expect(uploadButton().hasAttribute('disabled')).toBe(true);

    choose(new File(['#!/bin/sh'], 'script.sh', { type: 'application/x-sh' }));
    expect(
      await screen.findByText(
        'This file type is not allowed. Choose a PDF, DOC, DOCX, JPG, JPEG or PNG file.',
      ),
    ).toBeTruthy();
    choose(new File(['<html>'], 'page.pdf', { type: 'text/html' }));
    expect(
      screen.getByText(
        'This file type is not allowed. Choose a PDF, DOC, DOCX, JPG, JPEG or PNG file.',
      ),
    ).toBeTruthy();
    fireEvent.submit(uploadButton().closest('form') as HTMLFormElement);

    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toEqual([]);
    expect(sent).toEqual([]);
  });

  it("says 'Upload failed' with the storage's message when the PUT is refused", async () => {
    const sent = mockXhr();
    const { fetchMock } = documentsPage({
      'POST /api/objects/upload': () => json({ uploadURL, storageKey: 'documents/s1/k1' }),
    });
    await ready();
    choose(pdf());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() =>
      sent[0]?.respond(
        413,
        JSON.stringify({
          error: 'payload_too_large',
          code: 'file.too_large',
          message: 'The file is larger than 20MB',
          params: { maxMegabytes: 20 },
        }),
      ),
    );
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('The file is larger than 20MB')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/documents')).toEqual([]);
  });

  it("says 'Failed to upload document' when the upload breaks off without a message", async () => {
    const sent = mockXhr();
    documentsPage({
      'POST /api/objects/upload': () =>
        json({ uploadURL: 'https://bucket.example.com/k1?X-Amz-Signature=x', storageKey: 'k1' }),
    });
    await ready();
    choose(pdf());
    fireEvent.click(uploadButton());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.headers).toEqual({ 'Content-Type': 'application/pdf' });
    act(() => sent[0]?.fail());
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(screen.getByText('Failed to upload document')).toBeTruthy();
  });

  it('asks for a study path first when the student has none, and keeps the form closed', async () => {
    documentsPage({ 'GET /api/applications': () => json([]) });
    expect(await screen.findByText('Submit a study path first')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Study Paths' }).getAttribute('href')).toBe(
      '/applications',
    );
    expect(screen.getByRole('combobox', { name: 'Category' }).hasAttribute('disabled')).toBe(true);
    expect(uploadButton().hasAttribute('disabled')).toBe(true);
  });

  it('restricts uploads while the first study path of the list (the newest) is new or in review', async () => {
    documentsPage({
      'GET /api/applications': () =>
        json([
          studyPath('in_review', '2026-03-01T10:00:00.000Z'),
          studyPath('completed', '2025-01-01T10:00:00.000Z'),
        ]),
    });
    expect(await screen.findByText('Uploads are restricted')).toBeTruthy();
    expect(screen.queryByText('Submit a study path first')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Category' }).hasAttribute('disabled')).toBe(true);
  });

  it('shows no notice once the first study path is past review', async () => {
    documentsPage();
    await ready();
    expect(screen.queryByText('Uploads are restricted')).toBeNull();
    expect(screen.queryByText('Submit a study path first')).toBeNull();
  });

  it('lists each document with its category, size in KB, date and download link', async () => {
    documentsPage({
      'GET /api/documents': () =>
        json([studentDocument({ fileName: 'IELTS results.pdf', category: 'language_test' })]),
    });
    const item = await screen.findByRole('article', { name: 'IELTS results.pdf' });
    for (const text of ['Language Test Score', '1.50 KB', 'Uploaded Feb 3, 2026']) {
      expect(within(item).getByText(text)).toBeTruthy();
    }
    const download = within(item).getByRole('link', { name: 'Download IELTS results.pdf' });
    expect(download.getAttribute('href')).toBe('/api/documents/d1/download');
    expect(download.hasAttribute('download')).toBe(true);
  });

  it('deletes a document after the confirmation', async () => {
    let documents = [studentDocument()];
    const { fetchMock } = documentsPage({
      'GET /api/documents': () => json(documents),
      'DELETE /api/documents/d1': () => {
        documents = [];
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await openDeleteTranscriptDialog();
    expect(within(dialog).getByText('Are you sure you want to delete this document?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/documents/d1')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete transcript.pdf' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Document' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Document deleted')).toBeTruthy();
    expect(screen.getByText('The document has been removed successfully.')).toBeTruthy();
    expect(await screen.findByText('No documents uploaded yet')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/documents/d1')).toHaveLength(1);
  });

  it("marks a consultant's upload and offers no delete for it", async () => {
    documentsPage({
      'GET /api/documents': () =>
        json([
          studentDocument({ id: 'd2', fileName: 'offer.pdf', uploadedByAdmin: true }),
          studentDocument(),
        ]),
    });
    const consultants = await screen.findByRole('article', { name: 'offer.pdf' });
    expect(within(consultants).getByText('Uploaded by Educational Consultant')).toBeTruthy();
    expect(within(consultants).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(consultants).getByRole('link', { name: 'Download offer.pdf' })).toBeTruthy();
    const own = screen.getByRole('article', { name: 'transcript.pdf' });
    expect(within(own).queryByText('Uploaded by Educational Consultant')).toBeNull();
    expect(within(own).getByRole('button', { name: 'Delete transcript.pdf' })).toBeTruthy();
  });
});
