// The consultants' view of a student's guardian consent (issue 26): in the user dialog and on the
// study path page, only for a student it concerns.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentDocument } from '../../../test/fixtures/document.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { admin, renderPathDetail, studyPath } from '../../../test/fixtures/admin-application.ts';
import { consentDecision, consentStatus } from '../../../test/fixtures/guardian-consent.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { renderApp } from '../../../test/render-app.tsx';

const CONSENT = 'GET /api/admin/users/u1/guardian-consent';

const adminConsent = (fields: Record<string, unknown> = {}) => ({
  ...consentStatus(),
  decisions: [],
  ...fields,
});

const userDetail = {
  user: {
    id: 'u1',
    email: 'lina@example.com',
    role: 'student',
    isEmailVerified: true,
    createdAt: '2026-02-03T10:00:00.000Z',
  },
  profile: profileAnswer({ legalFirstName: 'Lina', legalLastName: 'Haddad' }),
  applications: [studyPath()],
  documents: [studentDocument({ userId: 'u1' })],
  statistics: {
    applications: 1,
    activeApplications: 1,
    documents: 1,
    messageThreads: 0,
    isEmailVerified: true,
  },
  isMinor: true,
};

async function openUserDialog(handlers: Record<string, FetchHandler>) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/admin/users?page=1&pageSize=20': () =>
      json({
        items: [
          {
            id: 'u1',
            email: 'lina@example.com',
            role: 'student',
            isEmailVerified: true,
            createdAt: '2026-02-03T10:00:00.000Z',
            legalFirstName: 'Lina',
            legalLastName: 'Haddad',
            pathway: null,
            academicGrade: null,
            country: null,
            completionPercentage: 40,
          },
        ],
        total: 1,
        page: 1,
        pageSize: 20,
      }),
    'GET /api/admin/users/u1': () => json(userDetail),
    'GET /api/admin/users/u1/payments': () => json([]),
    ...handlers,
  });
  renderApp('/admin/users');
  fireEvent.click(await screen.findByRole('button', { name: 'View lina@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'User Details' });
  await within(dialog).findByRole('region', { name: 'Statistics' });
  return { dialog, fetchMock };
}

describe('the guardian consent panel', () => {
  it('shows a minor waiting for consent in the user dialog, with since when', async () => {
    const { dialog } = await openUserDialog({ [CONSENT]: () => json(adminConsent()) });
    const panel = await within(dialog).findByRole('region', { name: 'Guardian consent' });
    expect(within(panel).getByRole('heading', { level: 3, name: 'Guardian consent' })).toBeTruthy();
    expect(within(panel).getByText('Waiting')).toBeTruthy();
    expect(within(panel).getByText('Waiting since Nov 22, 2026')).toBeTruthy();
    expect(within(panel).queryByRole('listitem')).toBeNull();
  });

  // The version shows as its first 12 hex digits (the fixture's start with ab12cd34ef56).
  it('lists every decision newest first, with who, on which text', async () => {
    const { dialog } = await openUserDialog({
      [CONSENT]: () =>
        json(
          adminConsent({
            state: 'given',
            openInvitation: null,
            waitingSince: null,
            lastDecision: consentDecision({
              decision: 'consented',
              decidedAt: '2026-11-24T10:00:00Z',
            }),
            decisions: [
              consentDecision(),
              consentDecision({
                decision: 'consented',
                guardianName: 'Karim Haddad',
                guardianEmail: 'karim@example.com',
                relationship: 'father',
                decidedAt: '2026-11-24T10:00:00Z',
              }),
            ],
          }),
        ),
    });
    const panel = await within(dialog).findByRole('region', { name: 'Guardian consent' });
    expect(within(panel).getByText('Given')).toBeTruthy();
    expect(within(panel).queryByText(/Waiting since/)).toBeNull();
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Consented by Karim Haddad (Father, karim@example.com) on Nov 24, 2026, text version ab12cd34ef56 (en)',
      'Refused by Claire Martin (Mother, claire@example.com) on Nov 20, 2026, text version ab12cd34ef56 (en)',
    ]);
  });

  it.each([
    ['refused', 'Refused'],
    ['withdrawn', 'Withdrawn'],
  ])('names the state by the last decision when it was %s', async (decision, badge) => {
    const last = consentDecision({ decision });
    const { dialog } = await openUserDialog({
      [CONSENT]: () => json(adminConsent({ lastDecision: last, decisions: [last] })),
    });
    const panel = await within(dialog).findByRole('region', { name: 'Guardian consent' });
    expect(within(panel).getByText(badge, { selector: '.mantine-Badge-label' })).toBeTruthy();
  });

  it('is left out for a student it does not concern', async () => {
    const { dialog, fetchMock } = await openUserDialog({
      [CONSENT]: () =>
        json(
          adminConsent({
            state: 'not_needed',
            guardianEmail: null,
            openInvitation: null,
            waitingSince: null,
          }),
        ),
    });
    await waitFor(() => expect(callsTo(fetchMock, CONSENT)).toHaveLength(1));
    await within(dialog).findByRole('region', { name: 'Study Paths' });
    expect(within(dialog).queryByRole('region', { name: 'Guardian consent' })).toBeNull();
  });

  it("shows on the study path page, in the student's part", async () => {
    renderPathDetail({
      'GET /api/admin/applications/p1': () => json(studyPath({ isMinor: true })),
      [CONSENT]: () => json(adminConsent()),
    });
    const panel = await screen.findByRole('region', { name: 'Guardian consent' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Guardian consent' })).toBeTruthy();
    expect(within(panel).getByText('Waiting since Nov 22, 2026')).toBeTruthy();
    const student = screen.getByRole('region', { name: 'Student Information' });
    expect(student.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says when the consent could not be loaded, with a way to try again', async () => {
    let attempts = 0;
    renderPathDetail({
      [CONSENT]: () => {
        attempts += 1;
        return attempts === 1 ? json({ error: 'internal' }, 500) : json(adminConsent());
      },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    const panel = await screen.findByRole('region', { name: 'Guardian consent' });
    expect(await within(panel).findByText('Waiting')).toBeTruthy();
  });
});
