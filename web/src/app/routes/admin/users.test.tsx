import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { studentDocument } from '../../../test/fixtures/document.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { profileAnswer } from '../../../test/fixtures/profile.ts';
import { admin, studyPath } from '../../../test/fixtures/admin-application.ts';

const FIRST_PAGE = 'GET /api/admin/users?page=1&pageSize=20';

const row = (fields: Record<string, unknown> = {}) => ({
  id: 'u1',
  email: 'ana@example.com',
  role: 'student',
  isEmailVerified: true,
  createdAt: '2026-02-03T10:00:00.000Z',
  legalFirstName: 'Ana',
  legalLastName: 'Silva',
  pathway: 'high_school_current',
  academicGrade: 'Grade 12',
  country: 'Brazil',
  completionPercentage: 100,
  ...fields,
});

const page = (items: unknown[], fields: Record<string, unknown> = {}) =>
  json({ items, total: items.length, page: 1, pageSize: 20, ...fields });

const detail = (role = 'student', id = 'u1') => ({
  user: {
    id,
    email: 'ana@example.com',
    role,
    isEmailVerified: true,
    createdAt: '2026-02-03T10:00:00.000Z',
  },
  profile: profileAnswer({
    legalFirstName: 'Ana',
    legalLastName: 'Silva',
    pathway: 'high_school_current',
    academicGrade: 'Grade 12',
    country: 'Brazil',
    guardianName: 'Maria Silva',
    completionPercentage: 60,
  }),
  applications: [studyPath({ userId: id })],
  documents: [studentDocument({ userId: id })],
  statistics: {
    applications: 1,
    activeApplications: 1,
    documents: 1,
    messageThreads: 2,
    isEmailVerified: true,
  },
  isMinor: false,
});

function usersPage(handlers: Record<string, FetchHandler> = {}, path = '/admin/users') {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    'GET /api/csrf-token': () => json({ csrfToken: 'token' }),
    [FIRST_PAGE]: () => page([row()]),
    'GET /api/admin/users/u1': () => json(detail()),
    'GET /api/admin/users/u1/payments': () => json([]),
    ...handlers,
  });
  return { fetchMock, ...renderApp(path) };
}

const cellsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'View ana@example.com' }));
  const dialog = await screen.findByRole('dialog', { name: 'User Details' });
  await within(dialog).findByRole('region', { name: 'Statistics' });
  return dialog;
}

const roleSelect = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLSelectElement>('combobox', { name: 'Role' });
const updateRole = (dialog: HTMLElement) =>
  within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Update Role' });
const bodyOf = (call: unknown[] | undefined) =>
  JSON.parse((call?.[1] as RequestInit | undefined)?.body as string) as unknown;

describe('/admin/users list', () => {
  it("shows the spec's columns, one row per account", async () => {
    usersPage({
      [FIRST_PAGE]: () =>
        page([
          row(),
          row({
            id: 'u2',
            email: 'li@example.com',
            role: 'admin',
            isEmailVerified: false,
            legalFirstName: null,
            legalLastName: null,
            pathway: null,
            academicGrade: null,
            country: null,
            completionPercentage: 0,
            createdAt: '2026-11-25T10:00:00.000Z',
          }),
        ]),
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Name',
      'Email',
      'Role',
      'Pathway',
      'Academic Grade',
      'Profile Completion',
      'Country',
      'Verified',
      'Joined',
      'View',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(cellsOf(first as HTMLElement)).toEqual([
      'Ana Silva',
      'ana@example.com',
      'Student',
      'Currently in High School',
      'Grade 12',
      '100%',
      'Brazil',
      'Yes',
      'Feb 3, 2026',
      'View',
    ]);
    expect(cellsOf(second as HTMLElement)).toEqual([
      'Not set',
      'li@example.com',
      'Admin',
      '—',
      '—',
      '0%',
      '—',
      'No',
      'Nov 25, 2026',
      'View',
    ]);
  });

  it('colours the completeness: 100 strongest, 50 and above medium, below weak', async () => {
    usersPage({
      [FIRST_PAGE]: () =>
        page([
          row({ id: 'a', completionPercentage: 100 }),
          row({ id: 'b', completionPercentage: 50 }),
          row({ id: 'c', completionPercentage: 49 }),
        ]),
    });
    await screen.findByText('49%');
    const level = (text: string) =>
      screen.getByText(text).closest('[data-level]')?.getAttribute('data-level');
    expect(level('100%')).toBe('complete');
    expect(level('50%')).toBe('partial');
    expect(level('49%')).toBe('low');
  });

  it('searches by name or e-mail on the server once the consultant pauses, and filters by role', async () => {
    const { fetchMock, router } = usersPage({
      'GET /api/admin/users?search=ana&page=1&pageSize=20': () => page([]),
      'GET /api/admin/users?search=ana&role=admin&page=1&pageSize=20': () =>
        page([row({ email: 'ana.admin@example.com', role: 'admin' })]),
    });
    await screen.findByText('ana@example.com');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: '  ana ' },
    });
    expect(await screen.findByText('No users found')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/users?search=ana&page=1&pageSize=20')).toHaveLength(
      1,
    );

    const role = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Role' });
    expect([...role.options].map((option) => option.textContent)).toEqual([
      'All Roles',
      'Student',
      'Admin',
    ]);
    fireEvent.change(role, { target: { value: 'admin' } });
    expect(await screen.findByText('ana.admin@example.com')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=ana&role=admin');
  });

  it('pages on the server, the page in the address', async () => {
    const { fetchMock, router } = usersPage({
      [FIRST_PAGE]: () => page([row()], { total: 45 }),
      'GET /api/admin/users?page=2&pageSize=20': () =>
        page([row({ id: 'u21', email: 'mei@example.com' })], { total: 45, page: 2 }),
    });
    expect(await screen.findByText('1-1 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('mei@example.com')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/users?page=2&pageSize=20')).toHaveLength(1);
    expect(router.state.location.search).toBe('?page=2');
  });
});

