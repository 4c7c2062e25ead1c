import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectLiveUpdates } from '../../../lib/live-updates.ts';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedInAdmin as admin } from '../../../test/fixtures/session.ts';

const MY_COUNTS = 'GET /api/admin/team/my-counts';

function adminArea(counts: () => Response) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    [MY_COUNTS]: counts,
  });
  // Audit Logs: a page that asks for none of the four lists, so the calls seen are the sidebar's.
  return { fetchMock, ...renderApp('/admin/audit') };
}

const navigation = () => screen.findByRole('navigation', { name: 'Admin navigation' });
const entry = (nav: HTMLElement, name: string) =>
  within(nav).getByRole('link', { name: new RegExp(`^${name}`) });

describe('admin layout', () => {
  it('shows beside the four lists what waits on the signed-in consultant, and nothing at 0', async () => {
    adminArea(() => json({ applications: 3, messages: 12, infoRequests: 0, documents: 1 }));
    const nav = await navigation();
    await waitFor(() =>
      expect(entry(nav, 'Study Paths').textContent).toBe('Study Paths33 waiting on you'),
    );
    // Screen readers hear what the number counts, not the number twice.
    expect(within(nav).getByRole('link', { name: 'Study Paths 3 waiting on you' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Messages 12 waiting on you' })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Documents 1 waiting on you' })).toBeTruthy();
    expect(entry(nav, 'Q&A Requests').textContent).toBe('Q&A Requests');
    expect(entry(nav, 'Users').textContent).toBe('Users');
  });

  it('shows no badge when the counts cannot be read', async () => {
    const { fetchMock } = adminArea(() => json({ error: 'internal', message: 'Oops' }, 500));
    const nav = await navigation();
    await waitFor(() => expect(callsTo(fetchMock, MY_COUNTS)).toHaveLength(1));
    for (const name of ['Study Paths', 'Documents', 'Messages', 'Q&A Requests']) {
      expect(entry(nav, name).textContent).toBe(name);
    }
  });

  it('reads the counts again when the live stream says one of the four lists changed', async () => {
    let counts = { applications: 0, messages: 1, infoRequests: 0, documents: 0 };
    const { fetchMock, queryClient } = adminArea(() => json(counts));
    const nav = await navigation();
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Messages 1 waiting on you' })).toBeTruthy(),
    );
    const source = new EventTarget();
    const connection = connectLiveUpdates({
      queryClient,
      onSessionEnded: () => undefined,
      createEventSource: () =>
        Object.assign(source, { readyState: 1, close: () => undefined }) as unknown as EventSource,
    });
    try {
      counts = { ...counts, messages: 2, infoRequests: 4 };
      const before = callsTo(fetchMock, MY_COUNTS).length;
      act(() => {
        source.dispatchEvent(
          new MessageEvent('change', {
            data: JSON.stringify({ kind: 'messages', id: 't1', applicationId: null }),
          }),
        );
      });
      await waitFor(() => expect(callsTo(fetchMock, MY_COUNTS).length).toBeGreaterThan(before));
      expect(
        await within(nav).findByRole('link', { name: 'Messages 2 waiting on you' }),
      ).toBeTruthy();
      expect(within(nav).getByRole('link', { name: 'Q&A Requests 4 waiting on you' })).toBeTruthy();
    } finally {
      act(() => connection.close());
    }
  });
});
