import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, headersOf, json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/verify-email-sent', () => {
  it('lists the steps, points to spam and support, and leads back to sign-in', async () => {
    mockFetch({});
    renderApp('/verify-email-sent');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('Open the email we just sent you.')).toBeTruthy();
    expect(screen.getByText('Click the verification link in the email.')).toBeTruthy();
    expect(screen.getByText('Return here and sign in to your account.')).toBeTruthy();
    expect(screen.getByText(/Check your spam or junk folder/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@studypath.ca' }).getAttribute('href')).toBe(
      'mailto:hello@studypath.ca',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('underlines the support link inside the help sentence (not told apart by colour alone)', async () => {
    mockFetch({});
    renderApp('/verify-email-sent');
    const link = await screen.findByRole('link', { name: 'hello@studypath.ca' });
    expect(link.getAttribute('data-underline')).toBe('always');
  });

  it('sends the verification email again to the address just registered', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/resend-verification': () => json({ message: 'same for everyone' }),
    });
    const { router } = renderApp('/register');
    await act(() => router.navigate('/verify-email-sent', { state: { email: 'ana@example.com' } }));
    fireEvent.click(
      await screen.findByRole('button', { name: 'Send the verification email again' }),
    );
    expect(
      await screen.findByText(
        'If that email belongs to an account waiting for verification, we have sent a new verification link.',
      ),
    ).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/auth/resend-verification');
    expect(request?.[1]?.body).toBe(JSON.stringify({ email: 'ana@example.com' }));
    expect(headersOf(request).get('X-CSRF-Token')).toBe('t');
  });

  it('asks for the address when the page was opened directly, and says when to wait', async () => {
    const fetchMock = mockFetch({
      'GET /api/csrf-token': () => json({ csrfToken: 't' }),
      'POST /api/auth/resend-verification': () =>
        json({ error: 'rate_limited', message: 'Too many attempts.' }, 429),
    });
    renderApp('/verify-email-sent');
    const send = await screen.findByRole('button', { name: 'Send the verification email again' });
    fireEvent.click(send);
    expect(await screen.findByText('Invalid email address')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/auth/resend-verification')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' Ana@Example.com' } });
    fireEvent.click(send);
    expect(
      await screen.findByText('Too many attempts. Please wait a while and try again.'),
    ).toBeTruthy();
    const [request] = callsTo(fetchMock, 'POST /api/auth/resend-verification');
    expect(request?.[1]?.body).toBe(JSON.stringify({ email: 'ana@example.com' }));
  });
});
