import { auditActionLabel, auditLogActions, auditLogEntityTypes } from '@studypath/domain/admin';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionLooks } from '../../../features/audit/lib/action-icons.ts';
import { i18n } from '../../../lib/i18n.ts';
import { callsTo, json, mockFetch, type FetchHandler } from '../../../test/fetch-mock.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { admin } from '../../../test/fixtures/admin-application.ts';

const FIRST_PAGE = 'GET /api/admin/audit-logs?page=1&pageSize=20';

const log = (fields: Record<string, unknown> = {}) => ({
  id: 'l1',
  action: 'application_status_change',
  userEmail: 'lead@studypath.ca',
  entityType: 'application',
  entityId: '3f2a9c1e-77b0-4d3c-9a51-0c6e2f1b8d44',
  ipAddress: '203.0.113.7',
  createdAt: '2026-11-25T15:05:00.000Z',
  details: { from: 'new', to: 'in_review' },
  ...fields,
});

const page = (items: unknown[], fields: Record<string, unknown> = {}) =>
  json({ items, total: items.length, page: 1, pageSize: 20, ...fields });

function auditPage(handlers: Record<string, FetchHandler> = {}) {
  const fetchMock = mockFetch({
    'GET /api/auth/me': () => json(admin),
    [FIRST_PAGE]: () => page([log()]),
    ...handlers,
  });
  return { fetchMock, ...renderApp('/admin/audit') };
}

const cellsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('/admin/audit', () => {
  it("shows the spec's columns: 'System' without a user, the first 8 characters of the id", async () => {
    auditPage({
      [FIRST_PAGE]: () =>
        page([
          log(),
          log({
            id: 'l2',
            action: 'user_delete',
            userEmail: null,
            entityType: 'user',
            entityId: '9b1d7e22-0000-4000-8000-000000000000',
            ipAddress: null,
            details: null,
          }),
        ]),
    });
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Action', 'User', 'Entity', 'IP Address', 'Timestamp', 'Details']);
    const [, first, second] = within(table).getAllByRole('row');
    const firstCells = cellsOf(first as HTMLElement);
    expect(firstCells.slice(0, 4)).toEqual([
      'Application Status Change',
      'lead@studypath.ca',
      'Application3f2a9c1e',
      '203.0.113.7',
    ]);
    expect(firstCells[4]).toMatch(/^Nov 25, 2026, \d{1,2}:05 (AM|PM)$/);
    expect(firstCells[5]).toBe('{"from":"new","to":"in_review"}');
    expect(cellsOf(second as HTMLElement).slice(0, 4)).toEqual([
      'User Delete',
      'System',
      'User9b1d7e22',
      '—',
    ]);
    expect(cellsOf(second as HTMLElement)[5]).toBe('—');
  });

  it('shows long details as one cut line that opens onto the whole JSON', async () => {
    const details = { reason: 'Student asked for it', program: 'Computer Science', intake: 'Fall' };
    auditPage({ [FIRST_PAGE]: () => page([log({ details })]) });
    const summary = (await screen.findByText(/^\{"reason":"Student asked for it"/)).closest(
      'summary',
    );
    expect(summary?.textContent?.endsWith('…')).toBe(true);
    const whole = summary?.parentElement?.querySelector('pre')?.textContent;
    expect(JSON.parse(whole ?? '')).toEqual(details);
  });

  it('searches by user, action or IP on the server and filters by action and entity type', async () => {
    const { fetchMock, router } = auditPage({
      'GET /api/admin/audit-logs?search=203.0&page=1&pageSize=20': () => page([log()]),
      'GET /api/admin/audit-logs?search=203.0&action=user_login&page=1&pageSize=20': () =>
        page([log({ action: 'user_login', entityType: 'user' })]),
      'GET /api/admin/audit-logs?search=203.0&action=user_login&entityType=user&page=1&pageSize=20':
        () => page([]),
    });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' 203.0 ' },
    });
    await waitFor(() =>
      expect(
        callsTo(fetchMock, 'GET /api/admin/audit-logs?search=203.0&page=1&pageSize=20'),
      ).toHaveLength(1),
    );

    fireEvent.change(screen.getByRole('combobox', { name: 'Action' }), {
      target: { value: 'user_login' },
    });
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('User Login')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Entity Type' }), {
      target: { value: 'user' },
    });
    expect(await screen.findByText('No audit logs found')).toBeTruthy();
    expect(router.state.location.search).toBe('?search=203.0&action=user_login&entityType=user');
  });

  it('offers every recorded action and entity type by its readable label', async () => {
    auditPage();
    await screen.findByRole('table');
    const options = (name: string) =>
      [...screen.getByRole<HTMLSelectElement>('combobox', { name }).options].map(
        (option) => option.textContent,
      );
    const actions = options('Action');
    expect(actions[0]).toBe('All Actions');
    expect(actions).toHaveLength(auditLogActions.length + 1);
    expect(actions).toContain('Application Status Change');
    expect(actions).toContain('Package Prices Update');
    const entityTypes = options('Entity Type');
    expect(entityTypes[0]).toBe('All Entity Types');
    expect(entityTypes).toHaveLength(auditLogEntityTypes.length + 1);
    expect(entityTypes).toContain('Message Thread');
  });

  it('pages on the server, newest first as the server sends them', async () => {
    const { fetchMock } = auditPage({
      [FIRST_PAGE]: () => page([log()], { total: 45 }),
      'GET /api/admin/audit-logs?page=2&pageSize=20': () =>
        page([log({ id: 'l21', action: 'user_logout' })], { total: 45, page: 2 }),
    });
    expect(await screen.findByText('1-1 of 45')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await within(screen.getByRole('table')).findByText('User Logout')).toBeTruthy();
    expect(callsTo(fetchMock, 'GET /api/admin/audit-logs?page=2&pageSize=20')).toHaveLength(1);
  });
});

describe('the audit vocabulary', () => {
  it("labels every action by the spec's rule and gives it an icon", () => {
    for (const action of auditLogActions) {
      expect(i18n.t(`audit:actions.${action}`)).toBe(auditActionLabel(action));
      expect(actionLooks[action].icon).toBeTruthy();
    }
    for (const type of auditLogEntityTypes) {
      expect(i18n.t(`audit:entityTypes.${type}`)).toBe(auditActionLabel(type));
    }
  });
});
