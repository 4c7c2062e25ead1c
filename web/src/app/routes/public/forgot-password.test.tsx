import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch, never } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

const csrf = () => json({ csrfToken: 't' });

async function submitEmail(email: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
}

describe('/forgot-password', () => {
  it('links back to sign-in', async () => {
    mockFetch({});
    renderApp('/forgot-password');
    expect((await screen.findByRole('link', { name: 'Sign in' })).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('shows the email message of the schema and sends nothing', async () => {
    const fetchMock = mockFetch({});
    renderApp('/forgot-password');
    await submitEmail('ana@');
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/forgot-password')).toHaveLength(0);
  });

  it("reads 'Sending...' while the request is pending", async () => {
    mockFetch({ 'GET /api/csrf-token': csrf, 'POST /api/auth/forgot-password': never });
    renderApp('/forgot-password');
    await submitEmail('ana@example.com');
    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it("toasts 'Email sent!' and goes to /reset-password-sent", async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/forgot-password': () =>
        json({ message: 'If an account exists, a reset link has been sent.' }),
    });
    const { router } = renderApp('/forgot-password');
    await submitEmail(' Ana@Example.com ');
    expect(await screen.findByText('Email sent!')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/reset-password-sent'));
    expect(await screen.findByText('The reset link expires in 1 hour.')).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/auth/forgot-password');
    expect(request?.[1]?.body).toBe(JSON.stringify({ email: 'ana@example.com' }));
    expect(headersOf(request).get('X-CSRF-Token')).toBe('t');
  });

  it("toasts 'Request failed' with the text of the server's refusal and stays", async () => {
    mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/forgot-password': () =>
        json(
          {
            error: 'rate_limited',
            code: 'account.rate_limited',
            message: 'Too many attempts. Please wait a while and try again.',
          },
          429,
        ),
    });
    const { router } = renderApp('/forgot-password');
    await submitEmail('ana@example.com');
    expect(await screen.findByText('Request failed')).toBeTruthy();
    expect(screen.getByText('Too many attempts. Please wait a while and try again.')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/forgot-password');
  });

  it("toasts 'Request failed' with a generic text when the answer has no message", async () => {
    mockFetch({
      'GET /api/csrf-token': csrf,
      'POST /api/auth/forgot-password': () => new Response('', { status: 500 }),
    });
    renderApp('/forgot-password');
    await submitEmail('ana@example.com');
    expect(await screen.findByText('Request failed')).toBeTruthy();
    expect(screen.getByText('An error occurred. Please try again.')).toBeTruthy();
  });
});
