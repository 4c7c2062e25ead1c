import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { student } from '../../../test/fixtures/profile.ts';

const studyPath = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  userId: student.id,
  status: 'in_review',
  specificProgram: null,
  fieldOfStudy: 'Law',
  paymentStatus: 'unpaid',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-02-03T10:00:00.000Z',
  ...fields,
});

const activePath = studyPath('p-active', { status: 'docs_needed', fieldOfStudy: 'Nursing' });
const closedPath = studyPath('p-closed', {
  status: 'closed',
  fieldOfStudy: 'Business & Management',
  createdAt: '2025-05-02T10:00:00.000Z',
});
const completedPath = studyPath('p-done', { status: 'completed', fieldOfStudy: 'Law' });

function studyPaths(handlers: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    'GET /api/applications': () => json([activePath, closedPath, completedPath]),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/applications') };
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });
const cards = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getByRole('heading').textContent);
const toast = (text: string) =>
  screen.getByText(text).closest('.mantine-Notification-root') as HTMLElement;

describe('/applications', () => {
  it('lists active paths under Active and ended ones under Completed', async () => {
    studyPaths();
    expect(await screen.findByRole('heading', { level: 1, name: 'Study Paths' })).toBeTruthy();
    await screen.findByRole('tab', { name: 'Active' });
    expect(cards(panel('Active'))).toEqual(['Nursing']);
    const card = within(panel('Active')).getByRole('article', { name: 'Nursing' });
    const badge = within(card).getByText('Documents Needed');
    expect(badge.closest('.mantine-Badge-root')?.getAttribute('style')).toMatch(/red/);
    expect(within(card).getByText('Created Jan 10, 2026')).toBeTruthy();
    expect(within(card).getByText('Last updated Feb 3, 2026')).toBeTruthy();
    expect(
      within(card).getByRole('link', { name: 'View details of Nursing' }).getAttribute('href'),
    ).toBe('/application/p-active');
    expect(screen.getByRole('link', { name: 'Start New Study Path' }).getAttribute('href')).toBe(
      '/applications/create',
    );

    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() =>
      expect(cards(panel('Completed'))).toEqual(['Business & Management', 'Law']),
    );
    const closed = within(panel('Completed')).getByRole('article', {
      name: 'Business & Management',
    });
    expect(within(closed).getByText('Closed')).toBeTruthy();
    expect(within(closed).getByText('Created May 2, 2025')).toBeTruthy();
  });

  it('says so in the Active tab when no path is active', async () => {
    studyPaths({ 'GET /api/applications': () => json([completedPath]) });
    expect(await screen.findByText('You have no active study path.')).toBeTruthy();
    expect(cards(panel('Active'))).toEqual([]);
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() => expect(cards(panel('Completed'))).toEqual(['Law']));
    expect(
      within(panel('Completed')).queryByText('You have no completed study paths yet.'),
    ).toBeNull();
  });

  it('says so in the Completed tab when no path has ended, and refreshes every 10 s', async () => {
    const { queryClient } = studyPaths({ 'GET /api/applications': () => json([activePath]) });
    await screen.findByRole('article', { name: 'Nursing' });
    fireEvent.click(screen.getByRole('tab', { name: 'Completed' }));
    await waitFor(() =>
      expect(
        within(panel('Completed')).getByText('You have no completed study paths yet.'),
      ).toBeTruthy(),
    );
    const list = queryClient.getQueryCache().find({ queryKey: ['/api/applications'] });
    expect(list?.observers.map((observer) => observer.options.refetchInterval)).toContain(10_000);
  });

  it('asks before deleting, then deletes the path and says so', async () => {
    let remaining = [activePath, closedPath];
    const { fetchMock } = studyPaths({
      'GET /api/applications': () => json(remaining),
      'DELETE /api/applications/p-active': () => {
        remaining = [closedPath];
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nursing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Study Path' });
    expect(
      within(dialog).getByText(
        'Are you sure you want to delete this study path? This cannot be undone.',
      ),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/applications/p-active')).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Study Path deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/applications/p-active')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cards(panel('Active'))).toEqual([]));
    expect(screen.getByText('You have no active study path.')).toBeTruthy();
  });

  it('deletes nothing when the student cancels', async () => {
    const { fetchMock } = studyPaths();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nursing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Study Path' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/applications/p-active')).toHaveLength(0);
    expect(cards(panel('Active'))).toEqual(['Nursing']);
  });

  const holdsPaymentText =
    'This study path holds a payment, so it is kept for the records and cannot be deleted. To stop it, ask your educational consultant to withdraw it.';

  it('does not offer to delete a paid path: it says why and offers to write to the consultant', async () => {
    const paidPath = studyPath('p-paid', { status: 'find_program', paymentStatus: 'paid' });
    const { fetchMock } = studyPaths({ 'GET /api/applications': () => json([paidPath]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Law' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Study Path' });
    expect(within(dialog).getByText(holdsPaymentText)).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).toBeNull();
    const write = within(dialog).getByRole('link', { name: 'Message Your Consultant' });
    expect(write.getAttribute('href')).toBe('/messages?new=1');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/applications/p-paid')).toHaveLength(0);
    expect(cards(panel('Active'))).toEqual(['Law']);
  });

  it('explains the same way when the server keeps a path for its payment (409)', async () => {
    studyPaths({
      'DELETE /api/applications/p-active': () =>
        json({ error: 'path_holds_payment', message: 'Server sentence.' }, 409),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nursing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Study Path' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText(holdsPaymentText)).toBeTruthy();
    expect(screen.queryByText('Server sentence.')).toBeNull();
    expect(screen.queryByText('Failed to delete study path. Please try again.')).toBeNull();
    expect(
      within(dialog).getByRole('link', { name: 'Message Your Consultant' }).getAttribute('href'),
    ).toBe('/messages?new=1');
    expect(cards(panel('Active'))).toEqual(['Nursing']);
  });

  it('says the deletion failed and keeps the path', async () => {
    studyPaths({
      'DELETE /api/applications/p-active': () =>
        json({ error: 'internal', message: 'Database unavailable' }, 500),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Nursing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Study Path' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const failure = 'Failed to delete study path. Please try again.';
    expect(await screen.findByText(failure)).toBeTruthy();
    expect(within(toast(failure)).getByText('Error')).toBeTruthy();
    expect(screen.queryByText('Study Path deleted')).toBeNull();
    expect(cards(panel('Active'))).toEqual(['Nursing']);
  });
});