describe('/admin/users dialog', () => {
  it('shows the profile sections, statistics, study paths and documents', async () => {
    usersPage();
    const dialog = await openDialog();
    const statistics = within(dialog).getByRole('region', { name: 'Statistics' });
    expect(within(statistics).getByText('Applications').nextSibling?.textContent).toBe('1');
    expect(within(statistics).getByText('Documents').nextSibling?.textContent).toBe('1');
    expect(within(statistics).getByText('Verified').nextSibling?.textContent).toBe('Yes');
    const personal = within(dialog).getByRole('region', { name: 'Personal Information' });
    expect(within(personal).getByText('Ana')).toBeTruthy();
    expect(within(dialog).getByRole('region', { name: 'Guardian Information' })).toBeTruthy();
    expect(within(dialog).getByText('60% complete')).toBeTruthy();
    const paths = within(dialog).getByRole('region', { name: 'Study Paths' });
    expect(within(paths).getByText('In Review')).toBeTruthy();
    expect(
      within(paths).getByRole('link', { name: 'Open study path started Jan 10, 2026' }),
    ).toHaveProperty('pathname', '/admin/applications/p1');
    const documents = within(dialog).getByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('transcript.pdf')).toBeTruthy();
    expect(within(documents).getByText('Academic Transcript · uploaded Feb 3, 2026')).toBeTruthy();
  });

  it('marks a student under 18 with the minor badge, and only them', async () => {
    usersPage();
    const adult = await openDialog();
    expect(within(adult).queryByText('Minor (under 18)')).toBeNull();
    cleanup();
    usersPage({ 'GET /api/admin/users/u1': () => json({ ...detail(), isMinor: true }) });
    const minor = await openDialog();
    expect(within(minor).getByText('Minor (under 18)')).toBeTruthy();
  });

  it("lists the student's payments, those of a deleted study path by the title it had", async () => {
    const payment = (fields: Record<string, unknown>) => ({
      id: 'pay-1',
      applicationId: null,
      kind: 'payment',
      packageTier: 'basic',
      amount: 49_900,
      currency: 'usd',
      provider: 'simulated',
      providerReference: 'sim_pi_1',
      status: 'succeeded',
      createdAt: '2026-03-01T10:00:00.000Z',
      succeededAt: '2026-03-01T10:00:00.000Z',
      refundOfId: null,
      studyPathTitle: 'Nursing',
      deletedApplicationId: 'p-gone',
      ...fields,
    });
    usersPage({
      'GET /api/admin/users/u1/payments': () =>
        json([
          payment({
            id: 'pay-2',
            packageTier: 'premium',
            amount: 100_000,
            applicationId: 'p1',
            deletedApplicationId: null,
            studyPathTitle: 'Law',
            createdAt: '2026-04-02T10:00:00.000Z',
            succeededAt: '2026-04-02T10:00:00.000Z',
          }),
          payment({}),
        ]),
    });
    const dialog = await openDialog();
    const section = within(dialog).getByRole('region', { name: 'Payments' });
    const items = await within(section).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Premium · $1,000PaymentSucceededLaw · Apr 2, 2026',
      'Basic · $499PaymentSucceededNursing · Mar 1, 2026Study path deleted',
    ]);
  });

  it('enables Update Role only when the chosen role differs', async () => {
    usersPage();
    const dialog = await openDialog();
    expect(roleSelect(dialog).value).toBe('student');
    expect(updateRole(dialog).disabled).toBe(true);
    fireEvent.change(roleSelect(dialog), { target: { value: 'admin' } });
    expect(updateRole(dialog).disabled).toBe(false);
    fireEvent.change(roleSelect(dialog), { target: { value: 'student' } });
    expect(updateRole(dialog).disabled).toBe(true);
  });

  it("changes the role with 'User updated' and shows the new role", async () => {
    let role = 'student';
    const { fetchMock } = usersPage({
      'GET /api/admin/users/u1': () => json(detail(role)),
      'PUT /api/admin/users/u1': () => {
        role = 'admin';
        return json(row({ role }));
      },
      [FIRST_PAGE]: () => page([row({ role })]),
    });
    const dialog = await openDialog();
    fireEvent.change(roleSelect(dialog), { target: { value: 'admin' } });
    fireEvent.click(updateRole(dialog));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(bodyOf(callsTo(fetchMock, 'PUT /api/admin/users/u1')[0])).toEqual({ role: 'admin' });
    await waitFor(() => expect(roleSelect(dialog).value).toBe('admin'));
    expect(updateRole(dialog).disabled).toBe(true);
    // The focus stays in the dialog (on the select), not on the now-disabled button.
    expect(document.activeElement).toBe(roleSelect(dialog));
    const table = screen.getByRole('table', { hidden: true });
    await waitFor(() => expect(within(table).getAllByText('Admin', {}).length).toBe(1));
  });

  it('shows the saved role at once and keeps a role chosen before the user is read again', async () => {
    let role = 'student';
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    usersPage({
      // The user as read again after the change arrives only when the test releases it.
      'GET /api/admin/users/u1': async () => {
        if (role === 'admin') await held;
        return json(detail(role));
      },
      'PUT /api/admin/users/u1': () => {
        role = 'admin';
        return json(row({ role }));
      },
    });
    const dialog = await openDialog();
    fireEvent.change(roleSelect(dialog), { target: { value: 'admin' } });
    fireEvent.click(updateRole(dialog));
    expect(await screen.findByText('User updated')).toBeTruthy();
    expect(within(dialog).getByText('Admin', { selector: '.mantine-Badge-label' })).toBeTruthy();
    fireEvent.change(roleSelect(dialog), { target: { value: 'student' } });
    release();
    await waitFor(() => expect(updateRole(dialog).disabled).toBe(false));
    expect(roleSelect(dialog).value).toBe('student');
  });

  it("says 'Update failed' with the server's reason, e.g. the last administrator", async () => {
    usersPage({
      'GET /api/admin/users/u1': () => json(detail('admin')),
      'PUT /api/admin/users/u1': () =>
        json(
          {
            error: 'conflict',
            code: 'user.last_administrator',
            message: 'There must always be at least one administrator.',
          },
          409,
        ),
    });
    const dialog = await openDialog();
    fireEvent.change(roleSelect(dialog), { target: { value: 'student' } });
    fireEvent.click(updateRole(dialog));
    // An administrator leaving is asked who takes their study paths first (issue 29).
    const handover = await screen.findByRole('dialog', { name: 'Change role to Student' });
    fireEvent.click(within(handover).getByRole('button', { name: 'Update Role' }));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('There must always be at least one administrator.')).toBeTruthy();
    // Back on the user, the choice kept for another try.
    const back = await screen.findByRole('dialog', { name: 'User Details' });
    expect(roleSelect(back).value).toBe('student');
  });

  it("says 'Failed to update user role.' when the server gives no reason", async () => {
    usersPage({ 'PUT /api/admin/users/u1': () => new Response('', { status: 502 }) });
    const dialog = await openDialog();
    fireEvent.change(roleSelect(dialog), { target: { value: 'admin' } });
    fireEvent.click(updateRole(dialog));
    expect(await screen.findByText('Update failed')).toBeTruthy();
    expect(screen.getByText('Failed to update user role.')).toBeTruthy();
  });

  it("deletes the user after the confirmation, with 'User deleted'", async () => {
    let items = [row()];
    const { fetchMock } = usersPage({
      [FIRST_PAGE]: () => page(items),
      'DELETE /api/admin/users/u1': () => {
        items = [];
        return new Response(null, { status: 204 });
      },
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    expect(
      within(confirm).getByText(/Are you sure you want to delete ana@example.com\?/),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toEqual([]);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('User deleted')).toBeTruthy();
    expect(await screen.findByText('No users found')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('goes back to the user when the deletion is cancelled', async () => {
    const { fetchMock } = usersPage();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'User Details' })).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE /api/admin/users/u1')).toEqual([]);
  });

  it("says 'Delete failed' with the server's message, or 'Failed to delete user.'", async () => {
    let answer = () =>
      json(
        {
          error: 'conflict',
          code: 'user.own_account',
          message: 'You cannot delete your own account.',
        },
        409,
      );
    usersPage({ 'DELETE /api/admin/users/u1': () => answer() });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete User' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete failed')).toBeTruthy();
    expect(screen.getByText('You cannot delete your own account.')).toBeTruthy();

    answer = () => new Response('', { status: 500 });
    const again = await screen.findByRole('dialog', { name: 'User Details' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete User' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete User' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete user.')).toBeTruthy();
  });

  it("offers neither a role change nor a deletion of the admin's own account", async () => {
    usersPage({
      [FIRST_PAGE]: () => page([row({ id: admin.id, email: 'ana@example.com', role: 'admin' })]),
      [`GET /api/admin/users/${admin.id}`]: () => json(detail('admin', admin.id)),
    });
    const dialog = await openDialog();
    expect(
      within(dialog).getByText(
        'This is your own account: you cannot change its role or delete it here.',
      ),
    ).toBeTruthy();
    expect(roleSelect(dialog).disabled).toBe(true);
    expect(updateRole(dialog).disabled).toBe(true);
    expect(
      within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Delete User' }).disabled,
    ).toBe(true);
  });
});
