import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { admin } from '../../../test/fixtures/admin-application.ts';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const since = new Date(Date.now() - 2 * 24 * 60 * 60_000).toISOString();

const stats = {
  totalUsers: 12,
  totalApplications: 5,
  totalDocuments: 31,
  totalMessages: 7,
  recentActivity: [],
  pathsByStatus: [{ status: 'docs_needed', count: 5 }],
  weekly: [],
  needsAttention: {
    items: [
      {
        kind: 'document_review',
        id: 'p7',
        applicationId: 'p7',
        threadId: null,
        studentId: 's1',
        studentEmail: 'ana@example.com',
        studentName: 'Ana Silva',
        since,
        dueAt: since,
        status: null,
        subject: null,
        consultantId: null,
        consultantName: null,
      },
    ],
    totals: {
      path_review: 0,
      unanswered_message: 0,
      pending_info_request: 0,
      guardian_consent: 0,
      document_review: 1,
      overdue_wait: 0,
    },
  },
};

describe('/admin needs attention: documents waiting for review', () => {
  // jsdom lays nothing out, so recharts warns that its charts have no size.
  beforeEach(() => {
    const warn = console.warn;
    vi.spyOn(console, 'warn').mockImplementation((...args: unknown[]) => {
      if (String(args[0]).includes('of chart should be greater than 0')) return;
      warn(...args);
    });
  });

  it("lists a path with uploads to review, its total, and links to the path's page", async () => {
    mockFetch({
      'GET /api/auth/me': () => json(admin),
      'GET /api/admin/stats': () => json(stats),
      'GET /api/admin/team': () => json({ consultants: [], weekly: [], unassignedPaths: 0 }),
    });
    renderApp('/admin');
    const region = await screen.findByRole('region', { name: 'Needs Attention' });
    expect(await within(region).findByText('Documents waiting for review: 1')).toBeTruthy();
    expect(
      within(region).getByText('Documents waiting for review', { selector: 'p' }),
    ).toBeTruthy();
    const link = within(region).getByRole('link', { name: 'Open study path of Ana Silva' });
    expect(link.textContent?.trim()).toBe('Open study path');
    expect(link.getAttribute('href')).toBe('/admin/applications/p7');
  });
});
