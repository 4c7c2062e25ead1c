import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('/reset-password-sent', () => {
  it('says the link expires in 1 hour, lists the steps and leads back to sign-in', async () => {
    mockFetch({});
    renderApp('/reset-password-sent');
    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getByText('The reset link expires in 1 hour.')).toBeTruthy();
    expect(screen.getByText('Open the email we just sent you.')).toBeTruthy();
    expect(screen.getByText('Click the password reset link.')).toBeTruthy();
    expect(screen.getByText('Create a new password and sign in with it.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'request a new link' }).getAttribute('href')).toBe(
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Back to Sign In' }).getAttribute('href')).toBe(
      '/login',
    );
  });
});
