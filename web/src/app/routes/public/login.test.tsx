import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import {
  signedInAdmin as admin,
  signedInStudent as student,
  signedOut,
} from '../../../test/fixtures/session.ts';

async function fillAndSubmit(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** Signs in on /login with a password the server refuses (401). */
async function signInWithWrongPassword() {
  mockFetch({
    'GET /api/auth/me': signedOut,
    'GET /api/csrf-token': () => json({ csrfToken: 't' }),
    'POST /api/auth/login': () =>
      json({ error: 'unauthorized', message: 'Invalid credentials' }, 401),
  });
  renderApp('/login');
  await fillAndSubmit('ana@example.com', 'wrong-password');
}

describe('/login', () => {
  it('links to password recovery and registration', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/login');
    expect(
      (await screen.findByRole('link', { name: 'Forgot password?' })).getAttribute('href'),
    ).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe(
      '/register',
    );
  });

  it('shows the validation messages of the login schema and sends nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/login');
    await fillAndSubmit('not-an-email', '');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(0);
  });

  it("shows a 'Login failed' toast with the mapped message when the credentials are wrong", async () => {
    await signInWithWrongPassword();
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid email or password. Please try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeTruthy();
  });

  it('offers to send the verification email again when the account is not verified yet', async () => {
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/login': () =>
        json(
          { error: 'email_not_verified', message: 'Please verify your email address first.' },
          403,
        ),
      'POST /api/auth/resend-verification': () => json({ message: 'same for everyone' }),
    });
    renderApp('/login');
    expect(screen.queryByRole('button', { name: 'Send the verification email again' })).toBeNull();
    await fillAndSubmit(' Ana@Example.com', 'correct horse');
    const send = await screen.findByRole('button', { name: 'Send the verification email again' });
    const signInCalls = callsTo(fetchMock, 'POST /api/auth/login').length;
    fireEvent.click(send);
    expect(
      await screen.findByText(
        'If that email belongs to an account waiting for verification, we have sent a new verification link.',
      ),
    ).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/auth/resend-verification');
    expect(request?.[1]?.body).toBe(JSON.stringify({ email: 'ana@example.com' }));
    expect(headersOf(request).get('X-CSRF-Token')).toBe('t');
    // The button sits in the sign-in form, but sending the email again is not signing in.
    expect(callsTo(fetchMock, 'POST /api/auth/login')).toHaveLength(signInCalls);

    // Another address is another account: the offer goes until that one is refused too.
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'other@example.com' } });
    expect(screen.queryByRole('button', { name: 'Send the verification email again' })).toBeNull();
  });

  it('does not offer the verification email for wrong credentials, and underlines the register link', async () => {
    await signInWithWrongPassword();
    expect(await screen.findByText('Invalid email or password. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send the verification email again' })).toBeNull();
    expect(
      screen.getByRole('link', { name: 'Create an account' }).getAttribute('data-underline'),
    ).toBe('always');
  });

  it('signs in, greets, shows the redirect overlay and lands a student on /dashboard', async () => {
    let me = signedOut;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => me(),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/login': () => {
        me = () => json(student);
        return json({ user: student });
      },
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('  Ana@Example.com ', 'correct horse');
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Redirecting to your dashboard...')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const [login] = callsTo(fetchMock, 'POST /api/auth/login');
    expect(login?.[1]?.body).toBe(
      JSON.stringify({ email: 'ana@example.com', password: 'correct horse' }),
    );
    expect(headersOf(login).get('X-CSRF-Token')).toBe('t');
  });

  it('lands an admin on /admin', async () => {
    let me = signedOut;
    mockFetch({
      'GET /api/auth/me': () => me(),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/login': () => {
        me = () => json(admin);
        return json({ user: admin });
      },
    });
    const { router } = renderApp('/login');
    await fillAndSubmit('lead@studypath.ca', 'correct horse');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
    expect(await screen.findByText('Admin Panel')).toBeTruthy();
  });

  it('has the session refreshed, and no check running, before it greets and moves on', async () => {
    let me: () => Response | Promise<Response> = signedOut;
    const fetchMock = mockFetch({
      'GET /api/auth/me': () => me(),
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/login': () => {
        // A server slow to answer, as on a loaded machine.
        me = () => new Promise((resolve) => setTimeout(() => resolve(json(admin)), 300));
        return json({ user: admin });
      },
    });
    const { router, queryClient } = renderApp('/login');
    await screen.findByLabelText('Email');
    const checksBefore = callsTo(fetchMock, 'GET /api/auth/me').length;
    await fillAndSubmit('lead@studypath.ca', 'correct horse');
    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    // Asked once more after the sign-in, answered before the greeting: nothing is left running
    // that the move to the admin area could abandon.
    expect(callsTo(fetchMock, 'GET /api/auth/me')).toHaveLength(checksBefore + 1);
    expect(queryClient.isFetching({ queryKey: ['/api/auth/me'] })).toBe(0);
    expect(queryClient.getQueryData(['/api/auth/me'])).toMatchObject({ role: 'admin' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a visitor who is already signed in to their home', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(admin) });
    const { router } = renderApp('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });
});
