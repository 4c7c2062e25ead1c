import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
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
});
