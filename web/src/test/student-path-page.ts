// The student's study path page (/application/p1) rendered with every call it makes answered, for
// the page's tests (the checklist's, its items'): override any handler, or the path's status.
import { screen, within } from '@testing-library/react';
import { studyPathChecklist } from './fixtures/checklist.ts';
import { student } from './fixtures/profile.ts';
import { paidPremium, studyPath } from './fixtures/study-path.ts';
import { json, mockFetch, type FetchHandler } from './fetch-mock.ts';
import { renderApp } from './render-app.tsx';

export const studentChecklistUrl = 'GET /api/applications/p1/checklist';

export function renderStudentPath(
  handlers: Record<string, FetchHandler> = {},
  status = 'docs_needed',
) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(student),
    'GET /api/applications/p1': () => json(studyPath({ status, ...paidPremium })),
    'GET /api/applications/p1/updates': () => json([]),
    'GET /api/applications/p1/programs': () => json([]),
    'GET /api/applications/p1/documents': () => json([]),
    'GET /api/info-requests': () => json([]),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    [studentChecklistUrl]: () => json(studyPathChecklist()),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/application/p1') };
}

export const checklistSection = () => screen.findByRole('region', { name: 'Document checklist' });

export const checklistItemNamed = async (name: string) =>
  within(await checklistSection()).findByRole('article', { name });

/** The JSON body of a recorded fetch call. */
export const requestBodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;
