// The Privacy & data page (issue 30) belongs to students and guardians alike: each reaches it from
// their own area's navigation and reads it inside that area; a consultant is sent to their own
// area, and a signed-out visitor (the export email's link) signs in and comes back to it.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { signedInGuardian, studentsAnswer } from '../../../test/fixtures/guardian-area.ts';
import { signedInAdmin, signedInStudent, signedOut } from '../../../test/fixtures/session.ts';
import { renderApp } from '../../../test/render-app.tsx';

const noExport = () => json({ latest: null, nextRequestAt: null });

describe('/account/privacy', () => {
  it('is in the student’s navigation and opens inside the student area', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(signedInStudent),
      'GET /api/privacy/exports': noExport,
    });
    const { router } = renderApp('/dashboard');
    const navigation = await screen.findByRole('navigation', { name: 'Student navigation' });
    within(navigation).getByRole('link', { name: 'Privacy & data' }).click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account/privacy'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy & data' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Download my data' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Privacy & Data · StudyPath'));
  });

  it('opens inside the guardian area for a guardian, with their own words', async () => {
    mockFetch({
      'GET /api/auth/me': () => json(signedInGuardian),
      'GET /api/guardian/students': studentsAnswer(),
      'GET /api/privacy/exports': noExport,
    });
    renderApp('/account/privacy');
    const navigation = await screen.findByRole('navigation', { name: 'Guardian navigation' });
    expect(within(navigation).getByRole('link', { name: 'Privacy & data' })).toBeTruthy();
    expect(
      await screen.findByText(/for each student you follow, what your guardian area shows/),
    ).toBeTruthy();
  });

  it('sends a consultant to their own area', async () => {
    mockFetch({ 'GET /api/auth/me': () => json(signedInAdmin) });
    const { router } = renderApp('/account/privacy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'));
  });

  it('sends a signed-out visitor to sign in, returning to the page', async () => {
    mockFetch({ 'GET /api/auth/me': signedOut });
    const { router } = renderApp('/account/privacy');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/account/privacy')}`);
  });
});
