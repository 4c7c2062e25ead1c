import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, headersOf, json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/fixtures/session.ts';

const csrf = () => json({ csrfToken: 't' });

interface Registration {
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
  acceptPrivacy: boolean;
}

const valid: Registration = {
  email: '  Ana@Example.com ',
  password: 'correct horse',
  confirmPassword: 'correct horse',
  acceptTerms: true,
  acceptPrivacy: true,
};

async function fillAndSubmit(values: Registration) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: values.email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: values.password } });
  fireEvent.change(screen.getByLabelText('Confirm Password'), {
    target: { value: values.confirmPassword },
  });
  const terms = screen.getByRole('checkbox', { name: 'I accept the Terms of Service' });
  const privacy = screen.getByRole('checkbox', { name: 'I accept the Privacy Policy' });
  if ((terms as HTMLInputElement).checked !== values.acceptTerms) fireEvent.click(terms);
  if ((privacy as HTMLInputElement).checked !== values.acceptPrivacy) fireEvent.click(privacy);
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('/register', () => {
  it('opens the legal pages in a new tab and links to sign-in', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/register');
    const terms = await screen.findByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms-of-service');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener noreferrer');
    const privacy = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(privacy.getAttribute('href')).toBe('/privacy-policy');
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByText('Already have an account?')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
  });

  it('shows the messages of the register schema and sends nothing', async () => {
    const fetchMock = mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/register');
    await fillAndSubmit({
      email: 'not-an-email',
      password: 'short',
      confirmPassword: '',
      acceptTerms: false,
      acceptPrivacy: false,
    });
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('You must accept the Terms of Service')).toBeTruthy();
    expect(screen.getByText('You must accept the Privacy Policy')).toBeTruthy();

    // The match is checked once the fields themselves are valid (the schema's refinement).
    await fillAndSubmit({ ...valid, confirmPassword: 'correct horsE' });
    expect(await screen.findByText("Passwords don't match")).toBeTruthy();
    expect(screen.queryByText('Invalid email address')).toBeNull();
    expect(screen.queryByText('You must accept the Terms of Service')).toBeNull();
    expect(callsTo(fetchMock, 'POST /api/auth/register')).toHaveLength(0);
  });

  it("reads 'Creating account...' while the request is pending", async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': csrf,
      'POST /api/auth/register': never,
    });
    renderApp('/register');
    await fillAndSubmit(valid);
    const button = await screen.findByRole('button', { name: 'Creating account...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('registers, toasts, shows the overlay and goes to /verify-email-sent after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': csrf,
      'POST /api/auth/register': () =>
        json({ message: 'Registration successful. Please check your email.' }, 201),
    });
    const { router } = renderApp('/register');
    await fillAndSubmit(valid);

    expect(await screen.findByText('Registration successful!')).toBeTruthy();
    expect(screen.getByText('Please check your email to verify your account.')).toBeTruthy();
    expect(screen.getByText('Redirecting to email verification...')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(400);
    });
    expect(router.state.location.pathname).toBe('/register');
    act(() => {
      vi.advanceTimersByTime(100);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify-email-sent'));
    // The notice can send the email again to the address just registered, without asking for it.
    expect(router.state.location.state).toEqual({ email: 'ana@example.com' });
    expect(
      await screen.findByRole('button', { name: 'Send the verification email again' }),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();

    const [request] = callsTo(fetchMock, 'POST /api/auth/register');
    expect(request?.[1]?.body).toBe(
      JSON.stringify({
        email: 'ana@example.com',
        password: 'correct horse',
        confirmPassword: 'correct horse',
        acceptTerms: true,
        acceptPrivacy: true,
        language: 'en',
      }),
    );
    expect(headersOf(request).get('X-CSRF-Token')).toBe('t');
  });

  it("shows 'Registration failed' with the sign-in-instead text for a taken email", async () => {
    mockFetch({
      'GET /api/auth/me': signedOut,
      'GET /api/csrf-token': csrf,
      'POST /api/auth/register': () =>
        json({ error: 'conflict', message: 'An account with this email already exists.' }, 409),
    });
    const { router } = renderApp('/register');
    await fillAndSubmit(valid);
    expect(await screen.findByText('Registration failed')).toBeTruthy();
    expect(
      screen.getByText('An account with this email already exists. Please sign in instead.'),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create account' })).toBeTruthy();
    expect(screen.queryByText('Redirecting to email verification...')).toBeNull();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('sends a visitor who is already signed in to their home', async () => {
    mockFetch({
      'GET /api/auth/me': () =>
        json({ id: '0b5cdb8e-3f6a-4d8e-9a52-1f1f4b1c2d3e', email: 'a@b.co', role: 'student' }),
    });
    const { router } = renderApp('/register');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
