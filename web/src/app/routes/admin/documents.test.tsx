import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  adminDocument,
  deleteTranscriptAsConsultant,
  openDeleteTranscriptDialog,
} from '../../../test/fixtures/document.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAdmin as admin } from '../../../test/fixtures/session.ts';

const page = (items: unknown[], fields: Record<string, unknown> = {}) =>
  json({ items, total: items.length, page: 1, pageSize: 20, ...fields });

function documentsPage(handlers: Record<string, FetchHandler> = {}, url = '/admin/documents') {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/admin/documents?consultant=me&page=1&pageSize=20': () => page([adminDocument()]),
    ...handlers,
  });
  return { fetchMock, ...renderApp(url) };
}

const cellsOf = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/admin/documents', () => {
  it('shows the spec columns, one row per document', async () => {
    documentsPage({
      'GET /api/admin/documents?consultant=me&page=1&pageSize=20': () =>
        page([
          adminDocument(),
          adminDocument({
            id: 'd2',
            fileName: 'passport.png',
            category: 'passport',
            mimeType: 'image/png',
            fileSize: 2_621_440,
            profile: null,
            user: { email: 'li@example.com' },
            consultantId: null,
            consultantName: null,
          }),
        ]),
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'File Name',
      'Student',
      'Consultant',
      'Category',
      'Type',
      'Size',
      'Uploaded',
      'Actions',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement).slice(0, 7)).toEqual([
      'transcript.pdf',
      'Ana Silvaana@example.com',
      'Claire Dubois',
      'Academic Transcript',
      'PDF',
      '1.50 KB',
      'Feb 3, 2026',
    ]);
    expect(cellsOf(second as HTMLElement).slice(0, 6)).toEqual([
      'passport.png',
      'Not setli@example.com',
      'Unassigned',
      'Passport',
      'PNG',
      '2.50 MB',
    ]);
    const download = within(first as HTMLElement).getByRole('link', {
      name: 'Download transcript.pdf',
    });
    expect(download.getAttribute('href')).toBe('/api/documents/d1/download');
  });

  it('searches on the server once the consultant pauses, and filters by category, both in the address', async () => {
    const { fetchMock, router } = documentsPage({
      'GET /api/admin/documents?search=ana&consultant=me&page=1&pageSize=20': () => page([]),
      'GET /api/admin/documents?search=ana&category=visa&consultant=me&page=1&pageSize=20': () =>
        page([adminDocument({ fileName: 'visa.pdf', category: 'visa' })]),
    });
    await screen.findByText('transcript.pdf');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  ana ' },
    });
    expect(await screen.findByText('No documents found')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'GET /api/admin/documents?search=ana&consultant=me&page=1&pageSize=20'),
    ).toHaveLength(1);

    fireEvent.change(screen.getByRole('combobox', { name: 'Category' }), {
      target: { value: 'visa' },
    });
    expect(await screen.findByText('visa.pdf')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByText('Visa Document')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=ana&category=visa');
  });

  it("opens on Mine; All asks for everyone's documents and stays in the address with the filters", async () => {
    const { fetchMock, router } = documentsPage(
      {
        'GET /api/admin/documents?category=visa&consultant=me&page=1&pageSize=20': () =>
          page([adminDocument({ fileName: 'visa.pdf', category: 'visa' })]),
        'GET /api/admin/documents?category=visa&consultant=all&page=1&pageSize=20': () =>
          page([
            adminDocument({ fileName: 'visa.pdf', category: 'visa' }),
            adminDocument({ id: 'd8', fileName: 'permit.pdf', consultantName: 'Omar Haddad' }),
          ]),
      },
      '/admin/documents?category=visa',
    );
    await screen.findByText('visa.pdf');
    const show = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole<HTMLInputElement>('radio', { name: 'Mine' }).checked).toBe(true);

    fireEvent.click(within(show).getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('permit.pdf')).toBeTruthy();
    expect(screen.getByText('Omar Haddad')).toBeTruthy();
    expect(router.state.location.search).toBe('?category=visa&show=all');
    expect(
      callsTo(
        fetchMock,
        'GET /api/admin/documents?category=visa&consultant=all&page=1&pageSize=20',
      ),
    ).toHaveLength(1);
  });

  it('opens on the search, category and page its address names', async () => {
    documentsPage(
      {
        'GET /api/admin/documents?search=ana&category=visa&consultant=me&page=2&pageSize=20': () =>
          page([adminDocument({ fileName: 'visa.pdf', category: 'visa' })], {
            total: 21,
            page: 2,
          }),
      },
      '/admin/documents?search=ana&category=visa&page=2',
    );
    expect(await screen.findByText('visa.pdf')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search' }).value).toBe('ana');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Category' }).value).toBe(
      'visa',
    );
    expect(screen.getByText('21-21 of 21')).toBeTruthy();
  });

  it("marks a file that is gone and says 'Download unavailable' instead of downloading", async () => {
    documentsPage({
      'GET /api/admin/documents?consultant=me&page=1&pageSize=20': () =>
        page([adminDocument({ accessible: false })]),
    });
    const row = (await screen.findByText('transcript.pdf')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Inaccessible')).toBeTruthy();
    expect(within(row).queryByRole('link')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Download transcript.pdf' }));
    expect(await screen.findByText('Download unavailable')).toBeTruthy();
    expect(screen.getByText('This document file is no longer accessible.')).toBeTruthy();
  });

  it('deletes a document after the confirmation', async () => {
    let items = [adminDocument()];
    const { fetchMock } = documentsPage({
      'GET /api/admin/documents?consultant=me&page=1&pageSize=20': () => page(items),
      'DELETE /api/admin/documents/d1': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    await deleteTranscriptAsConsultant(fetchMock);
    expect(await screen.findByText('No documents found')).toBeTruthy();
  });

  it("says 'Delete failed' when the server refuses", async () => {
    documentsPage({
      'DELETE /api/admin/documents/d1': () => json({ error: 'internal', message: 'Oops' }, 500),
    });
    const dialog = await openDeleteTranscriptDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('Failed to delete the document. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('pages through the list, the page in the address', async () => {
    const { fetchMock, router } = documentsPage({
      'GET /api/admin/documents?consultant=me&page=1&pageSize=20': () =>
        page([adminDocument()], { total: 45 }),
      'GET /api/admin/documents?consultant=me&page=2&pageSize=20': () =>
        page([adminDocument({ id: 'd21', fileName: 'page-two.pdf' })], { total: 45, page: 2 }),
    });
    expect(await screen.findByText('1-1 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('page-two.pdf')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'GET /api/admin/documents?consultant=me&page=2&pageSize=20'),
    ).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=2');
  });
});
