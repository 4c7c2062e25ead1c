import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicationRow as row } from '../../../test/fixtures/admin-application.ts';
import { signedInAdmin as admin } from '../../../test/fixtures/session.ts';

const page = (items: unknown[], { total = items.length, page = 1 } = {}) =>
  json({ items, total, page, pageSize: 20 });

const firstPage = 'GET /api/admin/applications?consultant=me&page=1&pageSize=20';

function list(handlers: Record<string, FetchHandler>) {
  const fetchMock = mockFetch({ 'GET /api/auth/me': () => json(admin), ...handlers });
  return { fetchMock, ...renderApp('/admin/applications') };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/admin/applications', () => {
  it('lists each path with its student, field, institutions, status and submitted date', async () => {
    list({
      [firstPage]: () =>
        page([
          row(),
          row({
            id: 'p2',
            status: 'closed',
            email: 'new@example.com',
            legalFirstName: null,
            legalLastName: null,
            fieldOfStudy: 'Health & Medicine',
            intendedInstitutions: null,
            consultantId: null,
            consultantName: null,
          }),
        ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Paths' })).toBeTruthy();
    const [, first, second] = await screen.findAllByRole('row');
    const firstRow = within(first as HTMLElement);
    for (const text of [
      'Ana Silva',
      'ana@example.com',
      'Business & Management',
      'Seneca Polytechnic',
      'In Review',
      'Claire Dubois',
      'Jan 10, 2026',
    ]) {
      expect(firstRow.getByText(text)).toBeTruthy();
    }
    const link = firstRow.getByRole('link', { name: 'View the study path of Ana Silva' });
    expect(link.getAttribute('href')).toBe('/admin/applications/p1');

    const secondRow = within(second as HTMLElement);
    expect(secondRow.getByText('Not set')).toBeTruthy();
    expect(secondRow.getByText('new@example.com')).toBeTruthy();
    expect(secondRow.getByText('Not specified')).toBeTruthy();
    expect(secondRow.getByText('Closed')).toBeTruthy();
    // Who holds the path (issue 29): nobody yet.
    expect(secondRow.getByText('Unassigned')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Consultant' })).toBeTruthy();
  });

  it("opens on Mine, and switching to All asks for everyone's paths and keeps it in the address", async () => {
    const everyone = 'GET /api/admin/applications?consultant=all&page=1&pageSize=20';
    const { fetchMock, router } = list({
      [firstPage]: () => page([row()]),
      [everyone]: () =>
        page([row(), row({ id: 'p9', legalFirstName: 'Mei', consultantName: 'Omar Haddad' })]),
    });
    await screen.findByText('Ana Silva');
    expect(callsTo(fetchMock, firstPage)).toHaveLength(1);
    const show = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole<HTMLInputElement>('radio', { name: 'Mine' }).checked).toBe(true);

    fireEvent.click(within(show).getByRole('radio', { name: 'All' }));
    expect(await screen.findByText('Omar Haddad')).toBeTruthy();
    expect(callsTo(fetchMock, everyone)).toHaveLength(1);
    expect(router.state.location.search).toBe('?show=all');

    fireEvent.click(within(show).getByRole('radio', { name: 'Mine' }));
    await waitFor(() => expect(screen.queryByText('Omar Haddad')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it('opens on All when the address says so, and keeps it through a search', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => json(admin),
      'GET /api/admin/applications?consultant=all&page=1&pageSize=20': () => page([row()]),
      'GET /api/admin/applications?search=ana&consultant=all&page=1&pageSize=20': () =>
        page([row()]),
    });
    const { router } = renderApp('/admin/applications?show=all');
    await screen.findByText('Ana Silva');
    const show = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole<HTMLInputElement>('radio', { name: 'All' }).checked).toBe(true);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: 'ana' },
    });
    await waitFor(() =>
      expect(
        callsTo(
          fetchMock,
          'GET /api/admin/applications?search=ana&consultant=all&page=1&pageSize=20',
        ),
      ).toHaveLength(1),
    );
    expect(router.state.location.search).toBe('?search=ana&show=all');
    expect(callsTo(fetchMock, firstPage)).toEqual([]);
  });

  it("says 'No study paths found' when nothing matches", async () => {
    list({ [firstPage]: () => page([]) });
    expect(await screen.findByText('No study paths found')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('sends the search (once typing pauses) and the status filter to the server', async () => {
    const { fetchMock } = list({
      [firstPage]: () => page([row()]),
      'GET /api/admin/applications?search=ravi&consultant=me&page=1&pageSize=20': () =>
        page([row({ id: 'p3', legalFirstName: 'Ravi', legalLastName: 'Patel' })]),
      'GET /api/admin/applications?search=ravi&status=on_hold&consultant=me&page=1&pageSize=20':
        () => page([]),
    });
    await screen.findByText('Ana Silva');

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'r' } });
    fireEvent.change(search, { target: { value: ' ravi ' } });
    expect(await screen.findByText('Ravi Patel')).toBeTruthy();
    // One request for the paused text, none for each keystroke.
    expect(
      callsTo(fetchMock, 'GET /api/admin/applications?search=r&consultant=me&page=1&pageSize=20'),
    ).toEqual([]);

    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'All Status' })).toBeTruthy();
    expect(within(status).getAllByRole('option')).toHaveLength(18);
    fireEvent.change(status, { target: { value: 'on_hold' } });
    expect(await screen.findByText('No study paths found')).toBeTruthy();
  });

  it('pages through the list on the server', async () => {
    const { fetchMock } = list({
      [firstPage]: () => page([row()], { total: 45 }),
      'GET /api/admin/applications?consultant=me&page=2&pageSize=20': () =>
        page([row({ id: 'p21', legalFirstName: 'Mei', legalLastName: 'Chen' })], {
          total: 45,
          page: 2,
        }),
    });
    expect(await screen.findByText('1-1 of 45')).toBeTruthy();
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('button', { name: '3' })).toBeTruthy();
    fireEvent.click(within(pages).getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Mei Chen')).toBeTruthy();
    expect(
      callsTo(fetchMock, 'GET /api/admin/applications?consultant=me&page=2&pageSize=20'),
    ).toHaveLength(1);
  });

  it('opens a path when its row is clicked', async () => {
    const { router } = list({ [firstPage]: () => page([row()]) });
    fireEvent.click(await screen.findByText('Business & Management'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/applications/p1'));
  });

  it('refreshes the list every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = list({ [firstPage]: () => page([row()]) });
    await screen.findByText('Ana Silva');
    expect(callsTo(fetchMock, firstPage)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(callsTo(fetchMock, firstPage)).toHaveLength(2));
  });
});
