import type { AdminAuditLogListResponse, ErrorResponse } from '@studypath/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserRow } from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { findAuditActionsMatching } from './audit.admin.service.ts';
import { recordAudit, type AuditEntry } from '../../platform/audit/audit.service.ts';

describe('the audit actions', () => {
  it('are found by a part of their name or label', () => {
    expect(findAuditActionsMatching('LOGIN')).toEqual(['user_login', 'user_login_failed']);
    expect(findAuditActionsMatching('status change')).toEqual(['application_status_change']);
    expect(findAuditActionsMatching('203.0.113.9')).toEqual([]);
  });
});

describe('GET /api/admin/audit-logs', () => {
  let t: TestServer;
  let admin: TestClient;
  let adminUser: UserRow;
  let ana: UserRow;
  let bruno: UserRow;
  beforeAll(async () => {
    t = await startTestServer();
    adminUser = (await t.createUser({ role: 'admin', email: 'carla@consultants.example' })).user;
    admin = await signedInAs(t, adminUser);
    ana = (await t.createUser({ email: 'ana.silva@example.com' })).user;
    bruno = (await t.createUser({ email: 'bruno@example.org' })).user;

    const entries: AuditEntry[] = [
      { action: 'user_login', userId: ana.id, entityType: 'user', ipAddress: '203.0.113.9' },
      {
        action: 'user_login_failed',
        userId: bruno.id,
        entityType: 'user',
        ipAddress: '198.51.100.7',
      },
      {
        action: 'document_upload',
        userId: ana.id,
        entityType: 'document',
        ipAddress: '203.0.113.9',
      },
      {
        action: 'application_status_change',
        userId: adminUser.id,
        entityType: 'application',
        entityId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
        ipAddress: '192.0.2.44',
        details: { from: 'new', to: 'in_review' },
      },
      // A system event: no user.
      { action: 'message_thread_close', userId: null, entityType: 'message_thread' },
    ];
    for (const entry of entries) {
      t.clock.advance(1000);
      await recordAudit(t.deps, { ...entry, entityId: entry.entityId ?? ana.id });
    }
  });
  afterAll(() => t.close());

  const list = (query = '') =>
    admin.get<AdminAuditLogListResponse>(`/api/admin/audit-logs?${query}`);
  const actionsOf = (response: { body: AdminAuditLogListResponse }) =>
    response.body.items.map((item) => item.action);

  it('lists newest first with the user’s e-mail (null for the system) and the details', async () => {
    const response = await list();
    expect(response.status).toBe(200);
    expect(actionsOf(response)).toEqual([
      'message_thread_close',
      'application_status_change',
      'document_upload',
      'user_login_failed',
      'user_login',
    ]);
    expect(response.body).toMatchObject({ total: 5, page: 1, pageSize: 20 });
    expect(response.body.items[0]).toMatchObject({ userEmail: null, entityType: 'message_thread' });
    expect(response.body.items[1]).toEqual({
      id: expect.any(String) as string,
      action: 'application_status_change',
      userEmail: 'carla@consultants.example',
      entityType: 'application',
      entityId: '0b6d7e4e-4f7a-4c55-9a43-9d5c2f1b7a10',
      ipAddress: '192.0.2.44',
      createdAt: expect.any(String) as string,
      details: { from: 'new', to: 'in_review' },
    });
  });

  it('searches by a part of the user’s e-mail, an action or the beginning of the IP', async () => {
    expect(actionsOf(await list('search=ANA.SILVA'))).toEqual(['document_upload', 'user_login']);
    expect(actionsOf(await list('search=example.org'))).toEqual(['user_login_failed']);
    expect(actionsOf(await list('search=login'))).toEqual(['user_login_failed', 'user_login']);
    expect(actionsOf(await list(`search=${encodeURIComponent('Status Change')}`))).toEqual([
      'application_status_change',
    ]);
    expect(actionsOf(await list('search=203.0.113.'))).toEqual(['document_upload', 'user_login']);
    expect(actionsOf(await list('search=192.0.2.44'))).toEqual(['application_status_change']);
    // An address is matched from its start; % and _ are not wildcards.
    expect((await list('search=113.9')).body.total).toBe(0);
    expect((await list('search=%25')).body.total).toBe(0);
    expect((await list('search=user_%25')).body.total).toBe(0);
  });

  it('filters by action and by entity type, with or without a search', async () => {
    expect(actionsOf(await list('action=user_login'))).toEqual(['user_login']);
    expect(actionsOf(await list('entityType=user'))).toEqual(['user_login_failed', 'user_login']);
    expect(actionsOf(await list('entityType=document&search=ana'))).toEqual(['document_upload']);
    expect((await list('action=user_delete')).body).toMatchObject({ items: [], total: 0 });
    expect((await list('action=user_login&entityType=document')).body.total).toBe(0);
  });

  it('pages on the server, newest first, and counts every match', async () => {
    const second = await list('pageSize=2&page=2');
    expect(actionsOf(second)).toEqual(['document_upload', 'user_login_failed']);
    expect(second.body.total).toBe(5);
    const searched = await list('search=203.0.113&pageSize=1&page=2');
    expect(actionsOf(searched)).toEqual(['user_login']);
    expect(searched.body.total).toBe(2);
    const past = await list('search=203.0.113&page=9');
    expect(past.body).toMatchObject({ items: [], total: 2 });
  });

  it('refuses unknown filters and bad paging (400), a student (403), anonymous (401)', async () => {
    for (const query of ['action=drop_table', 'entityType=payment_card', 'pageSize=0', 'page=x']) {
      const response = await admin.get<ErrorResponse>(`/api/admin/audit-logs?${query}`);
      expect(response.status, query).toBe(400);
      expect(response.body.error).toBe('validation_error');
    }
    const student = await signedInAs(t, ana);
    expect((await student.get('/api/admin/audit-logs')).status).toBe(403);
    expect((await t.newClient().get('/api/admin/audit-logs')).status).toBe(401);
  });

  it('finds a user’s e-mail from text with accents or capitals', async () => {
    // E-mail addresses hold no accents (the domain's e-mail rule): the consultant's do.
    const eloise = (await t.createUser({ email: 'eloise.gagne@example.com' })).user;
    t.clock.advance(1000);
    await recordAudit(t.deps, {
      action: 'user_login',
      userId: eloise.id,
      entityType: 'user',
      entityId: eloise.id,
      ipAddress: '198.18.0.1',
    });
    for (const search of ['eloise', 'Éloïse', 'ÉLOÏSE.GAGNÉ', 'GAGNE']) {
      const response = await list(`search=${encodeURIComponent(search)}`);
      expect(
        response.body.items.map((item) => item.userEmail),
        search,
      ).toEqual(['eloise.gagne@example.com']);
    }
  });
});
