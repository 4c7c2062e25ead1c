import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/fixtures/session.ts';

const csrf = () => json({ csrfToken: 't' });
const token = 'Zr8aQw-3_kLmNoPqRsTuVwXyZ0123456';

async function submitPasswords(password: string, confirmPassword: string) {
  fireEvent.change(await screen.findByLabelText('New Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), {
    target: { value: confirmPassword },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

describe('/reset-password', () => {
  it.each([
    ['has no token', '/reset-password'],
    ['has a token that cannot be one of ours', '/reset-password?token=nope'],
  ])("toasts 'Invalid link' and sends nothing when the link %s", async (_case, path) => {
    const fetchMock = mockFetch({ 'GET /api/csrf-token': csrf });
    const { router } = renderApp(path);
    await submitPasswords('new password 1', 'new password 1');
    expect(await screen.findByText('Invalid link')).toBeTruthy();
    expect(screen.getByText('The reset link is invalid.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')).toHaveLength(0);
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it('shows the password messages of the schema and sends nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/csrf-token': csrf });
    renderApp(`/reset-password?token=${token}`);
    await submitPasswords('short', 'short');
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    await submitPasswords('new password 1', 'new password 2');
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/reset-password')).toHaveLength(0);
  });

  it("reads 'Resetting...' while the request is pending", async () => {
    mockFetch({ 'GET /api/csrf-token': csrf, 'POST /api/auth/reset-password': never });
    renderApp(`/reset-password?token=${token}`);
    await submitPasswords('new password 1', 'new password 1');
    const button = await screen.findByRole('button', { name: 'Resetting...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("sends the token with the new password, toasts 'Password reset successful!' and goes to /login", async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': csrf,
      'POST /api/auth/reset-password': () => json({ message: 'Password has been reset.' }),
    });
    const { router } = renderApp(`/reset-password?token=${token}`);
    await submitPasswords('new password 1', 'new password 1');
    expect(await screen.findByText('Password reset successful!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const [request] = callsTo(fetchMock, 'POST /api/auth/reset-password');
    expect(request?.[1]?.body).toBe(
      JSON.stringify({ password: 'new password 1', confirmPassword: 'new password 1', token }),
    );
    expect(headersOf(request).get('X-CSRF-Token')).toBe('t');
  });

  it("toasts 'Reset failed' with the text of the server's refusal", async () => {
    mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/reset-password': () =>
        json(
          {
            error: 'rate_limited',
            code: 'account.rate_limited',
            message: 'Too many attempts. Please wait a while and try again.',
          },
          429,
        ),
    });
    const { router } = renderApp(`/reset-password?token=${token}`);
    await submitPasswords('new password 1', 'new password 1');
    expect(await screen.findByText('Reset failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a while and try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/reset-password');
  });

  it("toasts 'Reset failed' with the default text when the answer has no message", async () => {
    mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/reset-password': () => new Response('', { status: 500 }),
    });
    renderApp(`/reset-password?token=${token}`);
    await submitPasswords('new password 1', 'new password 1');
    expect(await screen.findByText('Reset failed')).toBeTruthy();
    expect(screen.getByText('The reset link is invalid or has expired.')).toBeTruthy();
  });
});
