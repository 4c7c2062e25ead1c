import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../../test/fixtures/admin-application.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const TEAM = 'GET /api/admin/team';
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const fromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

const noneTotals = {
  path_review: 0,
  unanswered_message: 0,
  pending_info_request: 0,
  guardian_consent: 0,
  document_review: 0,
  overdue_wait: 0,
};

const attention = (fields: Record<string, unknown>) => ({
  id: 'p1',
  applicationId: 'p1',
  threadId: null,
  studentId: 's1',
  studentEmail: 'ana@example.com',
  studentName: 'Ana Silva',
  since: fromNow(-60 * HOUR),
  dueAt: fromNow(-5 * HOUR),
  status: null,
  subject: null,
  consultantId: 'a1',
  consultantName: 'Sarah Johnson',
  ...fields,
});

const stats = (items: unknown[] = [], overdueWaits = 0) => ({
  totalUsers: 3,
  totalApplications: 2,
  totalDocuments: 0,
  totalMessages: 1,
  recentActivity: [],
  pathsByStatus: [],
  weekly: [],
  needsAttention: { items, totals: { ...noneTotals, overdue_wait: overdueWaits } },
});

const week = (index: number, fields: Record<string, unknown> = {}) => ({
  weekStart: `2026-${index < 4 ? '09' : index < 8 ? '10' : '11'}-0${(index % 4) + 1}`,
  answered: 0,
  medianAnswerMs: null,
  p90AnswerMs: null,
  ...fields,
});

const teamView = {
  consultants: [
    {
      id: 'a1',
      displayName: 'Sarah Johnson',
      email: 'sarah@studypath.ca',
      openPaths: 12,
      overdueNow: 2,
      answered: 30,
      medianAnswerMs: 31 * HOUR + 20 * MINUTE,
      p90AnswerMs: 47 * HOUR + 59 * MINUTE,
    },
    {
      id: 'a2',
      displayName: null,
      email: 'li.chen@studypath.ca',
      openPaths: 0,
      overdueNow: 0,
      answered: 0,
      medianAnswerMs: null,
      p90AnswerMs: null,
    },
  ],
  weekly: Array.from({ length: 12 }, (_, index) =>
    index === 11
      ? week(index, { answered: 4, medianAnswerMs: 12 * MINUTE, p90AnswerMs: 31 * HOUR })
      : week(index),
  ),
  unassignedPaths: 3,
};

function dashboard(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/admin/stats': () => json(stats()),
    [TEAM]: () => json(teamView),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin') };
}

const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('/admin team view', () => {
  // jsdom lays nothing out, so recharts warns that its charts have no size.
  beforeEach(() => {
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('of chart should be greater than 0')) return;
      warn(...args);
    });
  });

  it("lists each consultant's open paths, overdue waits and answer times", async () => {
    dashboard();
    const region = await screen.findByRole('region', { name: 'Team' });
    const table = await within(region).findByRole('table');
    expect(rowTexts(table)).toEqual([
      'ConsultantOpen pathsOverdue nowAnswered (30 days)Median answer time90th percentile',
      'Sarah Johnson1223031 h47 h',
      // No display name: the e-mail; no answers: a dash, not "0 min".
      'li.chen@studypath.ca000——',
    ]);
    expect(within(region).getByText('3 study paths have no consultant')).toBeTruthy();
  });

  it('charts the median and 90th percentile by week, with the figures in a table', async () => {
    dashboard();
    const region = await screen.findByRole('region', { name: 'Answer times by week' });
    expect(
      within(region).getByRole('img', {
        name: 'Bar chart: median and 90th percentile answer time per week, last 12 weeks',
      }),
    ).toBeTruthy();
    const rows = rowTexts(within(region).getByRole('table', { name: 'Answer times by week' }));
    expect(rows).toHaveLength(13);
    expect(rows[0]).toBe('Week ofAnsweredMedian90th percentile');
    expect(rows[1]).toBe('Sep 1, 20260——');
    expect(rows[12]).toBe('Nov 4, 2026412 min31 h');
  });

  it('says so when nobody was answered in 12 weeks, and keeps the empty weeks in the table', async () => {
    dashboard({ [TEAM]: () => json({ ...teamView, weekly: [week(0), week(1)] }) });
    const region = await screen.findByRole('region', { name: 'Answer times by week' });
    expect(within(region).getByText('No answers in the last 12 weeks')).toBeTruthy();
    expect(within(region).queryByRole('img')).toBeNull();
    expect(
      within(region)
        .getAllByRole('row', { hidden: true })
        .map((row) => row.textContent),
    ).toHaveLength(3);
  });

  it('offers to try again when the team cannot be loaded, the rest of the dashboard still shown', async () => {
    dashboard({ [TEAM]: () => json({ error: 'internal_error', message: 'Oops' }, 500) });
    const region = await screen.findByRole('region', { name: 'Team' });
    expect(await within(region).findByText('The team could not be loaded.')).toBeTruthy();
    expect(within(region).getByRole('button', { name: 'Try again' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Needs Attention' })).toBeTruthy();
  });

  it('refreshes with the dashboard every 10 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock } = dashboard();
    await screen.findByRole('region', { name: 'Team' });
    await waitFor(() => expect(callsTo(fetchMock, TEAM)).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(callsTo(fetchMock, TEAM)).toHaveLength(2));
    vi.useRealTimers();
  });
});

describe('/admin needs attention: consultant and due standing', () => {
  it("shows each item's consultant and how overdue it is or when it is due", async () => {
    // Dated before the page reads the clock, as the server's answer always is.
    const answer = stats(
      [
        attention({ kind: 'overdue_wait', status: 'in_review' }),
        attention({
          kind: 'unanswered_message',
          id: 't1',
          applicationId: null,
          threadId: 't1',
          subject: 'Visa question',
          dueAt: fromNow(17 * HOUR + 30 * MINUTE),
          consultantId: null,
          consultantName: null,
        }),
      ],
      1,
    );
    dashboard({ 'GET /api/admin/stats': () => json(answer) });
    const region = await screen.findByRole('region', { name: 'Needs Attention' });
    const [overdue, due] = within(region).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(overdue).getByText('Student waiting past the response-time target')).toBeTruthy();
    expect(within(overdue).getByText('Overdue by 5 h')).toBeTruthy();
    expect(within(overdue).getByText('Consultant: Sarah Johnson')).toBeTruthy();
    expect(within(overdue).getByText(/In Review/)).toBeTruthy();
    expect(
      within(overdue)
        .getByRole('link', { name: 'Open study path of Ana Silva' })
        .getAttribute('href'),
    ).toBe('/admin/applications/p1');
    expect(within(region).getByText('Overdue answers: 1')).toBeTruthy();

    expect(within(due).getByText('Due in 17 h')).toBeTruthy();
    expect(within(due).getByText('Unassigned')).toBeTruthy();
    expect(within(due).queryByText(/Overdue by/)).toBeNull();
  });
});
