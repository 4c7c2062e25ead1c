import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  admin,
  answeredInfoRequest,
  infoRequest,
} from '../../../test/fixtures/admin-application.ts';

const pending = infoRequest();
const general = infoRequest({
  id: 'r2',
  applicationId: null,
  applicationProgram: null,
  applicationInstitution: null,
  studentName: null,
  studentEmail: 'mei@example.com',
  createdAt: '2026-03-04T10:00:00.000Z',
  questions: [{ id: 'q9', question: 'When can you start?', required: false }],
  consultantId: null,
  consultantName: null,
});
const answered = answeredInfoRequest({ id: 'r3', studentName: 'Omar Haddad' });

function infoRequests(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/admin/info-requests?consultant=me': () => json([general, answered, pending]),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin/info-requests') };
}

const panel = (name: string) => screen.getByRole('tabpanel', { name });
const cardNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('article')
    .map((card) => within(card).getAllByText(/./)[0]?.textContent);
const countOf = (label: string) =>
  within(screen.getByRole('group', { name: 'Request counts' })).getByText(label).nextElementSibling
    ?.textContent;

describe('/admin/info-requests', () => {
  it('counts the requests and shows a card for each', async () => {
    infoRequests();
    expect(await screen.findByRole('heading', { level: 1, name: 'Q&A Requests' })).toBeTruthy();
    await screen.findAllByRole('article');
    expect(countOf('Total')).toBe('3');
    expect(countOf('Pending')).toBe('2');
    expect(countOf('Answered')).toBe('1');

    const all = panel('All');
    expect(cardNames(all)).toEqual(['mei@example.com', 'Omar Haddad', 'Ana Silva']);
    const ana = within(all).getByRole('article', { name: 'Ana Silva' });
    for (const text of [
      'ana@example.com',
      'Pending',
      'Business Administration at Seneca Polytechnic',
      '2 questions',
      'Sent Mar 2, 2026',
      'Consultant: Claire Dubois',
      'What was your IELTS score?',
    ]) {
      expect(within(ana).getByText(text)).toBeTruthy();
    }
    const mei = within(all).getByRole('article', { name: 'mei@example.com' });
    expect(within(mei).getByText('General inquiry')).toBeTruthy();
    expect(within(mei).getByText('Consultant: Unassigned')).toBeTruthy();
    expect(within(mei).getByText('1 question')).toBeTruthy();
    const omar = within(all).getByRole('article', { name: 'Omar Haddad' });
    expect(within(omar).getByText('Answered')).toBeTruthy();
    expect(within(omar).getByText('Answered Mar 3, 2026')).toBeTruthy();
  });

  it("opens on Mine; All asks for everyone's requests and keeps it in the address", async () => {
    const { fetchMock, router } = infoRequests({
      'GET /api/admin/info-requests?consultant=all': () =>
        json([
          general,
          answered,
          pending,
          infoRequest({ id: 'r4', studentName: 'Li Wei', consultantName: 'Omar Haddad' }),
        ]),
    });
    await screen.findAllByRole('article');
    expect(countOf('Total')).toBe('3');
    const show = screen.getByRole('radiogroup', { name: 'Show' });
    expect(within(show).getByRole<HTMLInputElement>('radio', { name: 'Mine' }).checked).toBe(true);
    expect(callsTo(fetchMock, 'GET /api/admin/info-requests?consultant=all')).toEqual([]);

    fireEvent.click(within(show).getByRole('radio', { name: 'All' }));
    const li = await within(panel('All')).findByRole('article', { name: 'Li Wei' });
    expect(within(li).getByText('Consultant: Omar Haddad')).toBeTruthy();
    expect(countOf('Total')).toBe('4');
    expect(router.state.location.search).toBe('?show=all');
  });

  it('labels a request by its path, and one without a path as a general inquiry', async () => {
    infoRequests({
      'GET /api/admin/info-requests?consultant=me': () =>
        json([
          // A request with no path is general, whatever program text comes with it.
          { ...general, applicationProgram: 'Nursing', applicationInstitution: 'Humber' },
          // A path that names no program yet is not a general inquiry.
          { ...pending, applicationProgram: null, applicationInstitution: null },
        ]),
    });
    const mei = await screen.findByRole('article', { name: 'mei@example.com' });
    expect(within(mei).getByText('General inquiry')).toBeTruthy();
    expect(within(mei).queryByText(/Nursing/)).toBeNull();
    const ana = screen.getByRole('article', { name: 'Ana Silva' });
    expect(within(ana).getByText('Study path (no program chosen yet)')).toBeTruthy();
    expect(within(ana).queryByText('General inquiry')).toBeNull();
  });

  it('shows the pending and the answered requests under their tabs', async () => {
    infoRequests();
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Pending' }));
    await waitFor(() =>
      expect(cardNames(panel('Pending'))).toEqual(['mei@example.com', 'Ana Silva']),
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Answered' }));
    await waitFor(() => expect(cardNames(panel('Answered'))).toEqual(['Omar Haddad']));
  });

  it('says so when a tab has nothing to show', async () => {
    infoRequests({ 'GET /api/admin/info-requests?consultant=me': () => json([pending]) });
    await screen.findAllByRole('article');
    fireEvent.click(screen.getByRole('tab', { name: 'Answered' }));
    await waitFor(() =>
      expect(
        within(panel('Answered')).getByText('No answered information requests yet.'),
      ).toBeTruthy(),
    );
  });

  it('says so when no request has been sent at all', async () => {
    infoRequests({ 'GET /api/admin/info-requests?consultant=me': () => json([]) });
    expect(await screen.findByText('No information requests yet.')).toBeTruthy();
    expect(countOf('Total')).toBe('0');
  });

  it('opens a request with each question, its Required badge and the answer or awaiting', async () => {
    infoRequests();
    const ana = await screen.findByRole('article', { name: 'Ana Silva' });
    fireEvent.click(ana);
    const dialog = await screen.findByRole('dialog', { name: 'Information Request' });
    expect(within(dialog).getByText('What was your IELTS score?')).toBeTruthy();
    expect(within(dialog).getByText('Anything else we should know?')).toBeTruthy();
    expect(within(dialog).getAllByText('Required')).toHaveLength(1);
    expect(within(dialog).getAllByText('Awaiting response...')).toHaveLength(2);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(
      screen.getByRole('button', { name: 'View the information request to Omar Haddad' }),
    );
    const answeredDialog = await screen.findByRole('dialog', { name: 'Information Request' });
    expect(within(answeredDialog).getByText('7.5')).toBeTruthy();
    expect(within(answeredDialog).getByText('I can start in September.')).toBeTruthy();
    expect(within(answeredDialog).queryByText('Awaiting response...')).toBeNull();
  });

  it('refreshes every 10 s, also in the background', async () => {
    const { queryClient } = infoRequests();
    await screen.findAllByRole('article');
    const query = queryClient.getQueryCache().find({
      queryKey: ['/api/admin/info-requests', { consultant: 'me' }],
    });
    const [options] = query?.observers.map((observer) => observer.options) ?? [];
    expect(options?.refetchInterval).toBe(10_000);
    expect(options?.refetchIntervalInBackground).toBe(true);
  });
});
