import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applicationRow as row } from '../../../test/fixtures/admin-application.ts';
import { signedInAdmin as admin } from '../../../test/fixtures/session.ts';
import { callsTo, json, mockFetch, never, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const firstPage = 'GET /api/admin/applications?consultant=me&page=1&pageSize=20';
const progressUrl = 'GET /api/admin/checklist-progress?ids=p1%2Cp2%2Cp3';
const rows = [row(), row({ id: 'p2', email: 'li@example.com' }), row({ id: 'p3' })];

function list(handlers: Record<string, FetchHandler>) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    [firstPage]: () => json({ items: rows, total: rows.length, page: 1, pageSize: 20 }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin/applications') };
}

const progress = (applicationId: string, done: number, total: number, awaitingReview: number) => ({
  applicationId,
  done,
  total,
  awaitingReview,
  toDo: total - done - awaitingReview,
});

const bodyRows = async () => (await screen.findAllByRole('row')).slice(1);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('/admin/applications checklist column', () => {
  it("shows each path's items done of all and how many wait for review, from one call", async () => {
    const { fetchMock } = list({
      [progressUrl]: () =>
        json({
          items: [progress('p1', 3, 6, 2), progress('p2', 5, 5, 1), progress('p3', 0, 4, 0)],
        }),
    });
    expect(await screen.findByRole('columnheader', { name: 'Checklist' })).toBeTruthy();
    const [first, second, third] = await bodyRows();
    await waitFor(() => expect(within(first!).getByText('3/6')).toBeTruthy());
    expect(within(first!).getByText('Checklist: 3 of 6 done')).toBeTruthy();
    expect(within(first!).getByText('2 to review')).toBeTruthy();
    expect(within(second!).getByText('5/5')).toBeTruthy();
    expect(within(second!).getByText('1 to review')).toBeTruthy();
    expect(within(third!).getByText('0/4')).toBeTruthy();
    expect(within(third!).queryByText(/to review/)).toBeNull();
    expect(callsTo(fetchMock, progressUrl)).toHaveLength(1);
  });

  it('shows a dash while the column loads', async () => {
    list({ [progressUrl]: () => never() });
    const [first] = await bodyRows();
    expect(within(first!).getByText('—')).toBeTruthy();
    expect(within(first!).getByText('Checklist not available')).toBeTruthy();
  });

  it('shows a dash for a path the answer does not hold', async () => {
    list({ [progressUrl]: () => json({ items: [progress('p2', 1, 2, 0)] }) });
    const [first, second] = await bodyRows();
    await waitFor(() => expect(within(second!).getByText('1/2')).toBeTruthy());
    expect(within(first!).getByText('—')).toBeTruthy();
  });

  it('shows the column under the status on a phone', async () => {
    const original = window.matchMedia.bind(window);
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
      ...original(query),
      matches: /max-width/.test(query),
    }));
    list({ [progressUrl]: () => json({ items: [progress('p1', 3, 6, 2)] }) });
    const [first] = await bodyRows();
    const cells = within(first!).getAllByRole('cell');
    expect(cells).toHaveLength(2);
    const student = within(cells[0]!);
    await waitFor(() => expect(student.getByText('3/6')).toBeTruthy());
    expect(student.getByText('Checklist:')).toBeTruthy();
    expect(student.getByText('2 to review')).toBeTruthy();
  });
});
