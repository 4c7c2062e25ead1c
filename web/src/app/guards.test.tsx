import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PROFILE_DRAFT_KEY } from '../features/profile/lib/clear-profile-draft.ts';
import { json, mockFetch, never } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { signedInStudent as student, signedOut } from '../test/fixtures/session.ts';

const admin = {
  id: '7f0e2a4c-8b1d-4c6e-a3f5-9d2b7e6c1a40',
  email: 'lead@studypath.ca',
  role: 'admin',
};

describe('route guards', () => {
  it('shows a spinner and no content while the session loads', () => {
    mockFetch({ 'GET /api/auth/me': () => never() });
    renderApp('/dashboard');
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('sends an anonymous visitor of a protected page to /login', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { router } = renderApp('/documents');
    expect(await screen.findByRole('heading', { name: 'Sign in to your account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends an anonymous visitor of an admin page to /login', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { router } = renderApp('/admin/users');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('sends a signed-in student on an admin page to /dashboard', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(student) });
    const { router } = renderApp('/admin/users');
    expect(await screen.findByRole('navigation', { name: 'Student navigation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(screen.queryByText('Admin Panel')).toBeNull();
  });

  it.each([
    '/dashboard',
    '/profile',
    '/documents',
    '/messages',
    '/applications',
    '/application/42',
  ])('sends a signed-in admin on the student page %s to /admin', async (path) => {
    mockFetch({ 'GET /api/auth/me': () => json(admin) });
    const { router } = renderApp(path);
    expect(await screen.findByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin');
    expect(screen.queryByRole('navigation', { name: 'Student navigation' })).toBeNull();
  });

  it('lets an admin in, and renders /admin/settings without the admin layout', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(admin) });
    const { router } = renderApp('/admin/settings');
    expect(await screen.findByRole('heading', { name: 'Settings' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.queryByText('Admin Panel')).toBeNull();
  });

  it('shows the admin layout on the other admin pages', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(admin) });
    renderApp('/admin/audit');
    expect(await screen.findByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    expect(screen.getByText('Administrator')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Audit Logs' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });
});

describe('a session that is over', () => {
  const leaveDraft = () =>
    window.sessionStorage.setItem(
      PROFILE_DRAFT_KEY,
      JSON.stringify({ owner: student.id, changes: { preferredName: 'Aninha' } }),
    );

  it('takes the unsaved profile draft of this tab with it', async () => {
    leaveDraft();
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { router } = renderApp('/profile/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(window.sessionStorage.getItem(PROFILE_DRAFT_KEY)).toBeNull());
  });

  it('is not assumed when the session check itself fails', async () => {
    leaveDraft();
    mockFetch({
      'GET /api/auth/me': () => json({ error: 'internal_error', message: 'Oops' }, 500),
    });
    const { router } = renderApp('/profile/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.sessionStorage.getItem(PROFILE_DRAFT_KEY)).not.toBeNull();
  });
});

describe('unknown routes', () => {
  it("show 'Page not found' with a link home", async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
