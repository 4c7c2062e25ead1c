import type {
  AdminUserDetail,
  AdminUserListItem,
  AdminUserListResponse,
  ErrorResponse,
} from '@studypath/domain';
import { adminUserMessages } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, sessions, users, type UserRow } from '../../platform/db/schema/index.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import { openEventStream } from '../../../test/event-stream.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertMessageThread } from '../../../test/message-factories.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('users, admin side', () => {
  const t = testServerForSuite();
  let admin: TestClient;
  let adminUser: UserRow;
  beforeAll(async () => {
    adminUser = (await t.createUser({ role: 'admin' })).user;
    admin = await signedInAs(t, adminUser);
  });

  async function student(options: { verified?: boolean } = {}) {
    const { user } = await t.createUser(options);
    return { user, client: await signedInAs(t, user) };
  }

  const list = (query = '') => admin.get<AdminUserListResponse>(`/api/admin/users?${query}`);
  const putRole = <Body = AdminUserListItem>(client: TestClient, id: string, json: unknown) =>
    client.request<Body>('PUT', `/api/admin/users/${id}`, { json, withCsrf: true });

  describe('GET /api/admin/users', () => {
    it('lists newest first with the table’s profile fields and the completion percentage', async () => {
      const { user: older } = await student();
      t.clock.advance(60_000);
      const { user: newer } = await student();
      await completeProfileOf(t.deps, newer.id);
      const response = await list(`pageSize=100`);
      expect(response.status).toBe(200);
      const ids = response.body.items.map((item) => item.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      expect(response.body.items.find((item) => item.id === newer.id)).toEqual({
        id: newer.id,
        email: newer.email,
        role: 'student',
        isEmailVerified: true,
        createdAt: newer.createdAt.toISOString(),
        legalFirstName: 'Ana',
        legalLastName: 'Silva',
        pathway: 'college_current',
        academicGrade: '88%',
        country: 'Canada',
        completionPercentage: 100,
      });
      expect(response.body.items.find((item) => item.id === older.id)).toMatchObject({
        legalFirstName: null,
        completionPercentage: 0,
      });
      expect(JSON.stringify(response.body)).not.toContain('passwordHash');
    });

    it('searches e-mail and names (case-insensitive, % and _ literally) and filters by role', async () => {
      const { user } = await student();
      await completeProfileOf(t.deps, user.id, {
        legalFirstName: 'Zélia',
        legalLastName: 'Quartz_%',
      });
      for (const search of ['zélia quartz', 'QUARTZ', user.email.toUpperCase(), 'quartz_%']) {
        const found = await list(`search=${encodeURIComponent(search)}`);
        expect(
          found.body.items.map((item) => item.id),
          search,
        ).toEqual([user.id]);
        expect(found.body.total).toBe(1);
      }
      expect((await list('search=quartzx%25')).body.total).toBe(0);
      expect((await list(`search=${encodeURIComponent(user.email)}&role=admin`)).body.total).toBe(
        0,
      );
      const admins = await list('role=admin&pageSize=100');
      expect(admins.body.items.every((item) => item.role === 'admin')).toBe(true);
      expect(admins.body.items.map((item) => item.id)).toContain(adminUser.id);
    });

    it('searches names regardless of accents and case, both ways', async () => {
      const { user: eloise } = await student();
      await completeProfileOf(t.deps, eloise.id, {
        legalFirstName: 'Éloïse',
        legalLastName: 'Gagné',
      });
      t.clock.advance(1000);
      const { user: plain } = await student();
      await completeProfileOf(t.deps, plain.id, {
        legalFirstName: 'Eloise',
        legalLastName: 'Hartley',
        preferredName: 'Lou',
      });
      const found = async (search: string) => {
        const response = await list(`search=${encodeURIComponent(search)}`);
        expect(response.status).toBe(200);
        return response.body.items.map((item) => item.id);
      };

      for (const search of ['eloise', 'Éloïse', 'ÉLOÏSE']) {
        expect(await found(search), search).toEqual([plain.id, eloise.id]);
      }
      expect(await found('GAGNE')).toEqual([eloise.id]);
      expect(await found('eloise gagne')).toEqual([eloise.id]);
      expect(await found('éloïse hartley')).toEqual([plain.id]);
      // No match spans two fields: the full name, then the preferred name.
      expect(await found('hartley lou')).toEqual([]);
      expect(await found('hartleylou')).toEqual([]);
    });

    it('pages on the server and counts every match', async () => {
      for (let i = 0; i < 3; i += 1) await student();
      const all = await list('pageSize=100');
      const second = await list('pageSize=2&page=2');
      expect(second.body).toMatchObject({ page: 2, pageSize: 2, total: all.body.total });
      expect(second.body.items.map((item) => item.id)).toEqual(
        all.body.items.slice(2, 4).map((item) => item.id),
      );
      const past = await list(`search=example.com&pageSize=100&page=50`);
      expect(past.body.items).toEqual([]);
      expect(past.body.total).toBeGreaterThan(0);
    });

    it('refuses bad query values (400), a student (403) and an anonymous visitor (401)', async () => {
      for (const query of ['role=owner', 'pageSize=101', 'page=0', 'search=a%00b']) {
        const response = await list(query);
        expect(response.status, query).toBe(400);
        expect((response.body as unknown as ErrorResponse).error).toBe('validation_error');
      }
      const { client } = await student();
      expect((await client.get('/api/admin/users')).status).toBe(403);
      expect((await t.newClient().get('/api/admin/users')).status).toBe(401);
    });
  });

  describe('GET /api/admin/users/:id', () => {
    it('answers the account, the whole profile, paths, documents and statistics', async () => {
      const { user } = await student();
      await completeProfileOf(t.deps, user.id);
      const ended = await insertStudyPath(t.deps, { userId: user.id, status: 'completed' });
      t.clock.advance(1000);
      const active = await insertStudyPath(t.deps, { userId: user.id, status: 'in_review' });
      const document = await insertStoredDocument(t.deps, t.storage, {
        userId: user.id,
        applicationId: active.id,
      });
      await insertMessageThread(t.deps, { studentId: user.id });

      const response = await admin.get<AdminUserDetail>(`/api/admin/users/${user.id}`);
      expect(response.status).toBe(200);
      const detail = response.body;
      expect(detail.user).toEqual({
        id: user.id,
        email: user.email,
        role: 'student',
        isEmailVerified: true,
        createdAt: user.createdAt.toISOString(),
      });
      expect(detail.profile).toMatchObject({
        legalFirstName: 'Ana',
        phoneNumber: '+5511912345678',
        collegeName: 'Humber College',
        displayName: null,
        completionPercentage: 100,
      });
      expect(detail.applications.map((application) => application.id)).toEqual([
        active.id,
        ended.id,
      ]);
      expect(detail.documents.map((doc) => doc.id)).toEqual([document.id]);
      expect(detail.statistics).toEqual({
        applications: 2,
        activeApplications: 1,
        documents: 1,
        messageThreads: 1,
        isEmailVerified: true,
      });
      expect(JSON.stringify(detail)).not.toContain('internalNotes');
    });

    it('answers an administrator with their display name and an unsaved profile as all null', async () => {
      const other = (await t.createUser({ role: 'admin' })).user;
      const otherClient = await signedInAs(t, other);
      await otherClient.request('PUT', '/api/user/profile', {
        json: { displayName: 'Carla' },
        withCsrf: true,
      });
      const detail = (await admin.get<AdminUserDetail>(`/api/admin/users/${other.id}`)).body;
      expect(detail.user.role).toBe('admin');
      expect(detail.profile).toMatchObject({ displayName: 'Carla', legalFirstName: null });
      expect(detail.statistics).toMatchObject({ applications: 0, documents: 0 });
      const { user: fresh } = await student({ verified: false });
      const unsaved = (await admin.get<AdminUserDetail>(`/api/admin/users/${fresh.id}`)).body;
      expect(unsaved.profile.completionPercentage).toBe(0);
      expect(unsaved.statistics.isEmailVerified).toBe(false);
    });

    it('answers 404 for an unknown user, 400 for a bad id, 403 to a student, 401 anonymous', async () => {
      const missing = await admin.get<ErrorResponse>(`/api/admin/users/${crypto.randomUUID()}`);
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe(adminUserMessages.notFound);
      expect((await admin.get('/api/admin/users/42')).status).toBe(400);
      const { user, client } = await student();
      expect((await client.get(`/api/admin/users/${user.id}`)).status).toBe(403);
      expect((await t.newClient().get(`/api/admin/users/${user.id}`)).status).toBe(401);
    });
  });

  describe('PUT /api/admin/users/:id', () => {
    const roleAudits = (userId: string) =>
      t.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'user_role_change'), eq(auditLogs.entityId, userId)));

    it('promotes a student, ends their sessions and closes their event stream, and audits it', async () => {
      const { user, client } = await student();
      const stream = await openEventStream(t.baseUrl, client);
      await stream.next('ready');
      const response = await putRole(admin, user.id, { role: 'admin' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({ id: user.id, role: 'admin', email: user.email });
      await stream.next('session-ended');
      expect((await client.get('/api/auth/me')).status).toBe(401);
      expect(await t.db.$count(sessions, eq(sessions.userId, user.id))).toBe(0);
      const [audit] = await roleAudits(user.id);
      expect(audit).toMatchObject({
        userId: adminUser.id,
        entityType: 'user',
        details: { from: 'student', to: 'admin', endedSessions: 1 },
      });

      // Signed in again, the new role applies.
      const again = await signedInAs(t, user);
      expect((await again.get('/api/admin/users')).status).toBe(200);
      expect((await putRole(admin, user.id, { role: 'student' })).body.role).toBe('student');
      expect((await again.get('/api/admin/users')).status).toBe(401);
      expect(await roleAudits(user.id)).toHaveLength(2);
    });

    it('changes nothing, and ends no session, when the role is the one the user has', async () => {
      const { user, client } = await student();
      const response = await putRole(admin, user.id, { role: 'student' });
      expect(response.status).toBe(200);
      expect(response.body.role).toBe('student');
      expect((await client.get('/api/auth/me')).status).toBe(200);
      expect(await roleAudits(user.id)).toEqual([]);
    });

    it('refuses an administrator’s change of their own role with 409', async () => {
      const response = await putRole<ErrorResponse>(admin, adminUser.id, { role: 'student' });
      expect(response.status).toBe(409);
      expect(response.body).toEqual({
        error: 'conflict',
        code: 'user.own_role',
        message: adminUserMessages.ownRole,
      });
      const [row] = await t.db.select().from(users).where(eq(users.id, adminUser.id));
      expect(row?.role).toBe('admin');
    });

    it('refuses a bad role or body (400), an unknown user (404), a student (403), anonymous (401)', async () => {
      const { user, client } = await student();
      for (const body of [{ role: 'owner' }, {}, { role: 'admin', email: 'x@example.com' }]) {
        const response = await putRole<ErrorResponse>(admin, user.id, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
      }
      expect((await putRole(admin, crypto.randomUUID(), { role: 'admin' })).status).toBe(404);
      expect((await putRole(client, user.id, { role: 'admin' })).status).toBe(403);
      expect((await putRole(t.newClient(), user.id, { role: 'admin' })).status).toBe(401);
      const withoutToken = await admin.request('PUT', `/api/admin/users/${user.id}`, {
        json: { role: 'admin' },
      });
      expect(withoutToken.status).toBe(403);
      const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.role).toBe('student');
    });
  });
});
