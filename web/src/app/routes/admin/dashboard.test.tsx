import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { openLiveStream } from '../../../test/live-stream.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { admin } from '../../../test/fixtures/admin-application.ts';

const STATS = 'GET /api/admin/stats';
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const event = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  action: 'user_login',
  entityType: 'user',
  userEmail: 'ana@example.com',
  createdAt: ago(60 * 24 * 3),
  ...fields,
});

const weeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: `2026-${index < 4 ? '09' : index < 8 ? '10' : '11'}-0${(index % 4) + 1}`,
  newStudents: index,
  newPaths: index === 11 ? 4 : 0,
}));

const attention = (fields: Record<string, unknown>) => ({
  id: 'x',
  applicationId: null,
  threadId: null,
  studentId: 's1',
  studentEmail: 'ana@example.com',
  studentName: 'Ana Silva',
  since: ago(60 * 24 * 4),
  dueAt: ago(60 * 24 * 2),
  status: null,
  subject: null,
  consultantId: 'a1',
  consultantName: 'Sarah Johnson',
  ...fields,
});

const teamView = { consultants: [], weekly: [], unassignedPaths: 0 };

const stats = (fields: Record<string, unknown> = {}) => ({
  totalUsers: 1234,
  totalApplications: 5,
  totalDocuments: 31,
  totalMessages: 7,
  recentActivity: [
    event('e1', {
      action: 'application_status_change',
      entityType: 'application',
      userEmail: 'lead@studypath.ca',
      createdAt: ago(5),
    }),
    event('e2', { userEmail: null, action: 'payment_succeeded', entityType: 'application' }),
    event('e3', { action: 'message_thread_create', entityType: 'message_thread' }),
    event('e4'),
    event('e5'),
    event('e6', { action: 'document_delete' }),
  ],
  pathsByStatus: [
    { status: 'new', count: 2 },
    { status: 'in_review', count: 3 },
    { status: 'completed', count: 0 },
  ],
  weekly: weeks,
  needsAttention: {
    items: [
      attention({ kind: 'path_review', id: 'p1', applicationId: 'p1', status: 'in_review' }),
      attention({
        kind: 'unanswered_message',
        id: 't1',
        threadId: 't1',
        studentId: 's2',
        studentName: null,
        studentEmail: 'li@example.com',
        subject: 'Visa question',
      }),
      attention({ kind: 'pending_info_request', id: 'r1', applicationId: 'p1' }),
    ],
    totals: {
      path_review: 3,
      unanswered_message: 1,
      pending_info_request: 1,
      guardian_consent: 0,
      document_review: 0,
      overdue_wait: 0,
    },
  },
  ...fields,
});

function dashboard(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    [STATS]: () => json(stats()),
    'GET /api/admin/team': () => json(teamView),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin') };
}

const textsOf = (elements: HTMLElement[]) => elements.map((element) => element.textContent);

