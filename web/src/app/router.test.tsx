import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../test/fetch-mock.ts';
import { renderApp } from '../test/render-app.tsx';
import {
  signedInAdmin as admin,
  signedInStudent as student,
  signedOut,
} from '../test/fixtures/session.ts';

const comingSoon = 'This section is coming in a later release.';

describe('route table', () => {
  it.each([
    '/dashboard',
    '/profile',
    '/profile/edit',
    '/pre-admission',
    '/applications',
    '/applications/create',
    '/application/42',
    '/application/42/payment',
    '/documents',
    '/messages',
  ])('%s is a built student page inside the student layout', async (path) => {
    mockFetch({ 'GET /api/auth/me': () => json(student) });
    const { router } = renderApp(path);
    expect(await screen.findByRole('navigation', { name: 'Student navigation' })).toBeTruthy();
    expect(screen.queryByText(comingSoon)).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    '/admin',
    '/admin/applications',
    '/admin/applications/42',
    '/admin/users',
    '/admin/audit',
    '/admin/documents',
    '/admin/info-requests',
    '/admin/messages',
  ])('%s is a built admin page inside the admin layout', async (path) => {
    mockFetch({ 'GET /api/auth/me': () => json(admin) });
    const { router } = renderApp(path);
    expect(await screen.findByRole('navigation', { name: 'Admin navigation' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(comingSoon)).toBeNull();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    ['/register', 'Create Account'],
    ['/verify-email-sent', 'Check Your Email'],
    ['/verify-email', 'Email Verification'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password-sent', 'Check Your Email'],
    ['/reset-password', 'Reset Password'],
  ])('%s is a public page', async (path, heading) => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { router } = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
  });
});
