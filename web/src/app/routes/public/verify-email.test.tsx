import { act, configure, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, headersOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/fixtures/session.ts';

const csrf = () => json({ csrfToken: 't' });
const token = 'k3Jd8_xQz-19aBcDeFgHiJkLmNoPqRsT';

// The app runs in StrictMode, which mounts, unmounts and remounts every effect in development:
// the single-use token must still be posted once.
beforeEach(() => {
  configure({ reactStrictMode: true });
});
afterEach(() => {
  configure({ reactStrictMode: false });
  vi.useRealTimers();
});

function deferred() {
  let resolve: (res: Response) => void = () => {};
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe('/verify-email', () => {
  it('posts the token once, then says Email Verified and goes to /login after 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const answer = deferred();
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': csrf,
      'POST /api/auth/verify-email': () => answer.promise,
    });
    const { router } = renderApp(`/verify-email?token=${token}`);

    expect(await screen.findByText('Verifying your email...')).toBeTruthy();
    answer.resolve(json({ message: 'Email verified successfully', outcome: 'verified' }));
    expect(await screen.findByText('Email Verified')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in now' }).getAttribute('href')).toBe('/login');

    act(() => {
      vi.advanceTimersByTime(2900);
    });
    expect(router.state.location.pathname).toBe('/verify-email');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    const posts = callsTo(fetchMock, 'POST /api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[1]?.body).toBe(JSON.stringify({ token }));
    expect(headersOf(posts[0]).get('X-CSRF-Token')).toBe('t');
  });

  it('says the email is already verified, with a sign-in button and no redirect, for a link opened again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': csrf,
      'POST /api/auth/verify-email': () =>
        json({ message: 'Your email is already verified', outcome: 'already_verified' }),
    });
    const { router } = renderApp(`/verify-email?token=${token}`);
    expect(await screen.findByText('Your email is already verified')).toBeTruthy();
    expect(screen.queryByText('Verification Failed')).toBeNull();
    expect(screen.queryByText('Email Verified')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it("shows Verification Failed with the text of the server's refusal", async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/verify-email': () =>
        json(
          {
            error: 'rate_limited',
            code: 'account.rate_limited',
            message: 'Too many attempts. Please wait a while and try again.',
          },
          429,
        ),
    });
    const { router } = renderApp(`/verify-email?token=${token}`);
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a while and try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(callsTo(fetchMock, 'POST /api/auth/verify-email')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/verify-email');
  });

  it('falls back to the default failure text when the answer carries no message', async () => {
    mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/verify-email': () => new Response('', { status: 502 }),
    });
    renderApp(`/verify-email?token=${token}`);
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('The verification link is invalid or has expired')).toBeTruthy();
  });

  it('posts a malformed token too and ends in Verification Failed with the server’s reason', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/verify-email': () =>
        json(
          {
            error: 'validation_error',
            message: 'The link is invalid.',
            details: [{ field: 'token', message: 'The link is invalid.' }],
          },
          400,
        ),
    });
    renderApp('/verify-email?token=abc');
    expect(await screen.findByText('Verification Failed')).toBeTruthy();
    expect(screen.getByText('The link is invalid.')).toBeTruthy();
    expect(screen.queryByText('Invalid Verification Link')).toBeNull();
    const posts = callsTo(fetchMock, 'POST /api/auth/verify-email');
    expect(posts).toHaveLength(1);
    expect(posts[0]?.[1]?.body).toBe(JSON.stringify({ token: 'abc' }));
  });

  it.each([
    ['without a token', '/verify-email'],
    ['with an empty token', '/verify-email?token='],
    ['with a blank token', '/verify-email?token=%20%20'],
  ])('shows Invalid Verification Link %s and posts nothing', async (_case, path) => {
    const fetchMock = mockFetch({});
    renderApp(path);
    expect(await screen.findByText('Invalid Verification Link')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
    expect(callsTo(fetchMock, 'POST /api/auth/verify-email')).toHaveLength(0);
  });
});