describe('/admin', () => {
  // jsdom lays nothing out, so recharts warns that its charts have no size.
  beforeEach(() => {
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('of chart should be greater than 0')) return;
      warn(...args);
    });
  });

  it("shows the spec's four cards with their figures", async () => {
    dashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeTruthy();
    const card = (name: string) => screen.getByRole('region', { name });
    expect(
      within(await screen.findByRole('region', { name: 'Total Users' })).getByText('1,234'),
    ).toBeTruthy();
    expect(within(card('Total Users')).getByText('active students')).toBeTruthy();
    expect(within(card('Applications')).getByText('5')).toBeTruthy();
    expect(within(card('Applications')).getByText('in progress')).toBeTruthy();
    expect(within(card('Documents')).getByText('31')).toBeTruthy();
    expect(within(card('Documents')).getByText('uploaded')).toBeTruthy();
    expect(within(card('Messages')).getByText('7')).toBeTruthy();
    expect(within(card('Messages')).getByText('total threads')).toBeTruthy();
  });

  it('links to the applications, users and documents', async () => {
    dashboard();
    const links = await screen.findByRole('region', { name: 'Quick Links' });
    const href = (name: string) => within(links).getByRole('link', { name }).getAttribute('href');
    expect(href('View All Applications')).toBe('/admin/applications');
    expect(href('Manage Users')).toBe('/admin/users');
    expect(href('Review Documents')).toBe('/admin/documents');
  });

  it('lists the first 5 events: action in title case, entity type, e-mail, how long ago', async () => {
    dashboard();
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    const items = within(activity).getAllByRole('listitem');
    expect(items).toHaveLength(5);
    expect(within(items[0] as HTMLElement).getByText('Application Status Change')).toBeTruthy();
    expect(
      within(items[0] as HTMLElement).getByText('Application · lead@studypath.ca'),
    ).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('5 minutes ago')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Payment Succeeded')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('Application · System')).toBeTruthy();
    expect(within(items[1] as HTMLElement).getByText('3 days ago')).toBeTruthy();
    expect(within(items[2] as HTMLElement).getByText('Message Thread Create')).toBeTruthy();
    expect(within(activity).queryByText('Document Delete')).toBeNull();
  });

  it("says 'No recent activity' when nothing happened", async () => {
    dashboard({ [STATS]: () => json(stats({ recentActivity: [] })) });
    const activity = await screen.findByRole('region', { name: 'Recent Activity' });
    expect(within(activity).getByText('No recent activity')).toBeTruthy();
  });

  it('lists what needs attention, most overdue first, with a link to each', async () => {
    dashboard();
    const region = await screen.findByRole('region', { name: 'Needs Attention' });
    expect(textsOf(within(region).getAllByRole('link')).map((text) => text?.trim())).toEqual([
      'Open study path',
      'Open conversation',
      'Open Q&A requests',
    ]);
    const href = (name: string) => within(region).getByRole('link', { name }).getAttribute('href');
    expect(href('Open study path of Ana Silva')).toBe('/admin/applications/p1');
    expect(href('Open conversation with li@example.com')).toBe('/admin/messages?student=s2');
    expect(href('Open Q&A requests for Ana Silva')).toBe('/admin/info-requests');
    expect(within(region).getByText('Study path waiting for review')).toBeTruthy();
    expect(within(region).getByText(/In Review/)).toBeTruthy();
    expect(within(region).getByText(/Visa question/)).toBeTruthy();
    expect(within(region).getByText('Past the 48-hour review: 3')).toBeTruthy();
    expect(within(region).getByText('Showing the 3 due soonest of 5')).toBeTruthy();
  });

  it('links a minor waiting for consent to the student in Users', async () => {
    dashboard({
      [STATS]: () =>
        json(
          stats({
            needsAttention: {
              items: [
                attention({
                  kind: 'guardian_consent',
                  id: 's3',
                  studentId: 's3',
                  studentName: 'Lina Haddad',
                  studentEmail: 'lina+test@example.com',
                  since: ago(60 * 24 * 9),
                }),
              ],
              totals: {
                path_review: 0,
                unanswered_message: 0,
                pending_info_request: 0,
                guardian_consent: 0,
                document_review: 0,
                overdue_wait: 0,
              },
            },
          }),
        ),
    });
    const region = await screen.findByRole('region', { name: 'Needs Attention' });
    expect(within(region).getByText('Guardian consent waiting over 7 days')).toBeTruthy();
    const link = within(region).getByRole('link', { name: 'Find Lina Haddad in Users' });
    expect(link.textContent?.trim()).toBe('Find student in Users');
    expect(link.getAttribute('href')).toBe('/admin/users?search=lina%2Btest%40example.com');
  });

  it('says when nothing needs attention', async () => {
    dashboard({
      [STATS]: () =>
        json(
          stats({
            needsAttention: {
              items: [],
              totals: {
                path_review: 0,
                unanswered_message: 0,
                pending_info_request: 0,
                guardian_consent: 0,
                document_review: 0,
                overdue_wait: 0,
              },
            },
          }),
        ),
    });
    const region = await screen.findByRole('region', { name: 'Needs Attention' });
    expect(within(region).getByText('Nothing needs attention right now')).toBeTruthy();
  });

  it('draws the charts as named images with their figures in tables', async () => {
    dashboard();
    const byStatus = await screen.findByRole('region', { name: 'Study Paths by Status' });
    expect(
      within(byStatus).getByRole('img', { name: 'Bar chart: study paths by status' }),
    ).toBeTruthy();
    const statusTable = within(byStatus).getByRole('table', { name: 'Study Paths by Status' });
    expect(textsOf(within(statusTable).getAllByRole('row'))).toEqual([
      'StatusStudy paths',
      'New2',
      'In Review3',
    ]);

    const weekly = screen.getByRole('region', { name: 'New Students and Study Paths per Week' });
    // Two small charts on one scale, not two lines drawn over each other.
    expect(
      within(weekly).getByRole('img', {
        name: 'Line chart: new students per week, last 12 weeks',
      }),
    ).toBeTruthy();
    expect(
      within(weekly).getByRole('img', {
        name: 'Line chart: new study paths per week, last 12 weeks',
      }),
    ).toBeTruthy();
    const rows = within(
      within(weekly).getByRole('table', { name: 'New Students and Study Paths per Week' }),
    ).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[0]?.textContent).toBe('Week ofNew studentsNew study paths');
    expect(rows[12]?.textContent).toBe('Nov 4, 2026114');
  });

  it('refreshes every 10 seconds, even while the live stream is open', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fetchMock, queryClient } = dashboard();
    await screen.findByRole('region', { name: 'Total Users' });
    const stream = openLiveStream(queryClient);
    expect(callsTo(fetchMock, STATS)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(10_000);
    await waitFor(() => expect(callsTo(fetchMock, STATS)).toHaveLength(2));
    stream.close();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    dashboard({ [STATS]: () => json({ error: 'internal_error', message: 'Oops' }, 500) });
    expect(await screen.findByText('The dashboard could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
