import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  checklistDocument,
  checklistItems,
  customChecklistItem,
  studyPathChecklist,
} from '../../../test/fixtures/checklist.ts';
import { callsTo, json } from '../../../test/fetch-mock.ts';
import {
  checklistItemNamed,
  checklistSection,
  renderStudentPath,
  requestBodyOf,
  studentChecklistUrl,
} from '../../../test/student-path-page.ts';
import { mockXhr } from '../../../test/xhr-mock.ts';

const uploadURL = '/api/objects/upload?token=abc.def';

const fileInputOf = (item: HTMLElement) =>
  item.querySelector('input[type="file"]') as HTMLInputElement;
const pdf = () => new File(['%PDF-1.7'], 'pal.pdf', { type: 'application/pdf' });

describe('/application/{id} checklist items: documents, review and uploads', () => {
  it("shows each item's documents and the consultant's decision with its reason", async () => {
    renderStudentPath();
    const passport = await checklistItemNamed('Passport');
    expect(
      within(passport).getByRole('list', { name: 'Documents uploaded for Passport' }),
    ).toBeTruthy();
    const uploads = within(passport).getByRole('list', { name: 'Documents uploaded for Passport' });
    expect(within(uploads).getByRole('listitem').textContent).toBe(
      'Uploaded: passport.pdf, Nov 20, 2026',
    );
    // The file opens from its item.
    expect(
      within(uploads).getByRole('link', { name: 'Download passport.pdf' }).getAttribute('href'),
    ).toBe('/api/documents/d1/download');

    const letter = await checklistItemNamed('Letter of acceptance');
    expect(within(letter).getByText('Accepted on Nov 21, 2026')).toBeTruthy();
    const photo = await checklistItemNamed('Photo');
    expect(within(photo).getByText('Changes needed: The background must be plain.')).toBeTruthy();
  });

  it('shows a waived item with its reason, and an accepted item the rules no longer ask for', async () => {
    renderStudentPath({
      [studentChecklistUrl]: () =>
        json(
          studyPathChecklist({
            items: [
              {
                ...checklistItems.medical,
                question: null,
                state: 'not_needed',
                review: {
                  decision: 'not_needed',
                  reason: 'Your exam from last year still counts.',
                  decidedAt: '2026-11-22T15:00:00.000Z',
                },
              },
              { ...checklistItems.letter, noLongerRequired: true },
            ],
          }),
        ),
    });
    const medical = await checklistItemNamed('Medical exam');
    expect(
      within(medical).getByText('Not needed: Your exam from last year still counts.'),
    ).toBeTruthy();
    const letter = await checklistItemNamed('Letter of acceptance');
    expect(
      within(letter).getByText(
        'No longer required by the current rules; kept because it was accepted.',
      ),
    ).toBeTruthy();
  });

  it("shows a consultant's own item with their title and details as written, and no sources", async () => {
    renderStudentPath({
      [studentChecklistUrl]: () => json(studyPathChecklist({ items: [customChecklistItem()] })),
    });
    const item = await checklistItemNamed('Bank reference letter');
    expect(within(item).getByText('Signed by your branch manager.')).toBeTruthy();
    expect(within(item).getByText('Upload it under the category: Other')).toBeTruthy();
    expect(within(item).queryByText('Why it is needed')).toBeNull();
    expect(within(item).queryByRole('link')).toBeNull();
  });

  it('offers Upload document on items to do or needing changes, Upload another once uploaded, none once accepted', async () => {
    renderStudentPath();
    const pal = await checklistItemNamed('Provincial attestation letter (PAL)');
    const upload = within(pal).getByRole('button', {
      name: 'Upload document: Provincial attestation letter (PAL)',
    });
    expect(upload.textContent).toBe('Upload document');
    expect(fileInputOf(pal).getAttribute('accept')).toBe('.pdf,.doc,.docx,.jpg,.jpeg,.png');
    expect(
      within(await checklistItemNamed('Photo')).getByRole('button', {
        name: 'Upload document: Photo',
      }),
    ).toBeTruthy();
    expect(
      within(await checklistItemNamed('Passport')).getByRole('button', {
        name: 'Upload another: Passport',
      }).textContent,
    ).toBe('Upload another');
    expect(
      within(await checklistItemNamed('Letter of acceptance')).queryByRole('button', {
        name: /^Upload/,
      }),
    ).toBeNull();
  });

  it("uploads from an item in three steps, filed under the item's category and linked to it", async () => {
    const sent = mockXhr();
    let checklist = studyPathChecklist();
    const { fetchMock } = renderStudentPath({
      [studentChecklistUrl]: () => json(checklist),
      'POST /api/objects/upload': () => json({ uploadURL, storageKey: 'documents/s1/k1' }),
      'POST /api/documents': () => {
        checklist = studyPathChecklist({
          items: [
            {
              ...checklistItems.pal,
              state: 'uploaded',
              documents: [checklistDocument('d9', 'pal.pdf', '2026-11-26T15:00:00.000Z')],
            },
          ],
        });
        return json({}, 201);
      },
    });
    const pal = await checklistItemNamed('Provincial attestation letter (PAL)');
    const file = pdf();
    fireEvent.change(fileInputOf(pal), { target: { files: [file] } });

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toHaveLength(1);
    const [put] = sent;
    expect(put?.method).toBe('PUT');
    expect(put?.url).toBe(uploadURL);
    expect(put?.body).toBe(file);
    act(() => put?.respond(200));

    expect(await screen.findByText('Document uploaded!')).toBeTruthy();
    expect(requestBodyOf(callsTo(fetchMock, 'POST /api/documents')[0])).toEqual({
      fileName: 'pal.pdf',
      storageKey: 'documents/s1/k1',
      category: 'letter_of_acceptance',
      mimeType: 'application/pdf',
      fileSize: file.size,
      checklistItemId: 'pal',
    });
    // The checklist is read again: the item shows its document.
    const palAfter = await checklistItemNamed('Provincial attestation letter (PAL)');
    expect(await within(palAfter).findByRole('link', { name: 'Download pal.pdf' })).toBeTruthy();
    const palUploads = within(palAfter).getByRole('list', {
      name: 'Documents uploaded for Provincial attestation letter (PAL)',
    });
    expect(within(palUploads).getByRole('listitem').textContent).toBe(
      'Uploaded: pal.pdf, Nov 26, 2026',
    );
  });

  it("says the refusal's own text when the path takes no uploads yet", async () => {
    const sent = mockXhr();
    renderStudentPath({
      'POST /api/objects/upload': () => json({ uploadURL, storageKey: 'documents/s1/k1' }),
      'POST /api/documents': () =>
        json({ error: 'document.under_review', message: 'Uploads are restricted' }, 403),
    });
    const pal = await checklistItemNamed('Provincial attestation letter (PAL)');
    fireEvent.change(fileInputOf(pal), { target: { files: [pdf()] } });
    await waitFor(() => expect(sent).toHaveLength(1));
    act(() => sent[0]?.respond(200));
    expect(await screen.findByText('Upload failed')).toBeTruthy();
    expect(
      screen.getByText(
        'Document uploads are restricted while your study path is new or in review. You can upload once your consultant has reviewed it.',
      ),
    ).toBeTruthy();
  });

  it('refuses a file of a type the Documents page refuses, before any request', async () => {
    const { fetchMock } = renderStudentPath();
    const pal = await checklistItemNamed('Provincial attestation letter (PAL)');
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    fireEvent.change(fileInputOf(pal), { target: { files: [exe] } });
    expect(
      await screen.findByText(
        'This file type is not allowed. Choose a PDF, DOC, DOCX, JPG, JPEG or PNG file.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/objects/upload')).toEqual([]);
  });

  it('shows when the rules changed what the checklist holds, naming the items', async () => {
    renderStudentPath({
      [studentChecklistUrl]: () =>
        json(
          studyPathChecklist({
            rulesChange: {
              changedOn: '2026-11-25',
              added: ['photo', 'biometrics'],
              removed: ['pal'],
            },
          }),
        ),
    });
    expect(
      await within(await checklistSection()).findByText(
        'Checklist updated on Nov 25, 2026: added Photo and Biometrics; no longer needed Provincial attestation letter (PAL)',
      ),
    ).toBeTruthy();
  });

  it("says whose move it is from the checklist where the status guide names the student's or the consultant's", async () => {
    renderStudentPath({
      [studentChecklistUrl]: () => json(studyPathChecklist({ waitingOn: 'consultant' })),
    });
    const status = await screen.findByRole('region', { name: 'Status' });
    await waitFor(() => expect(within(status).getByText('Your consultant')).toBeTruthy());
    expect(within(status).queryByText('You')).toBeNull();
  });
});
