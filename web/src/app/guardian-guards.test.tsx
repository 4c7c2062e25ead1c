import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { signedInGuardian, studentsAnswer } from '../test/fixtures/guardian-area.ts';
import { signedInAdmin, signedInStudent, signedOut } from '../test/fixtures/session.ts';
import { renderApp } from '../test/render-app.tsx';
import { safeReturnPath } from './paths.ts';

describe('the guardian area’s guards (issue 26)', () => {
  it.each(['/dashboard', '/documents', '/admin', '/admin/users', '/admin/settings'])(
    'sends a guardian on %s to /guardian',
    async (path) => {
      mockFetch({
        'GET /api/auth/me': () => json(signedInGuardian),
        'GET /api/guardian/students': studentsAnswer(),
      });
      const { router } = renderApp(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/guardian'));
      expect(await screen.findByRole('navigation', { name: 'Guardian navigation' })).toBeTruthy();
    },
  );

  it.each([
    [signedInStudent, '/dashboard'],
    [signedInAdmin, '/admin'],
  ])('keeps a %o out of /guardian', async (user, home) => {
    mockFetch({ 'GET /api/auth/me': () => json(user) });
    const { router } = renderApp('/guardian');
    await waitFor(() => expect(router.state.location.pathname).toBe(home));
    expect(screen.queryByRole('navigation', { name: 'Guardian navigation' })).toBeNull();
  });

  it('sends a signed-out visitor of /guardian to sign in, returning there', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { router } = renderApp('/guardian?student=st-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(
      `?next=${encodeURIComponent('/guardian?student=st-1')}`,
    );
  });

  it('sends a guardian who signs in to /guardian', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(signedInGuardian),
      'GET /api/guardian/students': studentsAnswer(),
    });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardian'));
  });

  it('sends someone signed in from /login?next= to that page of the site', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(signedInGuardian),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    });
    const { router } = renderApp(`/login?next=${encodeURIComponent('/guardian/link?token=a')}`);
    await waitFor(() => expect(router.state.location.pathname).toBe('/guardian/link'));
    expect(router.state.location.search).toBe('?token=a');
  });
});

describe('safeReturnPath', () => {
  it('keeps a path of this site, with its query', () => {
    expect(safeReturnPath('/guardian/link?token=a')).toBe('/guardian/link?token=a');
    expect(safeReturnPath('/dashboard')).toBe('/dashboard');
  });

  it.each([
    null,
    '',
    'guardian',
    'https://evil.example/x',
    '//evil.example/x',
    '/\\evil.example',
    'javascript:alert(1)',
  ])('drops %o', (next) => {
    expect(safeReturnPath(next)).toBeNull();
  });
});
