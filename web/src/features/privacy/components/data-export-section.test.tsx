// "Download my data" on the Privacy & data page (issue 30, item 1): the button asks for the
// export, the page follows its progress until it is ready, then offers the download until it
// expires; within a day of the last one it says when the next may be asked for, and a refusal
// shows the refusal's own text.
import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { DataExport, DataExportState } from '@studypath/domain/privacy';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearCsrfToken } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { DATA_EXPORT_POLL_MS } from '../api/get-data-exports.ts';
import { DataExportSection, type PrivacyAudience } from './data-export-section.tsx';

const exportId = '00000000-0000-4000-8000-0000000000e1';
const queued: DataExport = {
  id: exportId,
  status: 'queued',
  progress: 0,
  requestedAt: '2026-11-27T12:00:00.000Z',
  finishedAt: null,
  expiresAt: null,
  sizeBytes: null,
  downloadUrl: null,
};
const running: DataExport = { ...queued, status: 'running', progress: 40 };
const ready: DataExport = {
  ...queued,
  status: 'ready',
  progress: 100,
  finishedAt: '2026-11-27T12:05:00.000Z',
  expiresAt: '2026-11-28T12:05:00.000Z',
  sizeBytes: 2_621_440,
  downloadUrl: `/api/privacy/exports/${exportId}/download`,
};
const nextRequestAt = '2026-11-28T12:00:00.000Z';
const none: DataExportState = { latest: null, nextRequestAt: null };

function renderSection(
  handlers: Record<string, FetchHandler>,
  audience: PrivacyAudience = 'student',
) {
  clearCsrfToken();
  const fetchMock = mockFetch({
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    ...handlers,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <QueryClientProvider client={createQueryClient()}>
          <DataExportSection audience={audience} />
        </QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>,
  );
  return fetchMock;
}

/** Answers the states in turn, then the last one for good. */
function inTurn(...states: DataExportState[]): FetchHandler {
  let call = 0;
  return () => json(states[Math.min(call++, states.length - 1)]);
}

const askButton = () => screen.findByRole('button', { name: 'Download my data' });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('DataExportSection', () => {
  it('says what the zip holds for a student, and lets them ask', async () => {
    renderSection({ 'GET /api/privacy/exports': () => json(none) });
    expect(await screen.findByText(/messages, information requests, documents/)).toBeTruthy();
    expect((await askButton()).hasAttribute('disabled')).toBe(false);
  });

  it('tells a guardian it holds what their guardian area shows of each student', async () => {
    renderSection({ 'GET /api/privacy/exports': () => json(none) }, 'guardian');
    expect(
      await screen.findByText(/for each student you follow, what your guardian area/),
    ).toBeTruthy();
  });

  it('asks for the export, follows its progress every few seconds, then offers the download', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = renderSection({
      'GET /api/privacy/exports': inTurn(
        none,
        { latest: queued, nextRequestAt },
        { latest: running, nextRequestAt },
        { latest: ready, nextRequestAt },
      ),
      'POST /api/privacy/exports': () => json(queued, 202),
    });
    fireEvent.click(await askButton());
    expect(await screen.findByText('Waiting to start…')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Download my data' })).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/privacy/exports')).toHaveLength(1);

    await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS);
    expect(await screen.findByText('Preparing your data: 40%')).toBeTruthy();
    expect(
      screen
        .getByRole('progressbar', { name: 'Progress of your data export' })
        .getAttribute('aria-valuenow'),
    ).toBe('40');

    await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS);
    expect(await screen.findByText('Your data is ready')).toBeTruthy();
    const download = screen.getByRole('link', { name: 'Download the zip file (2.50 MB)' });
    expect(download.getAttribute('href')).toBe(ready.downloadUrl);
    expect(screen.getByText('The download works until Nov 28, 2026, 12:05 PM.')).toBeTruthy();
    // Ready: no more polling.
    const polls = callsTo(fetchMock, 'GET /api/privacy/exports').length;
    await vi.advanceTimersByTimeAsync(DATA_EXPORT_POLL_MS * 3);
    expect(callsTo(fetchMock, 'GET /api/privacy/exports')).toHaveLength(polls);
  });

  it('says within a day of the last export when the next may be asked for', async () => {
    renderSection({ 'GET /api/privacy/exports': () => json({ latest: ready, nextRequestAt }) });
    expect(
      await screen.findByText(
        'You can download your data once a day. You can ask again after Nov 28, 2026, 12:00 PM.',
      ),
    ).toBeTruthy();
    expect((await askButton()).hasAttribute('disabled')).toBe(true);
  });

  it('shows an expired export without a link, and lets the person ask again', async () => {
    const expired: DataExport = { ...ready, status: 'expired', downloadUrl: null };
    renderSection({
      'GET /api/privacy/exports': () => json({ latest: expired, nextRequestAt: null }),
    });
    expect(
      await screen.findByText('Your last download expired on Nov 28, 2026, 12:05 PM.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
    expect((await askButton()).hasAttribute('disabled')).toBe(false);
  });

  it('says a failed export failed, and lets the person ask again', async () => {
    const failed: DataExport = { ...queued, status: 'failed', finishedAt: queued.requestedAt };
    renderSection({
      'GET /api/privacy/exports': () => json({ latest: failed, nextRequestAt: null }),
    });
    expect(await screen.findByText('We could not prepare your data')).toBeTruthy();
    expect((await askButton()).hasAttribute('disabled')).toBe(false);
  });

  it('shows the one-a-day refusal in its own words', async () => {
    renderSection({
      'GET /api/privacy/exports': () => json(none),
      'POST /api/privacy/exports': () =>
        json(
          {
            error: 'rate_limited',
            code: 'data_export.daily_limit',
            message: 'You can download your data once a day.',
          },
          429,
        ),
    });
    fireEvent.click(await askButton());
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain(
        'You can download your data once a day. This page says when you can ask again.',
      ),
    );
  });
});
