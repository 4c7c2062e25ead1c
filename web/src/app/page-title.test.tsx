import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import {
  signedInAdmin as admin,
  signedInStudent as student,
  signedOut,
} from '../test/fixtures/session.ts';

describe('page titles', () => {
  it.each([
    ['/login', 'Sign In · StudyPath'],
    ['/register', 'Create Account · StudyPath'],
    ['/forgot-password', 'Forgot Password · StudyPath'],
    ['/terms-of-service', 'Terms of Service · StudyPath'],
    ['/no/such/page', 'Page not found · StudyPath'],
  ])('names %s in the tab as "%s"', async (path, title) => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it.each([
    ['/dashboard', 'Dashboard · StudyPath'],
    ['/profile/edit', 'Edit Profile · StudyPath'],
    ['/messages', 'Chat With Our Advisor · StudyPath'],
  ])('names the student page %s "%s"', async (path, title) => {
    mockFetch({ 'GET /api/auth/me': () => json(student) });
    renderApp(path);
    await waitFor(() => expect(document.title).toBe(title));
  });

  it('names the admin pages', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(admin) });
    renderApp('/admin/audit');
    await waitFor(() => expect(document.title).toBe('Audit Logs · StudyPath'));
  });
});

describe('the 404 page', () => {
  it('keeps the site header with the way home', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    const header = screen.getByRole('banner');
    expect(header.querySelector('a[href="/"]')).not.toBeNull();
  });
});
