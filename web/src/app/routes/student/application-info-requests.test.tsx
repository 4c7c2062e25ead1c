import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { student } from '../../../test/fixtures/profile.ts';
import { paidPremium, studyPath } from '../../../test/fixtures/study-path.ts';

const docsNeeded = studyPath({ status: 'docs_needed', ...paidPremium });

const questions = [
  { id: 'q1', question: 'What was your IELTS score?', required: true },
  { id: 'q2', question: 'Anything else we should know?', required: false },
];

const request = (fields: Record<string, unknown> = {}) => ({
  id: 'r1',
  applicationId: 'p1',
  status: 'pending',
  createdAt: '2026-03-02T10:00:00.000Z',
  answeredAt: null,
  questions,
  responses: null,
  ...fields,
});

const answered = (fields: Record<string, unknown> = {}) =>
  request({
    status: 'answered',
    answeredAt: '2026-03-03T10:00:00.000Z',
    responses: { q1: '7.5' },
    ...fields,
  });

function details(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/applications/p1': () => json(docsNeeded),
    'GET /api/applications/p1/updates': () => json([]),
    'GET /api/applications/p1/programs': () => json([]),
    'GET /api/applications/p1/documents': () => json([]),
    'GET /api/info-requests': () => json([request()]),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/application/p1') };
}

const requestsSection = () => screen.findByRole('region', { name: 'Information Requests' });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/application/{id} information requests', () => {
  it("shows this path's and the general requests, pending first, and no other path's", async () => {
    details({
      'GET /api/info-requests': () =>
        json([
          answered({ id: 'r4', createdAt: '2026-03-05T10:00:00.000Z' }),
          request({ id: 'r3', applicationId: 'p2', createdAt: '2026-03-04T10:00:00.000Z' }),
          request({ id: 'r2', applicationId: null, createdAt: '2026-03-03T10:00:00.000Z' }),
          request(),
        ]),
    });
    const section = await requestsSection();
    const names = within(section)
      .getAllByRole('article')
      .map((article) => article.getAttribute('aria-label'));
    expect(names).toEqual([
      'Information request sent Mar 3, 2026',
      'Information request sent Mar 2, 2026',
      'Information request sent Mar 5, 2026',
    ]);
    const general = within(section).getByRole('article', {
      name: 'Information request sent Mar 3, 2026',
    });
    expect(within(general).getByText('General inquiry')).toBeTruthy();
  });

  it('gives a pending request one answer field per question, the required ones marked', async () => {
    details();
    const section = await requestsSection();
    const required = within(section).getByRole('textbox', { name: /What was your IELTS score\?/ });
    const optional = within(section).getByRole('textbox', {
      name: 'Anything else we should know?',
    });
    expect((required as HTMLTextAreaElement).required).toBe(true);
    expect((optional as HTMLTextAreaElement).required).toBe(false);
    expect(within(section).getByText('Pending')).toBeTruthy();
    expect(within(section).getByText('Sent Mar 2, 2026')).toBeTruthy();
  });

  it('refuses a blank required answer with a toast and sends nothing', async () => {
    const { fetchMock } = details();
    const section = await requestsSection();
    const required = within(section).getByRole('textbox', { name: /What was your IELTS score\?/ });
    fireEvent.change(required, { target: { value: '   ' } });
    fireEvent.change(within(section).getByRole('textbox', { name: /Anything else/ }), {
      target: { value: 'No' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Missing required answers')).toBeTruthy();
    expect(
      screen.getByText('Please answer all required questions before submitting.'),
    ).toBeTruthy();
    expect(required.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(required);
    expect(callsTo(fetchMock, 'POST /api/info-requests/r1/respond')).toEqual([]);
  });

  it('sends the trimmed answers, confirms, then shows them read-only', async () => {
    let list = [request()];
    const { fetchMock } = details({
      'GET /api/info-requests': () => json(list),
      'POST /api/info-requests/r1/respond': () => {
        list = [answered()];
        return json(answered());
      },
    });
    const section = await requestsSection();
    fireEvent.change(within(section).getByRole('textbox', { name: /What was your IELTS score/ }), {
      target: { value: '  7.5 ' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Responses submitted!')).toBeTruthy();
    expect(
      screen.getByText('Your answers have been sent to your educational consultant.'),
    ).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST /api/info-requests/r1/respond');
    // The optional question left blank is not sent.
    expect(bodyOf(call)).toEqual({ responses: { q1: '7.5' } });

    await waitFor(() => expect(within(section).queryByRole('textbox')).toBeNull());
    expect(within(section).queryByRole('button', { name: 'Submit' })).toBeNull();
    expect(within(section).getByText('Answered')).toBeTruthy();
    expect(within(section).getByText('Answered Mar 3, 2026')).toBeTruthy();
    expect(within(section).getByText('What was your IELTS score?')).toBeTruthy();
    expect(within(section).getByText('7.5')).toBeTruthy();
    expect(within(section).getByText('No answer')).toBeTruthy();
  });

  it('says in the form, not in a toast, when the answers could not be sent', async () => {
    details({
      'POST /api/info-requests/r1/respond': () =>
        json(
          {
            error: 'conflict',
            code: 'info_request.already_answered',
            message: 'This information request has already been answered.',
          },
          409,
        ),
    });
    const section = await requestsSection();
    fireEvent.change(within(section).getByRole('textbox', { name: /What was your IELTS score/ }), {
      target: { value: '7.5' },
    });
    fireEvent.click(within(section).getByRole('button', { name: 'Submit' }));
    expect(
      await within(section).findByText('This information request has already been answered.'),
    ).toBeTruthy();
    expect(screen.queryByText('Responses submitted!')).toBeNull();
    expect(document.querySelector('.mantine-Notification-root')).toBeNull();
  });

  it('shows no section when the consultant has sent nothing, and refreshes every 10 s', async () => {
    const { queryClient } = details({ 'GET /api/info-requests': () => json([]) });
    await screen.findByRole('region', { name: 'Status' });
    await waitFor(() =>
      expect(queryClient.getQueryState(['/api/info-requests'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('region', { name: 'Information Requests' })).toBeNull();
    const query = queryClient.getQueryCache().find({ queryKey: ['/api/info-requests'] });
    expect(query?.observers.map((observer) => observer.options.refetchInterval)).toEqual([10_000]);
  });
});
