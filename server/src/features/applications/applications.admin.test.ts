import type {
  AdminUserDetail,
  AdminApplication,
  AdminApplicationListResponse,
  ApplicationUpdate,
  ErrorResponse,
} from '@studypath/domain';
import { getStatusGuide } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  applicationPrograms,
  applications,
  applicationUpdates,
  auditLogs,
  emailOutbox,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import type { TestClient } from '../../../test/http-client.ts';
import {
  completeProfileOf,
  insertStudyPath,
  insertTestProgram,
} from '../../../test/study-path-factories.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { hours } from '../../../test/test-clock.ts';

describe('study paths, admin side', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  let admin: TestClient;
  let adminId: string;
  beforeAll(async () => {
    t = await startTestServer({ emailTransport: mailbox });
    ({
      user: { id: adminId },
      client: admin,
    } = await signedInConsultant(t));
  });
  afterAll(() => t.close());

  async function student() {
    const signedIn = await signedInStudent(t);
    await completeProfileOf(t.deps, signedIn.user.id);
    return signedIn;
  }

  const patch = <Body = AdminApplication>(client: TestClient, path: string, json: unknown) =>
    client.request<Body>('PATCH', path, { json, withCsrf: true });

  describe('GET /api/admin/applications', () => {
    it('searches name, e-mail, field of study and institutions, filters by status, and pages', async () => {
      const { user: ana } = await student();
      const application = await insertStudyPath(t.deps, {
        userId: ana.id,
        status: 'in_review',
        fieldOfStudy: 'Marine Biology 100%_x',
        intendedInstitutions: 'Dalhousie University',
      });
      const list = (query: string) =>
        admin.get<AdminApplicationListResponse>(`/api/admin/applications?${query}`);

      for (const search of [
        'ana silva',
        'SILVA',
        ana.email.toUpperCase(),
        'marine',
        'dalhousie',
        '100%_',
      ]) {
        const found = await list(`search=${encodeURIComponent(search)}&pageSize=100`);
        expect(found.status).toBe(200);
        expect(
          found.body.items.map((item) => item.id),
          search,
        ).toContain(application.id);
      }
      const item = (await list(`search=${encodeURIComponent(ana.email)}`)).body.items[0];
      expect(item).toMatchObject({
        id: application.id,
        email: ana.email,
        legalFirstName: 'Ana',
        legalLastName: 'Silva',
        status: 'in_review',
      });
      // % and _ are matched literally, not as wildcards.
      expect((await list('search=100%25x')).body.items.map((i) => i.id)).not.toContain(
        application.id,
      );
      expect((await list('search=dalhousie&status=new')).body.total).toBe(0);
      expect((await list('search=dalhousie&status=in_review')).body.total).toBe(1);

      for (let i = 0; i < 3; i += 1) {
        const { user } = await student();
        await insertStudyPath(t.deps, { userId: user.id });
      }
      const page = await list('pageSize=2&page=2');
      expect(page.body).toMatchObject({ page: 2, pageSize: 2 });
      expect(page.body.items).toHaveLength(2);
      expect(page.body.total).toBeGreaterThanOrEqual(4);
    });

    it('searches regardless of accents and case, both ways, listing a path once', async () => {
      const { user: eloise } = await student();
      await completeProfileOf(t.deps, eloise.id, {
        legalFirstName: 'Éloïse',
        legalLastName: 'Gagné',
      });
      const accented = await insertStudyPath(t.deps, {
        userId: eloise.id,
        fieldOfStudy: 'Génie civil',
        intendedInstitutions: 'Cégep Gagné',
      });
      const { user: plain } = await student();
      await completeProfileOf(t.deps, plain.id, {
        legalFirstName: 'Eloise',
        legalLastName: 'Hartley',
      });
      const unaccented = await insertStudyPath(t.deps, { userId: plain.id });
      const found = async (search: string) => {
        const response = await admin.get<AdminApplicationListResponse>(
          `/api/admin/applications?search=${encodeURIComponent(search)}&pageSize=100`,
        );
        expect(response.status).toBe(200);
        return response.body;
      };

      for (const search of ['eloise', 'Éloïse', 'ÉLOÏSE']) {
        const ids = (await found(search)).items.map((item) => item.id);
        expect(ids, search).toEqual(expect.arrayContaining([accented.id, unaccented.id]));
      }
      // 'Gagné' is both her name and the institution: one row, counted once.
      expect(await found('GAGNE')).toMatchObject({ total: 1, items: [{ id: accented.id }] });
      expect((await found('GENIE CIVIL')).items.map((item) => item.id)).toEqual([accented.id]);
      expect((await found('éloïse hartley')).items.map((item) => item.id)).toEqual([unaccented.id]);
    });

    it('refuses bad query values (400), a student (403) and an anonymous visitor (401)', async () => {
      expect((await admin.get('/api/admin/applications?status=lost')).status).toBe(400);
      expect((await admin.get('/api/admin/applications?pageSize=1000')).status).toBe(400);
      const { client } = await student();
      expect((await client.get('/api/admin/applications')).status).toBe(403);
      expect((await t.newClient().get('/api/admin/applications')).status).toBe(401);
    });
  });

  describe('GET /api/admin/applications/:id', () => {
    it('answers the path with internal notes and the student’s profile fields', async () => {
      const { user } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      await t.db
        .update(applications)
        .set({ internalNotes: 'Check funding' })
        .where(eq(applications.id, application.id));
      const response = await admin.get<AdminApplication>(
        `/api/admin/applications/${application.id}`,
      );
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        id: application.id,
        internalNotes: 'Check funding',
        email: user.email,
        legalFirstName: 'Ana',
        phone: '+5511912345678',
        citizenship: 'Brazil',
        pathway: 'college_current',
        overallAverage: '88%',
        englishTest: 'ielts',
      });
    });

    it('answers 404 for an unknown path, 400 for a bad id, 403 to a student', async () => {
      expect((await admin.get(`/api/admin/applications/${crypto.randomUUID()}`)).status).toBe(404);
      expect((await admin.get('/api/admin/applications/1')).status).toBe(400);
      const { user, client } = await student();
      const own = await insertStudyPath(t.deps, { userId: user.id });
      expect((await client.get(`/api/admin/applications/${own.id}`)).status).toBe(403);
    });
  });

  describe('PATCH /api/admin/applications/:id/status', () => {
    it('sets any status, adds an update, audits it and emails the new label, next steps and link', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const response = await patch(admin, `/api/admin/applications/${application.id}/status`, {
        status: 'docs_needed',
      });
      expect(response.status).toBe(200);
      expect(response.body.status).toBe('docs_needed');

      const guide = getStatusGuide('docs_needed');
      const updates = await client.get<ApplicationUpdate[]>(
        `/api/applications/${application.id}/updates`,
      );
      expect(updates.body).toHaveLength(1);
      expect(updates.body[0]).toMatchObject({
        type: 'status_change',
        title: 'Status changed to Documents Needed',
        description: guide?.nextSteps,
      });
      // The student reads the consultant by name only (issue 23); this one set none.
      expect(updates.body[0]?.createdBy).toEqual({
        role: 'admin',
        displayName: 'Educational Consultant',
      });
      const seenByConsultant = await admin.get<ApplicationUpdate[]>(
        `/api/applications/${application.id}/updates`,
      );
      expect(seenByConsultant.body[0]?.createdBy?.id).toBe(adminId);
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.entityId, application.id),
            eq(auditLogs.action, 'application_status_change'),
          ),
        );
      expect(audit?.details).toEqual({ from: 'new', to: 'docs_needed' });

      const outbox = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      expect(outbox.map((row) => [row.template, row.subject])).toEqual([
        ['study_path_status', 'Your study path is now: Documents Needed'],
      ]);
      await t.app.emailRelay.runOnce();
      const sent = mailbox.messages.filter((message) => message.to === user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]?.text).toContain(guide?.nextSteps ?? '-');
      expect(sent[0]?.text).toContain(`${t.config.appUrl}/application/${application.id}`);
    });

    it('changes nothing and sends nothing when the status is the same', async () => {
      const { user } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id, status: 'in_review' });
      const response = await patch(admin, `/api/admin/applications/${application.id}/status`, {
        status: 'in_review',
      });
      expect(response.status).toBe(200);
      expect(
        await t.db.$count(applicationUpdates, eq(applicationUpdates.applicationId, application.id)),
      ).toBe(0);
      expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, user.email))).toBe(0);
    });

    it('refuses to reopen a path while the student has another active one (409)', async () => {
      const { user } = await student();
      const ended = await insertStudyPath(t.deps, { userId: user.id, status: 'closed' });
      await insertStudyPath(t.deps, { userId: user.id });
      const response = await patch<ErrorResponse>(
        admin,
        `/api/admin/applications/${ended.id}/status`,
        {
          status: 'in_review',
        },
      );
      expect(response.status).toBe(409);
      expect(await t.db.$count(emailOutbox, eq(emailOutbox.toAddress, user.email))).toBe(0);
    });

    it('refuses an unknown status (400), an unknown path (404), a student (403), anonymous (401)', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const url = `/api/admin/applications/${application.id}/status`;
      expect((await patch(admin, url, { status: 'submitted' })).status).toBe(400);
      expect(
        (
          await patch(admin, `/api/admin/applications/${crypto.randomUUID()}/status`, {
            status: 'new',
          })
        ).status,
      ).toBe(404);
      expect((await patch(client, url, { status: 'completed' })).status).toBe(403);
      expect((await patch(t.newClient(), url, { status: 'completed' })).status).toBe(401);
    });
  });

  describe('PATCH /api/admin/applications/:id/notes', () => {
    it('stores both notes; only the admin notes reach the student, as a note_added update', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const url = `/api/admin/applications/${application.id}/notes`;
      const response = await patch(admin, url, {
        adminNotes: 'Please upload your IELTS report.',
        internalNotes: 'Scholarship candidate',
      });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        adminNotes: 'Please upload your IELTS report.',
        internalNotes: 'Scholarship candidate',
      });
      const seen = await client.get(`/api/applications/${application.id}`);
      expect(seen.text).toContain('Please upload your IELTS report.');
      expect(seen.text).not.toContain('Scholarship candidate');
      const updates = await client.get<ApplicationUpdate[]>(
        `/api/applications/${application.id}/updates`,
      );
      expect(updates.body.map((update) => update.type)).toEqual(['note_added']);
      expect(JSON.stringify(updates.body)).not.toContain('Scholarship candidate');

      // Internal notes alone: audited, nothing shown to the student.
      await patch(admin, url, { internalNotes: 'Scholarship confirmed' });
      expect(
        (await client.get<ApplicationUpdate[]>(`/api/applications/${application.id}/updates`)).body,
      ).toHaveLength(1);
      expect(
        await t.db.$count(
          auditLogs,
          and(
            eq(auditLogs.entityId, application.id),
            eq(auditLogs.action, 'application_notes_update'),
          ),
        ),
      ).toBe(2);
    });

    it('refuses an empty body and unknown fields (400), and a student (403)', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const url = `/api/admin/applications/${application.id}/notes`;
      expect((await patch(admin, url, {})).status).toBe(400);
      expect((await patch(admin, url, { adminNotes: 'x', status: 'closed' })).status).toBe(400);
      expect((await patch(client, url, { adminNotes: 'x' })).status).toBe(403);
    });
  });

  describe('PATCH /api/admin/applications/:id/close', () => {
    it('closes with the reason and the time, tells the student by email, and refuses a second close (409)', async () => {
      const { user, client } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id, status: 'docs_needed' });
      const url = `/api/admin/applications/${application.id}/close`;
      const response = await patch(admin, url, { reason: '  No documents received in 90 days.  ' });
      expect(response.status).toBe(200);
      expect(response.body).toMatchObject({
        status: 'closed',
        closedReason: 'No documents received in 90 days.',
        closedAt: t.clock.now().toISOString(),
      });
      const seen = await client.get(`/api/applications/${application.id}`);
      expect(seen.body).toMatchObject({ closedReason: 'No documents received in 90 days.' });

      const outbox = await t.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, user.email));
      expect(outbox.map((row) => row.template)).toEqual(['study_path_closed']);
      await t.app.emailRelay.runOnce();
      const sent = mailbox.messages.filter((message) => message.to === user.email);
      expect(sent[0]?.text).toContain('Reason: No documents received in 90 days.');
      expect(sent[0]?.text).toContain(`${t.config.appUrl}/application/${application.id}`);

      const again = await patch<ErrorResponse>(admin, url, { reason: 'Again' });
      expect(again.status).toBe(409);
      expect(again.body.error).toBe('conflict');
    });

    it('refuses a blank reason (400), a path that already ended (409) and a student (403)', async () => {
      const { user, client } = await student();
      const completed = await insertStudyPath(t.deps, { userId: user.id, status: 'completed' });
      const url = `/api/admin/applications/${completed.id}/close`;
      const blank = await patch<ErrorResponse>(admin, url, { reason: '   ' });
      expect(blank.status).toBe(400);
      expect(blank.body.details).toContainEqual({
        field: 'reason',
        message: 'A reason is required',
      });
      expect((await patch(admin, url, { reason: 'Done' })).status).toBe(409);
      expect((await patch(client, url, { reason: 'Done' })).status).toBe(403);
    });
  });

  describe('DELETE /api/admin/applications/:id', () => {
    it('removes the path with its updates and program links, and audits it', async () => {
      const { user } = await student();
      const application = await insertStudyPath(t.deps, { userId: user.id });
      const program = await insertTestProgram(t.deps);
      await admin.request('POST', `/api/admin/applications/${application.id}/programs`, {
        json: { programId: program.id },
        withCsrf: true,
      });
      await patch(admin, `/api/admin/applications/${application.id}/status`, {
        status: 'in_review',
      });
      expect(
        await t.db.$count(applicationUpdates, eq(applicationUpdates.applicationId, application.id)),
      ).toBe(2);

      const response = await admin.request('DELETE', `/api/admin/applications/${application.id}`, {
        withCsrf: true,
      });
      expect(response.status).toBe(204);
      expect(await t.db.$count(applications, eq(applications.id, application.id))).toBe(0);
      expect(
        await t.db.$count(applicationUpdates, eq(applicationUpdates.applicationId, application.id)),
      ).toBe(0);
      expect(
        await t.db.$count(
          applicationPrograms,
          eq(applicationPrograms.applicationId, application.id),
        ),
      ).toBe(0);
      expect(
        await t.db.$count(
          auditLogs,
          and(eq(auditLogs.entityId, application.id), eq(auditLogs.action, 'application_delete')),
        ),
      ).toBe(1);
      // The program itself stays in the catalogue, free to edit again.
      const edit = await patch(admin, `/api/admin/programs/${program.id}`, { tuition: 'CAD 1' });
      expect(edit.status).toBe(200);
    });

    it('answers 404 for an unknown path and 403 to a student', async () => {
      const del = (client: TestClient, id: string) =>
        client.request('DELETE', `/api/admin/applications/${id}`, { withCsrf: true });
      expect((await del(admin, crypto.randomUUID())).status).toBe(404);
      const { user, client } = await student();
      const own = await insertStudyPath(t.deps, { userId: user.id });
      expect((await del(client, own.id)).status).toBe(403);
    });
  });
});

