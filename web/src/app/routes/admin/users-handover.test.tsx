import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { admin } from '../../../test/fixtures/admin-application.ts';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { renderApp } from '../../../test/render-app.tsx';

const FIRST_PAGE = 'GET /api/admin/users?page=1&pageSize=20';
const SAM = '22222222-2222-4222-8222-222222222222';
const NO_NAME = '33333333-3333-4333-8333-333333333333';

/** Li, an administrator about to leave the team. */
const li = {
  id: 'u1',
  email: 'li@studypath.ca',
  role: 'admin',
  isEmailVerified: true,
  createdAt: '2026-02-03T10:00:00.000Z',
};

const row = (fields: Record<string, unknown> = {}) => ({
  ...li,
  legalFirstName: null,
  legalLastName: null,
  pathway: null,
  academicGrade: null,
  country: null,
  completionPercentage: 0,
  ...fields,
});

const detail = (role = 'admin') => ({
  user: { ...li, role },
  profile: profileAnswer({ completionPercentage: 0 }),
  applications: [],
  documents: [],
  statistics: {
    applications: 0,
    activeApplications: 0,
    documents: 0,
    messageThreads: 0,
    isEmailVerified: true,
  },
  isMinor: false,
});

const member = (id: string, displayName: string | null, email: string) => ({
  id,
  displayName,
  email,
  openPaths: 4,
  overdueNow: 1,
  answered: 3,
  medianAnswerMs: null,
  p90AnswerMs: null,
});

const team = {
  consultants: [
    member('u1', 'Li Wen', 'li@studypath.ca'),
    member(SAM, 'Sam Roy', 'sam@studypath.ca'),
    member(NO_NAME, null, 'noname@studypath.ca'),
  ],
  weekly: [],
  unassignedPaths: 0,
};

function usersPage(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    [FIRST_PAGE]: () => json({ items: [row()], total: 1, page: 1, pageSize: 20 }),
    'GET /api/admin/users/u1': () => json(detail()),
    'GET /api/admin/users/u1/payments': () => json([]),
    'GET /api/admin/team': () => json(team),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin/users') };
}

async function openLi() {
  fireEvent.click(await screen.findByRole('button', { name: 'View li@studypath.ca' }));
  const dialog = await screen.findByRole('dialog', { name: 'User Details' });
  await within(dialog).findByRole('region', { name: 'Statistics' });
  return dialog;
}

/** The handover's select, once the other administrators are in. */
async function handToSelect(dialog: HTMLElement) {
  const select = within(dialog).getByRole<HTMLSelectElement>('combobox', {
    name: 'Hand their study paths to',
  });
  await waitFor(() => expect(select.options).toHaveLength(3));
  return select;
}

const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/admin/users: an administrator leaving hands their study paths over', () => {
  it('asks, on deleting them, who takes their paths: sharing out first, then every other administrator', async () => {
    usersPage();
    const dialog = await openLi();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete li@studypath.ca\?/),
    ).toBeTruthy();
    expect(within(confirm).getByText('Who takes their study paths?')).toBeTruthy();
    const select = await handToSelect(confirm);
    expect([...select.options].map((option) => option.textContent)).toEqual([
      'Share out by caseload',
      'Sam Roy',
      'noname@studypath.ca',
    ]);
    expect(select.value).toBe('');
  });

  it('sends the administrator chosen as reassignTo on the deletion', async () => {
    const { fetchMock } = usersPage({
      [`DELETE /api/admin/users/u1?reassignTo=${SAM}`]: () => new Response(null, { status: 204 }),
    });
    const dialog = await openLi();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    fireEvent.change(await handToSelect(confirm), { target: { value: SAM } });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(callsTo(fetchMock, `DELETE /api/admin/users/u1?reassignTo=${SAM}`)).toHaveLength(1);
  });

  it('sends nothing more when their paths are shared out by caseload', async () => {
    const { fetchMock } = usersPage({
      'DELETE /api/admin/users/u1': () => new Response(null, { status: 204 }),
    });
    const dialog = await openLi();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    await handToSelect(confirm);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toHaveLength(1);
  });

  it('asks the same on making them a student, and sends reassignTo in the body', async () => {
    const { fetchMock } = usersPage({
      'PUT /api/admin/users/u1': () => json(row({ role: 'student' })),
    });
    const dialog = await openLi();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), {
      target: { value: 'student' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    const handover = await screen.findByRole('dialog', { name: 'Change role to Student' });
    expect(
      within(handover).getByText('li@studypath.ca will no longer be an administrator.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/users/u1')).toEqual([]);
    fireEvent.change(await handToSelect(handover), { target: { value: NO_NAME } });
    fireEvent.click(within(handover).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/admin/users/u1')[0])).toEqual({
      role: 'student',
      reassignTo: NO_NAME,
    });
  });

  it('changes nothing when the handover is cancelled', async () => {
    const { fetchMock } = usersPage();
    const dialog = await openLi();
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Role' }), {
      target: { value: 'student' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Update Role' }));
    const handover = await screen.findByRole('dialog', { name: 'Change role to Student' });
    fireEvent.click(within(handover).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'User Details' })).toBeTruthy();
    expect(callsTo(fetchMock, 'PUT /api/admin/users/u1')).toEqual([]);
  });

  it('asks nothing of the kind when a student is deleted', async () => {
    usersPage({
      [FIRST_PAGE]: () =>
        json({ items: [row({ role: 'student' })], total: 1, page: 1, pageSize: 20 }),
      'GET /api/admin/users/u1': () => json(detail('student')),
    });
    const dialog = await openLi();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(within(confirm).queryByText('Who takes their study paths?')).toBeNull();
    expect(within(confirm).queryByRole('combobox')).toBeNull();
  });

  it('still offers sharing out when the other administrators could not be loaded', async () => {
    const { fetchMock } = usersPage({
      'GET /api/admin/team': () => json({ error: 'internal', message: 'Down' }, 500),
      'DELETE /api/admin/users/u1': () => new Response(null, { status: 204 }),
    });
    const dialog = await openLi();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      await within(confirm).findByText(/their study paths will be shared out by caseload/),
    ).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toHaveLength(1);
  });
});
