import type {
  ApplicationUpdate,
  AttachedProgram,
  CatalogueProgram,
  ErrorResponse,
  Program,
} from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, programs } from '../../platform/db/schema/index.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { insertStudyPath, insertTestProgram } from '../../../test/study-path-factories.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const newProgram = {
  title: 'Practical Nursing',
  programLink: 'https://www.example.ca/programs/practical-nursing',
  institution: 'Humber Polytechnic',
  tuition: '',
};

describe('programs, admin side', () => {
  let t: TestServer;
  let admin: TestClient;
  let studentClient: TestClient;
  let studentId: string;
  beforeAll(async () => {
    t = await startTestServer();
    const created = await t.createUser({ role: 'admin' });
    admin = t.newClient();
    await admin.login(created.user.email, created.password);
    const student = await t.createUser();
    studentId = student.user.id;
    studentClient = t.newClient();
    await studentClient.login(student.user.email, student.password);
  });
  afterAll(() => t.close());

  const send = <Body = unknown>(client: TestClient, method: string, path: string, json?: unknown) =>
    client.request<Body>(method, path, { ...(json === undefined ? {} : { json }), withCsrf: true });

  it('creates, searches, edits and deletes a program that is not attached', async () => {
    const created = await send<Program>(admin, 'POST', '/api/admin/programs', newProgram);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...newProgram, tuition: null, imageUrl: null });

    const found = await admin.get<CatalogueProgram[]>('/api/admin/programs?search=HUMBER');
    expect(found.body.find((program) => program.id === created.body.id)).toMatchObject({
      title: 'Practical Nursing',
      isAttached: false,
    });
    const none = await admin.get<Program[]>('/api/admin/programs?search=nothing-like-this');
    expect(none.body).toEqual([]);

    const edited = await send<Program>(admin, 'PATCH', `/api/admin/programs/${created.body.id}`, {
      tuition: 'CAD 17,500 / year',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Practical Nursing', tuition: 'CAD 17,500 / year' });

    const deleted = await send(admin, 'DELETE', `/api/admin/programs/${created.body.id}`);
    expect(deleted.status).toBe(204);
    expect(await t.db.$count(programs, eq(programs.id, created.body.id))).toBe(0);
    const actions = await t.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.entityId, created.body.id));
    expect(actions.map((row) => row.action).sort()).toEqual([
      'program_create',
      'program_delete',
      'program_update',
    ]);
  });

  it('completes a link typed without https:// and stores it whole', async () => {
    const created = await send<Program>(admin, 'POST', '/api/admin/programs', {
      title: 'Early Childhood Education',
      programLink: 'www.example.ca/programs/ece',
    });
    expect(created.status).toBe(201);
    expect(created.body.programLink).toBe('https://www.example.ca/programs/ece');
    const [stored] = await t.db
      .select({ programLink: programs.programLink })
      .from(programs)
      .where(eq(programs.id, created.body.id));
    expect(stored?.programLink).toBe('https://www.example.ca/programs/ece');

    const edited = await send<Program>(admin, 'PATCH', `/api/admin/programs/${created.body.id}`, {
      programLink: 'example.ca/ece',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.programLink).toBe('https://example.ca/ece');
  });

  it('refuses a missing title and a link that is not a web address, with the spec messages (400)', async () => {
    const response = await send<ErrorResponse>(admin, 'POST', '/api/admin/programs', {
      title: ' ',
      programLink: 'javascript:alert(1)',
    });
    expect(response.status).toBe(400);
    expect(response.body.details).toEqual(
      expect.arrayContaining([
        { field: 'title', message: 'Program title is required' },
        { field: 'programLink', message: 'Must be a valid URL' },
      ]),
    );
    expect(
      (await send(admin, 'PATCH', `/api/admin/programs/${crypto.randomUUID()}`, { title: 'x' }))
        .status,
    ).toBe(404);
    expect((await send(admin, 'DELETE', `/api/admin/programs/${crypto.randomUUID()}`)).status).toBe(
      404,
    );
  });

  it('attaches a program to a path (the student sees it and an update), then refuses to edit or delete it (409)', async () => {
    const application = await insertStudyPath(t.deps, { userId: studentId, status: 'completed' });
    const program = await insertTestProgram(t.deps, { title: 'Computer Programming' });
    const attach = await send<AttachedProgram>(
      admin,
      'POST',
      `/api/admin/applications/${application.id}/programs`,
      { programId: program.id, notes: 'Co-op in your first year' },
    );
    expect(attach.status).toBe(201);
    expect(attach.body).toMatchObject({
      program: { id: program.id, title: 'Computer Programming' },
      notes: 'Co-op in your first year',
    });

    const catalogue = await admin.get<CatalogueProgram[]>('/api/admin/programs');
    expect(catalogue.body.find((entry) => entry.id === program.id)?.isAttached).toBe(true);

    const seen = await studentClient.get<AttachedProgram[]>(
      `/api/applications/${application.id}/programs`,
    );
    expect(seen.body.map((link) => link.program.id)).toEqual([program.id]);
    const updates = await studentClient.get<ApplicationUpdate[]>(
      `/api/applications/${application.id}/updates`,
    );
    expect(updates.body.map((update) => [update.type, update.title])).toEqual([
      ['program_attached', 'Program suggested: Computer Programming'],
    ]);

    const again = await send(admin, 'POST', `/api/admin/applications/${application.id}/programs`, {
      programId: program.id,
    });
    expect(again.status).toBe(409);
    const edit = await send<ErrorResponse>(admin, 'PATCH', `/api/admin/programs/${program.id}`, {
      title: 'Renamed',
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe(
      'This program is attached to a study path and cannot be edited.',
    );
    const remove = await send<ErrorResponse>(admin, 'DELETE', `/api/admin/programs/${program.id}`);
    expect(remove.status).toBe(409);
    expect(await t.db.$count(programs, eq(programs.id, program.id))).toBe(1);

    t.clock.advance(1000);
    const detach = await send(
      admin,
      'DELETE',
      `/api/admin/applications/${application.id}/programs/${program.id}`,
    );
    expect(detach.status).toBe(204);
    const after = await studentClient.get<ApplicationUpdate[]>(
      `/api/applications/${application.id}/updates`,
    );
    expect(after.body.map((update) => update.type)).toEqual([
      'program_removed',
      'program_attached',
    ]);
    expect(
      await t.db.$count(
        auditLogs,
        and(eq(auditLogs.entityId, application.id), eq(auditLogs.action, 'program_remove')),
      ),
    ).toBe(1);
    expect(
      (await send(admin, 'PATCH', `/api/admin/programs/${program.id}`, { title: 'Renamed' }))
        .status,
    ).toBe(200);
    expect(
      (
        await send(
          admin,
          'DELETE',
          `/api/admin/applications/${application.id}/programs/${program.id}`,
        )
      ).status,
    ).toBe(404);
  });

  it('answers 404 when the path or the program does not exist, 400 for a bad program id', async () => {
    const application = await insertStudyPath(t.deps, { userId: studentId, status: 'completed' });
    const program = await insertTestProgram(t.deps);
    expect(
      (
        await send(admin, 'POST', `/api/admin/applications/${crypto.randomUUID()}/programs`, {
          programId: program.id,
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(admin, 'POST', `/api/admin/applications/${application.id}/programs`, {
          programId: crypto.randomUUID(),
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await send(admin, 'POST', `/api/admin/applications/${application.id}/programs`, {
          programId: '1',
        })
      ).status,
    ).toBe(400);
  });

  it('refuses every program call to a student (403) and to an anonymous visitor (401)', async () => {
    const id = crypto.randomUUID();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/admin/programs'],
      ['POST', '/api/admin/programs', newProgram],
      ['PATCH', `/api/admin/programs/${id}`, { title: 'x' }],
      ['DELETE', `/api/admin/programs/${id}`],
      ['POST', `/api/admin/applications/${id}/programs`, { programId: id }],
      ['DELETE', `/api/admin/applications/${id}/programs/${id}`],
    ];
    for (const [method, path, json] of calls) {
      expect((await send(studentClient, method, path, json)).status, `${method} ${path}`).toBe(403);
      expect((await send(t.newClient(), method, path, json)).status, `${method} ${path}`).toBe(401);
    }
  });

  it('searches title and institution regardless of accents and case, both ways', async () => {
    const montreal = await insertTestProgram(t.deps, {
      title: 'Génie logiciel',
      institution: 'Université de Montréal',
    });
    const plain = await insertTestProgram(t.deps, {
      title: 'Genie Hospitality Studies',
      institution: 'Montreal College',
    });
    const found = async (search: string) => {
      const response = await admin.get<CatalogueProgram[]>(
        `/api/admin/programs?search=${encodeURIComponent(search)}`,
      );
      expect(response.status).toBe(200);
      return response.body.map((program) => program.id);
    };
    expect(await found('GENIE')).toEqual([plain.id, montreal.id]);
    expect(await found('génie')).toEqual([plain.id, montreal.id]);
    expect(await found('universite de MONTREAL')).toEqual([montreal.id]);
    // No match spans the title and the institution.
    expect(await found('logiciel université')).toEqual([]);
  });
});