// Issue 26: the consultants' pages mark a minor. A suite of its own: it moves the clock two years.
describe('a minor on the consultants’ pages', () => {
  const t = testServerForSuite();

  it('is marked while under 18, on the server’s clock each time it answers', async () => {
    const { user } = await signedInStudent(t);
    const sixteenYearsAgo = new Date(t.clock.now());
    sixteenYearsAgo.setUTCFullYear(sixteenYearsAgo.getUTCFullYear() - 16);
    await completeProfileOf(t.deps, user.id, {
      dateOfBirth: sixteenYearsAgo.toISOString().slice(0, 10),
    });
    const application = await insertStudyPath(t.deps, { userId: user.id });
    const isMinorNow = async () => {
      // Signed in afresh: an hour without activity ends a session, and the clock moves years.
      const { client: consultant } = await signedInConsultant(t);
      const path = await consultant.get<AdminApplication>(
        `/api/admin/applications/${application.id}`,
      );
      const account = await consultant.get<AdminUserDetail>(`/api/admin/users/${user.id}`);
      return [path.body.isMinor, account.body.isMinor];
    };
    expect(await isMinorNow()).toEqual([true, true]);
    t.clock.advance(hours(24 * (2 * 365 + 2)));
    expect(await isMinorNow()).toEqual([false, false]);
  });

  it('is not marked for an adult', async () => {
    const { user } = await signedInStudent(t);
    await completeProfileOf(t.deps, user.id);
    const application = await insertStudyPath(t.deps, { userId: user.id });
    const { client: consultant } = await signedInConsultant(t);
    const answer = await consultant.get<AdminApplication>(
      `/api/admin/applications/${application.id}`,
    );
    expect(answer.body.isMinor).toBe(false);
  });
});
