import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/fixtures/session.ts';

describe('landing page', () => {
  it('sends Login to /login and every call to action to /register', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/');
    expect((await screen.findByRole('link', { name: 'Login' })).getAttribute('href')).toBe(
      '/login',
    );
    for (const name of ['Apply Now', 'Start Your Application', "Let's Start", 'Complete Profile']) {
      expect(screen.getByRole('link', { name }).getAttribute('href')).toBe('/register');
    }
  });

  it('shows the six journey steps and the statistics', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/');
    const journey = await screen.findByRole('region', { name: 'Your journey in six steps' });
    expect(
      within(journey)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual([
      'Complete profile',
      'Preliminary study plan',
      'Plan review and refinement',
      'Document upload and verification',
      'Application preparation and submission',
      'Visa application support',
    ]);
    for (const value of ['20+', '15,000+', '100+', '24/7', '1000+'])
      expect(screen.getByText(value)).toBeTruthy();
  });

  it('opens the terms and the privacy policy in a new tab', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/');
    for (const [name, href] of [
      ['Terms of Service', '/terms-of-service'],
      ['Privacy Policy', '/privacy-policy'],
    ] as const) {
      const link = await screen.findByRole('link', { name: new RegExp(name) });
      expect(link.getAttribute('href')).toBe(href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('offers the dashboard instead of Login to a signed-in user', async () => {
    mockFetch({
      'GET /api/auth/me': () =>
        json({
          id: '0b5cdb8e-3f6a-4d8e-9a52-1f1f4b1c2d3e',
          email: 'ana@example.com',
          role: 'student',
        }),
    });
    renderApp('/');
    expect(
      (await screen.findByRole('link', { name: 'Go to dashboard' })).getAttribute('href'),
    ).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
  });
});
