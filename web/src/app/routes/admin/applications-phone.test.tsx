import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { applicationRow } from '../../../test/fixtures/admin-application.ts';
import { signedInAdmin as admin } from '../../../test/fixtures/session.ts';

/** A phone: every max-width query up to the 'sm' breakpoint matches. */
function onAPhone() {
  const original = window.matchMedia.bind(window);
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: /max-width/.test(query),
  }));
}

afterEach(() => {
  vi.restoreAllMocks();
});

// At 360 px the wide table scrolled the status out of sight (issue 24).
describe('/admin/applications on a phone', () => {
  it('shows the status under the student in each row, with View beside them', async () => {
    onAPhone();
    mockFetch({
      'GET /api/auth/me': () => json(admin),
      'GET /api/admin/applications?consultant=me&page=1&pageSize=20': () =>
        json({
          items: [applicationRow({ status: 'waiting_dli_decision', programPreferences: null })],
          total: 1,
          page: 1,
          pageSize: 20,
        }),
    });
    renderApp('/admin/applications');
    const [header, first] = await screen.findAllByRole('row');
    expect(within(header as HTMLElement).getAllByRole('columnheader')).toHaveLength(2);
    const cells = within(first as HTMLElement).getAllByRole('cell');
    expect(cells).toHaveLength(2);
    const student = within(cells[0] as HTMLElement);
    expect(student.getByText('Ana Silva')).toBeTruthy();
    expect(student.getByText('Waiting on the Decision from DLI')).toBeTruthy();
    // Who holds the path (issue 29), under the status.
    expect(student.getByText('Consultant:')).toBeTruthy();
    expect(student.getByText('Claire Dubois')).toBeTruthy();
    expect(student.getByText('Business & Management · Jan 10, 2026')).toBeTruthy();
    expect(
      within(cells[1] as HTMLElement).getByRole('link', {
        name: 'View the study path of Ana Silva',
      }),
    ).toBeTruthy();
  });
});
