import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applicationsQueryKey } from '../features/applications/student/api/get-applications.ts';
import { profileQueryKey } from '../features/profile/api/get-profile.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { completeProfile, profileAnswer, student } from '../test/fixtures/profile.ts';
import { renderStudentDashboard, studentDashboardUrls } from './server-render.tsx';

const studyPath = (id: string, fields: Record<string, unknown> = {}) => ({
  id,
  status: 'in_review',
  specificProgram: null,
  fieldOfStudy: 'Engineering',
  createdAt: '2026-01-10T10:00:00.000Z',
  updatedAt: '2026-01-12T10:00:00.000Z',
  ...fields,
});

/** What the server reads for a student: the answers' bodies by URL. */
function answers(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    '/api/auth/me': student,
    '/api/user/profile': profileAnswer({ completionPercentage: 22 }),
    '/api/applications': [],
    '/api/applications/my-application': null,
    '/api/documents': [],
    '/api/messages/unread-count': 0,
    '/api/dashboard/todo': { items: [], isFirstSignIn: false },
    '/api/guardian-consent': {
      state: 'not_needed',
      guardianEmail: null,
      openInvitation: null,
      waitingSince: null,
      lastDecision: null,
      invitationsLeftToday: 3,
    },
    '/api/guardian-access': { guardians: [], canEnd: true },
    ...fields,
  };
}

describe('renderStudentDashboard', () => {
  it('names every URL whose answer it renders with', () => {
    expect([...studentDashboardUrls].sort()).toEqual(Object.keys(answers()).sort());
  });

  it('renders the dashboard the student would see, with the page title', async () => {
    const page = await renderStudentDashboard(answers({ '/api/messages/unread-count': 3 }));
    expect(page.html).toContain('Welcome back, ana.souza!');
    expect(page.html).toContain('Your profile is 22% complete');
    expect(page.html).toContain('New Messages');
    expect(page.html).toContain('No Active Study Path');
    expect(page.html).toContain('data-mantine-styles');
    expect(page.title).toBe('Dashboard · StudyPath');
  });

  it('renders the To do list and the first sign-in welcome from their answer', async () => {
    const page = await renderStudentDashboard(
      answers({
        '/api/dashboard/todo': {
          items: [{ kind: 'upload_documents', applicationId: 'p-1', studyPathName: 'Nursing' }],
          isFirstSignIn: true,
        },
      }),
    );
    expect(page.html).toContain('Welcome, ana.souza!');
    expect(page.html).toContain('Upload the documents your consultant asked for');
    expect(page.html).toContain('href="/documents"');
  });

  it('leaves nothing that needs an inline script (the CSP refuses them)', async () => {
    const page = await renderStudentDashboard(answers());
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('<template');
  });

  it('renders the picker of a student with several study paths in place', async () => {
    const paths = [studyPath('p-1'), studyPath('p-2', { status: 'closed' })];
    const page = await renderStudentDashboard(
      answers({
        '/api/user/profile': completeProfile,
        '/api/applications': paths,
        '/api/applications/my-application': paths[0],
      }),
    );
    // The picker (a Select: its hidden input holds the chosen path) and the active path's timeline.
    expect(page.html).toContain('<input type="hidden" value="p-1"/>');
    expect(page.html).toContain('In Review');
  });

  it('gives the query cache it rendered from, read as the screens read fetched answers', async () => {
    const page = await renderStudentDashboard(
      answers({ '/api/applications': [studyPath('p-1', { specificProgram: '  ' })] }),
    );
    const queryClient = createQueryClient();
    hydrate(queryClient, JSON.parse(JSON.stringify(page.state)) as DehydratedState);
    expect(queryClient.getQueryData(profileQueryKey)).toMatchObject({ completionPercentage: 22 });
    // Blank texts become null, as readApplicationSummary makes them for a fetched list.
    expect(queryClient.getQueryData(applicationsQueryKey)).toEqual([
      expect.objectContaining({ id: 'p-1', specificProgram: null }),
    ]);
  });

  it('keeps each student to their own render', async () => {
    const [ana, bruno] = await Promise.all([
      renderStudentDashboard(answers()),
      renderStudentDashboard(
        answers({
          '/api/auth/me': { ...student, email: 'bruno@example.com' },
          '/api/user/profile': profileAnswer({ legalFirstName: 'Bruno' }),
        }),
      ),
    ]);
    expect(ana.html).toContain('Welcome back, ana.souza!');
    expect(ana.html).not.toContain('Bruno');
    expect(bruno.html).toContain('Welcome back, Bruno!');
    expect(JSON.stringify(bruno.state)).not.toContain('ana.souza');
  });

  it('refuses answers the app would refuse, so the server sends the plain page instead', async () => {
    await expect(
      renderStudentDashboard(answers({ '/api/user/profile': { completionPercentage: 'x' } })),
    ).rejects.toThrow();
    await expect(renderStudentDashboard(answers({ '/api/documents': undefined }))).rejects.toThrow(
      /No answer of \/api\/documents/,
    );
  });
});
