import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { signedOut } from '../../../test/fixtures/session.ts';

describe('legal pages', () => {
  it('shows the terms of service in 15 numbered sections, dated by its revision, with the contact block', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/terms-of-service');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Service' })).toBeTruthy();
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => /^\d+\. /.test(h.textContent));
    expect(sections).toHaveLength(15);
    expect(sections[0]?.textContent).toBe('1. Our services');
    // The revision date, not the day the page is read.
    expect(screen.getByText('Last updated: Nov 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'hello@studypath.ca' })).toBeTruthy();
  });

  it('shows the privacy policy in 13 numbered sections with retention and password hashing', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/privacy-policy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeTruthy();
    const sections = screen
      .getAllByRole('heading', { level: 2 })
      .filter((h) => /^\d+\. /.test(h.textContent));
    expect(sections).toHaveLength(13);
    expect(
      screen.getByText(/application documents for 7 years, communication records for 3 years/),
    ).toBeTruthy();
    expect(screen.getByText(/hashed with Argon2 \(Argon2id\)/)).toBeTruthy();
    expect(screen.getByText('Last updated: Nov 22, 2026')).toBeTruthy();
    expect(screen.getByRole('link', { name: '+1 (416) 555-0142' })).toBeTruthy();
  });
});
