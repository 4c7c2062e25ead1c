import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { completeProfile, student } from '../../../test/fixtures/profile.ts';
import { renderApp } from '../../../test/render-app.tsx';

const ACCESS = 'GET /api/guardian-access';
const claire = {
  linkId: 'link-1',
  guardianEmail: 'claire@example.com',
  guardianName: 'Claire Martin',
  relationship: 'mother',
  linkedAt: '2026-11-26T10:00:00.000Z',
};
const paul = {
  ...claire,
  linkId: 'link-2',
  guardianEmail: 'paul@example.com',
  guardianName: null,
  relationship: null,
};

function dashboard(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'GET /api/user/profile': () => json(completeProfile),
    'GET /api/applications': () => json([]),
    'GET /api/documents': () => json([]),
    'GET /api/dashboard/todo': () => json({ items: [], isFirstSignIn: false }),
    'GET /api/guardian-consent': () =>
      json({
        state: 'not_needed',
        guardianEmail: null,
        openInvitation: null,
        waitingSince: null,
        lastDecision: null,
        invitationsLeftToday: 3,
      }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/dashboard') };
}

const welcome = () => screen.findByRole('heading', { name: 'Welcome back, Ana!' });

describe('the dashboard’s Guardian access card', () => {
  it('shows nothing when no guardian follows the student', async () => {
    const { fetchMock } = dashboard({ [ACCESS]: () => json({ guardians: [], canEnd: false }) });
    await welcome();
    await waitFor(() => expect(callsTo(fetchMock, ACCESS)).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Guardian access' })).toBeNull();
  });

  it('lists the guardians by name or email, relationship and date, with no End access under 18', async () => {
    dashboard({ [ACCESS]: () => json({ guardians: [claire, paul], canEnd: false }) });
    const card = (await screen.findByRole('heading', { name: 'Guardian access' })).closest(
      'section',
    ) as HTMLElement;
    expect(within(card).getByText('Claire Martin')).toBeTruthy();
    expect(within(card).getByText('Mother · Since Nov 26, 2026')).toBeTruthy();
    expect(within(card).getByText('paul@example.com')).toBeTruthy();
    expect(within(card).getByText('Since Nov 26, 2026')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /End access/ })).toBeNull();
  });

  it('ends a guardian’s access after a confirmation, once 18', async () => {
    let ended = false;
    const { fetchMock } = dashboard({
      [ACCESS]: () => json({ guardians: ended ? [] : [claire], canEnd: true }),
      'DELETE /api/guardian-access/link-1': () => {
        ended = true;
        return new Response(null, { status: 204 });
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'End access for Claire Martin' }));
    const dialog = await screen.findByRole('dialog', { name: "End this guardian's access?" });
    fireEvent.click(within(dialog).getByRole('button', { name: 'End access' }));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'DELETE /api/guardian-access/link-1')).toHaveLength(1),
    );
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: 'Guardian access' })).toBeNull(),
    );
  });
});
