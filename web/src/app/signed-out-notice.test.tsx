import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import { admin } from '../test/fixtures/admin-application.ts';
import { profileAnswer } from '../test/fixtures/profile.ts';

const sessionEnded = () => json({ error: 'unauthorized', message: 'You are not signed in.' }, 401);

describe('a change refused because the session ended', () => {
  it("says 'You are not signed in.' with a link to sign in", async () => {
    mockFetch({
      'GET /api/auth/me': () => json(admin),
      'GET /api/admin/packages': () => json([]),
      'GET /api/user/profile': () => json(profileAnswer({ displayName: 'Sarah Johnson' })),
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'PUT /api/user/profile': sessionEnded,
    });
    renderApp('/admin/settings');
    const section = await screen.findByRole('region', { name: 'Display Name' });
    const name = await within(section).findByRole<HTMLInputElement>('textbox', {
      name: 'Display Name',
    });
    await waitFor(() => expect(name.value).toBe('Sarah Johnson'));
    fireEvent.click(within(section).getByRole('button', { name: 'Save' }));
    const signIn = await screen.findByRole('link', { name: 'Sign in' });
    expect(signIn.getAttribute('href')).toBe('/login');
    // The toast with the link says it (the screen's own toast may still be fading out).
    const notice = screen
      .getAllByRole('alert')
      .find((alert) => within(alert).queryByRole('link', { name: 'Sign in' }));
    expect(notice && within(notice).getByText('You are not signed in.')).toBeTruthy();
  });

  it('is not what a refused sign-in shows', async () => {
    mockFetch({
      'GET /api/auth/me': () => json({ error: 'unauthorized', message: 'Sign in required' }, 401),
      'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
      'POST /api/auth/login': () =>
        json({ error: 'unauthorized', message: 'Invalid credentials' }, 401),
    });
    renderApp('/login');
    fireEvent.change(await screen.findByLabelText('Email'), {
      target: { value: 'ana@example.com' },
    });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong-password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('You are not signed in.')).toBeNull();
  });
});
