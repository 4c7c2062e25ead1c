// After signing in, a student or guardian whose account is scheduled for deletion is offered to
// cancel it (issue 30): once per visit.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AccountDeletionState } from '@studypath/domain/privacy';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { clearTabDrafts } from '../../../lib/tab-drafts.ts';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { DeletionScheduledNotice } from './deletion-scheduled-notice.tsx';

const state = (isScheduled: boolean): AccountDeletionState => ({
  scheduled: isScheduled
    ? { requestedAt: '2026-11-27T12:00:00.000Z', dueAt: '2026-12-27T12:00:00.000Z' }
    : null,
  deletionDate: '2026-12-27T12:00:00.000Z',
  keptDocuments: [],
  keptPayments: [],
  paymentsForStudents: 0,
});

function renderNotice() {
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>
          <DeletionScheduledNotice />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  clearTabDrafts();
});

describe('DeletionScheduledNotice', () => {
  it('offers to cancel a scheduled deletion, and cancels it', async () => {
    clearCsrfToken();
    const fetchMock = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'GET /api/privacy/deletion': () => json(state(true)),
      'DELETE /api/privacy/deletion': () => json(state(false)),
    });
    renderNotice();
    const dialog = await screen.findByRole('dialog', {
      name: 'Your account is scheduled for deletion',
    });
    expect(dialog.textContent).toContain('It will be deleted on Dec 27, 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel deletion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(callsTo(fetchMock, 'DELETE /api/privacy/deletion')).toHaveLength(1);
  });

  it('says it once per visit: kept, it does not come back on the next page', async () => {
    mockFetch({ 'GET /api/privacy/deletion': () => json(state(true)) });
    const first = renderNotice();
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Keep the deletion' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();

    renderNotice();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows nothing when no deletion is scheduled, or the state cannot be read', async () => {
    const fetchMock = mockFetch({ 'GET /api/privacy/deletion': () => json(state(false)) });
    renderNotice();
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/privacy/deletion')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
