import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PROFILE_DRAFT_KEY } from '../../../features/profile/lib/clear-profile-draft.ts';
import { hardNavigate } from '../../../lib/hard-navigate.ts';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { withProfile } from '../../../test/profile-edit-helpers.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { signedInStudent as student } from '../../../test/fixtures/session.ts';

vi.mock('../../../lib/hard-navigate.ts', () => ({ hardNavigate: vi.fn() }));

describe('student layout', () => {
  it('lists the student entries, highlights the current one and shows the account', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(student) });
    renderApp('/profile/edit');
    const nav = await screen.findByRole('navigation', { name: 'Student navigation' });
    const names = within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual([
      'Dashboard',
      'Profile',
      'Applications',
      'Pre-Admission',
      'Documents',
      'Chat With Our Advisor',
      // Issue 30: the student's own data, after the spec's six entries.
      'Privacy & data',
    ]);
    expect(within(nav).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(nav).getByText('ana@example.com')).toBeTruthy();
    expect(within(nav).getByText('Student Account')).toBeTruthy();
  });

  it('shows the unread message count on the advisor chat entry', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(student),
      'GET /api/messages/unread-count': () => json(3),
    });
    renderApp('/dashboard');
    const chat = await screen.findByRole('link', { name: /Chat With Our Advisor/ });
    await waitFor(() => expect(within(chat).getByText('3 unread messages')).toBeTruthy());
  });

  it('shows no badge when the unread count cannot be read', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': () => json(student) });
    renderApp('/dashboard');
    const chat = await screen.findByRole('link', { name: /Chat With Our Advisor/ });
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET /api/messages/unread-count')).toHaveLength(1),
    );
    expect(chat.textContent).toBe('Chat With Our Advisor');
  });

  it('opens the navigation drawer from the burger and closes it on navigation', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(student) });
    const { router } = renderApp('/dashboard');
    const burger = await screen.findByRole('button', { name: 'Toggle navigation' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(burger);
    const drawer = await screen.findByRole('dialog');
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(drawer).getByRole('link', { name: 'Documents' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/documents'));
    expect(burger.getAttribute('aria-expanded')).toBe('false');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('signs out and reloads on the landing page, even when the server call fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => json(student),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/logout': () => json({ error: 'internal_error', message: 'Oops' }, 500),
    });
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(callsTo(fetchMock, 'POST /api/auth/logout')).toHaveLength(1);
    expect(console.warn).toHaveBeenCalled();
  });

  it('wipes the unsaved profile draft at sign-out, which holds personal data', async () => {
    withProfile(profileAnswer({ legalFirstName: 'Ana' }), {
      'POST /api/auth/logout': () => json({ ok: true }),
    });
    renderApp('/profile/edit');
    fireEvent.change(await screen.findByLabelText(/^Preferred Name/), {
      target: { value: 'Aninha' },
    });
    expect(window.sessionStorage.getItem(PROFILE_DRAFT_KEY)).not.toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    await waitFor(() => expect(hardNavigate).toHaveBeenCalledWith('/'));
    expect(window.sessionStorage.getItem(PROFILE_DRAFT_KEY)).toBeNull();
  });
});
