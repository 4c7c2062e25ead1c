import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch } from '../../../test/fetch-mock.ts';
import { studentDocument } from '../../../test/fixtures/document.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { completeProfile, profileAnswer, student } from '../../../test/fixtures/profile.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const path = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  status: 'in_review',
  specificProgram: null,
  fieldOfStudy: 'Engineering',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: daysAgo(10),
  ...fields,
});

function dashboard(handlers: Record<string, () => Response> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/user/profile': () => json(profileAnswer({ completionPercentage: 22 })),
    'GET /api/documents': () => json([]),
    'GET /api/dashboard/todo': () => json({ items: [], isFirstSignIn: false }),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/dashboard') };
}

const card = (name: string) => screen.getByRole('region', { name });
const linkIn = (region: HTMLElement, name: string) =>
  within(region).getByRole('link', { name }).getAttribute('href');

describe('/dashboard', () => {
  it('shows a new student the zero state while the study path and message endpoints do not exist yet', async () => {
    const { fetchMock } = dashboard();
    expect(await screen.findByRole('heading', { name: 'Welcome back, ana.souza!' })).toBeTruthy();
    const alert = screen.getByText(/Your profile is 22% complete/).closest('[role="alert"]');
    expect(within(alert as HTMLElement).getByText('Complete Your Profile')).toBeTruthy();
    expect(linkIn(alert as HTMLElement, 'Complete Profile')).toBe('/profile/edit');
    expect(screen.queryByText('Recent Update')).toBeNull();
    expect(screen.queryByText('New Messages')).toBeNull();

    expect(within(card('Profile')).getByText('22%')).toBeTruthy();
    expect(linkIn(card('Profile'), 'Edit Profile')).toBe('/profile/edit');
    expect(within(card('Study Path Status')).getByText('Not started')).toBeTruthy();
    expect(linkIn(card('Study Path Status'), 'Complete Profile First')).toBe('/profile/edit');
    expect(within(card('Documents')).getByText('0')).toBeTruthy();
    expect(linkIn(card('Documents'), 'Manage Documents')).toBe('/documents');
    expect(within(card('Messages')).getByText('0')).toBeTruthy();
    expect(linkIn(card('Messages'), 'View Messages')).toBe('/messages');

    expect(linkIn(card('No Active Study Path'), 'Complete Your Profile')).toBe('/profile/edit');
    for (const endpoint of [
      '/api/applications',
      '/api/applications/my-application',
      '/api/documents',
    ]) {
      expect(callsTo(fetchMock, `GET ${endpoint}`)).toHaveLength(1);
    }
  });

  it('points a student with a complete profile and no path to the study paths', async () => {
    dashboard({
      'GET /api/user/profile': () => json(completeProfile),
      'GET /api/applications': () => json([]),
    });
    expect(await screen.findByRole('heading', { name: 'Welcome back, Ana!' })).toBeTruthy();
    expect(screen.queryByText('Complete Your Profile')).toBeNull();
    expect(linkIn(card('Study Path Status'), 'Start Study Path')).toBe('/applications/create');
    expect(linkIn(card('No Active Study Path'), 'Go to Study Paths')).toBe('/applications');
  });

  it('shows the alerts for a path changed today and for unread messages', async () => {
    dashboard({
      'GET /api/user/profile': () => json(completeProfile),
      'GET /api/applications': () =>
        json([
          path('p1', { updatedAt: daysAgo(0), specificProgram: 'Civil Engineering Technology' }),
        ]),
      'GET /api/applications/my-application': () => json(path('p1', { updatedAt: daysAgo(0) })),
      'GET /api/documents': () => json([studentDocument(), studentDocument({ id: 'd2' })]),
      'GET /api/messages/unread-count': () => json(3),
    });
    expect(await screen.findByText('Recent Update')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View Study Path' }).getAttribute('href')).toBe(
      '/application/p1',
    );
    await waitFor(() => expect(screen.getByText('New Messages')).toBeTruthy());
    expect(screen.getByText('You have 3 unread messages from your advisor.')).toBeTruthy();
    expect(within(card('Documents')).getByText('2')).toBeTruthy();
    expect(within(card('Messages')).getByText('3')).toBeTruthy();
    expect(within(card('Study Path Status')).getByText('In Review')).toBeTruthy();
    expect(linkIn(card('Study Path Status'), 'View Details')).toBe('/application/p1');
  });

  it('shows the 13 stages of the timeline around the current status, without a picker for one path', async () => {
    dashboard({
      'GET /api/applications': () => json([path('p1', { status: 'find_program' })]),
      'GET /api/applications/my-application': () => json(path('p1', { status: 'find_program' })),
    });
    const timeline = await screen.findByRole('region', { name: 'Study Path Timeline' });
    const stages = [...timeline.querySelectorAll('.mantine-Timeline-item')].map((item) => [
      item.querySelector('.mantine-Timeline-itemTitle')?.textContent,
      item.querySelector('.mantine-Timeline-itemBody > :last-child')?.textContent,
    ]);
    expect(stages).toEqual([
      ['New', 'Completed'],
      ['In Review', 'Completed'],
      ['Documents Needed', 'Completed'],
      ['Find the ProgramCurrent', 'In progress'],
      ['Send Application to DLI', 'Upcoming'],
      ['Waiting on the Decision from DLI', 'Upcoming'],
      ['LOA Received', 'Upcoming'],
      ['PAL Received', 'Upcoming'],
      ['Apply for a Visa', 'Upcoming'],
      ['Visa Processing', 'Upcoming'],
      ['Decision Made', 'Upcoming'],
      ['Pre-Departure', 'Upcoming'],
      ['Completed', 'Upcoming'],
    ]);
    expect(within(timeline).queryByLabelText('Study Path')).toBeNull();
    expect(screen.queryByText('Recent Update')).toBeNull();
  });

  it('offers a picker when there are several paths, marking the active one', async () => {
    dashboard({
      'GET /api/applications': () =>
        json([
          path('p1', {
            status: 'closed',
            specificProgram: 'Nursing',
            createdAt: '2025-06-02T10:00:00.000Z',
          }),
          path('p2', {
            status: 'docs_needed',
            fieldOfStudy: null,
            createdAt: '2026-02-14T10:00:00.000Z',
          }),
        ]),
      'GET /api/applications/my-application': () =>
        json(path('p2', { status: 'docs_needed', fieldOfStudy: null })),
    });
    const timeline = await screen.findByRole('region', { name: 'Study Path Timeline' });
    const picker = within(timeline)
      .getAllByLabelText('Study Path')
      .find((n) => n.tagName === 'INPUT');
    expect((picker as HTMLInputElement).value).toBe('Study Path (Feb 14, 2026)');
    expect(within(timeline).getByText('Active')).toBeTruthy();
    expect(within(card('Study Path Status')).getByText('Documents Needed')).toBeTruthy();

    fireEvent.click(picker as HTMLElement);
    const list = document.getElementById(
      picker?.getAttribute('aria-controls') ?? '',
    ) as HTMLElement;
    const options = within(list).getAllByRole('option', { hidden: true });
    expect(options.map((option) => option.textContent)).toEqual([
      'Nursing (Jun 2, 2025)',
      'Study Path (Feb 14, 2026)Active',
    ]);
    fireEvent.click(options[0] as HTMLElement);
    expect(await within(card('Study Path Status')).findByText('Closed')).toBeTruthy();
    expect(
      within(timeline).getByText('This study path is Closed, so it is not on the timeline.'),
    ).toBeTruthy();
    expect(within(timeline).queryByText('Active')).toBeNull();
  });

  it('says so when part of the dashboard fails for another reason than a missing endpoint', async () => {
    dashboard({
      'GET /api/documents': () => json({ error: 'internal_error', message: 'Oops' }, 500),
    });
    expect(await screen.findByText('Some of your dashboard could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says on the timeline who the path is waiting on and how long the stage usually takes', async () => {
    const waiting = path('p1', { status: 'waiting_dli_decision', paymentStatus: 'paid' });
    dashboard({
      'GET /api/applications': () => json([waiting]),
      'GET /api/applications/my-application': () => json(waiting),
    });
    const timeline = await screen.findByRole('region', { name: 'Study Path Timeline' });
    const guideLine = (label: string) =>
      within(timeline).getByText(`${label}:`, { exact: false }).parentElement?.textContent;
    expect(guideLine('Waiting on')).toBe('Waiting on: The institution');
    expect(guideLine('Typical duration')).toBe(
      'Typical duration: Usually 2-8 weeks, depending on the institution',
    );
  });

  it('says a find_program path with an unpaid package is waiting on the student', async () => {
    const unpaid = path('p1', { status: 'find_program', paymentStatus: 'unpaid' });
    dashboard({
      'GET /api/applications': () => json([unpaid]),
      'GET /api/applications/my-application': () => json(unpaid),
    });
    const timeline = await screen.findByRole('region', { name: 'Study Path Timeline' });
    expect(
      within(timeline).getByText('Waiting on:', { exact: false }).parentElement?.textContent,
    ).toBe('Waiting on: You');
    expect(within(timeline).queryByText('Typical duration:', { exact: false })).toBeNull();
  });

  it('lists what the student must do, each item linking to where it is done', async () => {
    dashboard({
      'GET /api/dashboard/todo': () =>
        json({
          isFirstSignIn: false,
          items: [
            {
              kind: 'answer_info_request',
              requestId: 'r1',
              applicationId: 'p1',
              studyPathName: 'Nursing',
              isGeneral: false,
              questionCount: 2,
              sentAt: '2026-11-20T10:00:00.000Z',
            },
            {
              kind: 'answer_info_request',
              requestId: 'r2',
              applicationId: null,
              studyPathName: null,
              isGeneral: true,
              questionCount: 1,
              sentAt: '2026-11-21T10:00:00.000Z',
            },
            { kind: 'upload_documents', applicationId: 'p1', studyPathName: 'Nursing' },
            { kind: 'choose_package', applicationId: 'p2', studyPathName: null },
            { kind: 'next_step', applicationId: 'p3', studyPathName: 'MBA', status: 'apply_visa' },
            {
              kind: 'upload_documents',
              applicationId: 'p4',
              studyPathName: 'Law',
              checklistToDo: 3,
            },
          ],
        }),
    });
    const todo = await screen.findByRole('region', { name: 'To do' });
    const rows = within(todo)
      .getAllByRole('listitem')
      .map((item) => [item.textContent, within(item).getByRole('link').getAttribute('href')]);
    expect(rows).toEqual([
      [
        'Answer your consultant\'s questions2 questions about your study path "Nursing".Answer Questions',
        '/application/p1',
      ],
      [
        "Answer your consultant's questions1 question; you can answer it on a study path's page once you start one.Go to Study Paths",
        '/applications',
      ],
      [
        'Upload the documents your consultant asked forYour study path "Nursing" needs more documents from you.Upload Documents',
        '/documents',
      ],
      [
        'Choose your service packageYour consultant is ready to find programs for your study path "Study Path".Choose Package',
        '/application/p2/payment',
      ],
      [
        'Your next step: Apply for a VisaYour study path "MBA" is waiting on you.View Study Path',
        '/application/p3',
      ],
      [
        'Upload the documents your consultant asked forYour study path "Law" has 3 documents left to upload on its checklist.Open Checklist',
        '/application/p4',
      ],
    ]);
  });

  it('says when there is nothing to do', async () => {
    dashboard();
    const todo = await screen.findByRole('region', { name: 'To do' });
    expect(within(todo).getByText(/^Nothing to do right now\./)).toBeTruthy();
  });

  it('keeps the dashboard when only the To do list fails, and offers to read it again', async () => {
    let calls = 0;
    dashboard({
      'GET /api/dashboard/todo': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'internal_error', message: 'Oops' }, 500)
          : json({ items: [], isFirstSignIn: false });
      },
    });
    const todo = await screen.findByRole('region', { name: 'To do' });
    expect(within(todo).getByText('Your to do list could not be loaded.')).toBeTruthy();
    expect(card('Profile')).toBeTruthy();
    fireEvent.click(within(todo).getByRole('button', { name: 'Try again' }));
    expect(await within(todo).findByText(/^Nothing to do right now\./)).toBeTruthy();
  });

  it('says Welcome on a first sign-in, and lets a long one-word name wrap', async () => {
    const longName = 'Wolfeschlegelsteinhausenbergerdorffvoralternwarenge';
    dashboard({
      'GET /api/user/profile': () => json({ ...completeProfile, legalFirstName: longName }),
      'GET /api/dashboard/todo': () => json({ items: [], isFirstSignIn: true }),
    });
    const heading = await screen.findByRole('heading', { name: `Welcome, ${longName}!` });
    expect(heading.style.overflowWrap).toBe('anywhere');
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('never calls a path that has ended the active one', async () => {
    const closed = path('p1', { status: 'closed' });
    dashboard({
      'GET /api/applications': () => json([closed]),
      'GET /api/applications/my-application': () => json(null),
    });
    const studyPath = await screen.findByRole('region', { name: 'Study Path Status' });
    expect(within(studyPath).getByText('Closed')).toBeTruthy();
    expect(within(studyPath).getByText('This study path has ended')).toBeTruthy();
    expect(screen.queryByText('Your active study path')).toBeNull();
  });

  it('calls an open path the active one', async () => {
    dashboard({
      'GET /api/applications': () => json([path('p1')]),
      'GET /api/applications/my-application': () => json(path('p1')),
    });
    const studyPath = await screen.findByRole('region', { name: 'Study Path Status' });
    expect(within(studyPath).getByText('Your active study path')).toBeTruthy();
  });
});
