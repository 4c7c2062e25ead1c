import { randomUUID } from 'node:crypto';
import type { ErrorResponse } from '@studypath/domain';
import { checklistRulesVersion, type StudyPathChecklist } from '@studypath/domain/checklist';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { applications, auditLogs } from '../../platform/db/schema/index.ts';
import { signedInStudentWithQuizPath, type QuizFacts } from '../../../test/checklist-factories.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { listenToLiveChanges } from '../../../test/live-changes.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { insertTestProgram } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('a study path’s checklist, student side', () => {
  const t = testServerForSuite();
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInConsultant(t)).client;
  });

  const studentWithPath = (age: number, quiz: QuizFacts) =>
    signedInStudentWithQuizPath(t, age, quiz);

  const readChecklist = <Body = StudyPathChecklist>(client: TestClient, id: string) =>
    client.get<Body>(`/api/applications/${id}/checklist`);
  const answer = <Body = StudyPathChecklist>(client: TestClient, id: string, json: unknown) =>
    client.request<Body>('PUT', `/api/applications/${id}/checklist/answers`, {
      json,
      withCsrf: true,
    });
  const itemIds = (checklist: StudyPathChecklist) => checklist.items.map((item) => item.id);
  const itemOf = (checklist: StudyPathChecklist, id: string) =>
    checklist.items.find((item) => item.id === id);

  describe('GET /api/applications/:id/checklist', () => {
    it('gives an adult going to a college in Ontario a PAL and proof of funds from the budget', async () => {
      const { client, path } = await studentWithPath(25, {
        educationLevel: 'diploma',
        preferredProvince: 'ontario',
        budgetRange: '15k-25k',
      });
      const response = await readChecklist(client, path.id);
      expect(response.status).toBe(200);
      const checklist = response.body;
      expect(checklist).toMatchObject({
        applicationId: path.id,
        rulesVersion: checklistRulesVersion,
        answers: {},
      });
      expect(itemIds(checklist)).toContain('pal');
      expect(itemIds(checklist)).not.toContain('caq');
      expect(itemIds(checklist)).not.toContain('parental-consent-letter');
      expect(checklist.items.every((item) => item.state === 'to_do')).toBe(true);
      expect(itemOf(checklist, 'pal')?.question).toBeNull();
      expect(itemOf(checklist, 'medical-exam')?.question).toBe('needsMedicalExam');
      expect(itemOf(checklist, 'passport')?.sources[0]?.url).toMatch(/^https:\/\/www\.canada\.ca/);
      expect(checklist.proofOfFunds).toMatchObject({
        tuitionCents: 2_500_000,
        tuitionBasis: 'budget',
        livingBasis: 'outside-quebec',
        familySize: 1,
        familySizeBasis: 'assumed-alone',
      });
      expect(checklist.progress).toEqual({ done: 0, total: checklist.items.length });
    });

    it('gives a 16-year-old going to Quebec a CAQ and asks about the custodian, with no PAL', async () => {
      const { client, path } = await studentWithPath(16, {
        educationLevel: 'diploma',
        preferredProvince: 'quebec',
      });
      const { body: checklist } = await readChecklist(client, path.id);
      expect(itemIds(checklist)).toEqual(expect.arrayContaining(['caq', 'custodian-declaration']));
      expect(itemIds(checklist)).not.toContain('pal');
      expect(itemOf(checklist, 'custodian-declaration')?.question).toBe('comingWithParent');
      expect(checklist.proofOfFunds.livingBasis).toBe('quebec');
    });

    it('takes the tuition of the first attached program', async () => {
      const { client, path } = await studentWithPath(25, { budgetRange: '35k-50k' });
      const program = await insertTestProgram(t.deps);
      const attached = await admin.request('POST', `/api/admin/applications/${path.id}/programs`, {
        json: { programId: program.id },
        withCsrf: true,
      });
      expect(attached.status).toBe(201);
      const { body: checklist } = await readChecklist(client, path.id);
      expect(checklist.proofOfFunds).toMatchObject({
        tuitionCents: 1_800_000,
        tuitionBasis: 'program',
      });
    });

    it('reads a stored answer that no longer parses as unanswered, keeping the others', async () => {
      const { client, path } = await studentWithPath(25, { educationLevel: 'masters' });
      await t.db
        .update(applications)
        .set({ checklistAnswers: { institutionType: 'public', familyMembersComing: 'three' } })
        .where(eq(applications.id, path.id));
      const response = await readChecklist(client, path.id);
      expect(response.status).toBe(200);
      expect(response.body.answers).toEqual({ institutionType: 'public' });
      expect(response.body.proofOfFunds.familySizeBasis).toBe('assumed-alone');
    });

    it('answers 404 for another student’s path and an unknown one, 400 for a bad id', async () => {
      const { path } = await studentWithPath(25, {});
      const { client: other } = await signedInStudent(t);
      expect((await readChecklist(other, path.id)).status).toBe(404);
      expect((await readChecklist(other, randomUUID())).status).toBe(404);
      expect((await readChecklist(other, 'not-a-uuid')).status).toBe(400);
    });

    it('refuses an anonymous visitor (401) and a consultant on the student’s route (403)', async () => {
      const { path } = await studentWithPath(25, {});
      expect((await readChecklist(t.newClient(), path.id)).status).toBe(401);
      expect((await readChecklist(admin, path.id)).status).toBe(403);
    });
  });

  describe('PUT /api/applications/:id/checklist/answers', () => {
    it('counts the family coming along in proof of funds, audited by question name only', async () => {
      const { user, client, path } = await studentWithPath(25, { preferredProvince: 'ontario' });
      const response = await answer(client, path.id, { familyMembersComing: 2 });
      expect(response.status).toBe(200);
      expect(response.body.answers).toEqual({ familyMembersComing: 2 });
      expect(response.body.proofOfFunds).toMatchObject({
        familySize: 3,
        familySizeBasis: 'answered',
      });
      expect((await readChecklist(client, path.id)).body).toEqual(response.body);
      const audits = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.entityId, path.id), eq(auditLogs.action, 'checklist_answers_update')),
        );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({
        userId: user.id,
        entityType: 'application',
        details: { questions: ['familyMembersComing'], byConsultant: false },
      });

      // The same answer again changes nothing, and records nothing.
      const again = await answer(client, path.id, { familyMembersComing: 2 });
      expect(again.body).toEqual(response.body);
      const auditsAfter = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.entityId, path.id), eq(auditLogs.action, 'checklist_answers_update')),
        );
      expect(auditsAfter).toHaveLength(1);
    });

    it('removes the PAL once a master’s student says the institution is public', async () => {
      const { client, path } = await studentWithPath(25, {
        educationLevel: 'masters',
        preferredProvince: 'ontario',
      });
      const before = await readChecklist(client, path.id);
      expect(itemOf(before.body, 'pal')?.question).toBe('institutionType');
      const after = await answer(client, path.id, { institutionType: 'public' });
      expect(after.status).toBe(200);
      expect(itemIds(after.body)).not.toContain('pal');
      const privately = await answer(client, path.id, { institutionType: 'private' });
      expect(itemOf(privately.body, 'pal')?.question).toBeNull();
    });

    it('keeps the answers a request leaves out and clears those it sends as null', async () => {
      const { client, path } = await studentWithPath(16, { preferredProvince: 'quebec' });
      await answer(client, path.id, { comingWithParent: true, needsMedicalExam: false });
      const response = await answer(client, path.id, { needsMedicalExam: null });
      expect(response.status).toBe(200);
      expect(response.body.answers).toEqual({ comingWithParent: true });
      expect(itemIds(response.body)).not.toContain('custodian-declaration');
      expect(itemOf(response.body, 'medical-exam')?.question).toBe('needsMedicalExam');
    });

    it('announces the change of the path to the other side’s open pages', async () => {
      const { user, client, path } = await studentWithPath(25, {});
      const { waitFor, stop } = await listenToLiveChanges(t);
      try {
        expect((await answer(client, path.id, { needsMedicalExam: true })).status).toBe(200);
        expect(await waitFor(1)).toEqual([
          { kind: 'applications', id: path.id, applicationId: path.id, studentId: user.id },
        ]);
      } finally {
        await stop();
      }
    });

    it('refuses a bad body (400) with the reason, changing nothing', async () => {
      const { client, path } = await studentWithPath(25, {});
      const cases: Array<[unknown, string]> = [
        [{ familyMembersComing: 21 }, 'Must be a whole number from 0 to 20'],
        [{ familyMembersComing: 1.5 }, 'Must be a whole number from 0 to 20'],
        [{ familyMembersComing: '2' }, 'Must be a whole number from 0 to 20'],
        [{ studyLengthMonths: 0 }, 'Must be a whole number of months from 1 to 120'],
        [{ needsMedicalExam: 'yes' }, 'Must be true or false'],
        [{ institutionType: 'charter' }, 'Choose public or private'],
      ];
      for (const [body, message] of cases) {
        const response = await answer<ErrorResponse>(client, path.id, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(response.body.message, JSON.stringify(body)).toBe(message);
        expect(response.body.details?.[0]?.field).toBe(Object.keys(body as object)[0]);
      }
      const unknownKey = await answer<ErrorResponse>(client, path.id, { salary: 100 });
      expect(unknownKey.status).toBe(400);
      expect(unknownKey.body.message).toBe('Unrecognized key: "salary"');
      expect((await readChecklist(client, path.id)).body.answers).toEqual({});
    });

    it('answers 404 for another student’s path, 401 anonymous, 403 for a consultant', async () => {
      const { path } = await studentWithPath(25, {});
      const { client: other } = await signedInStudent(t);
      expect((await answer(other, path.id, { needsMedicalExam: true })).status).toBe(404);
      expect((await answer(t.newClient(), path.id, { needsMedicalExam: true })).status).toBe(401);
      expect((await answer(admin, path.id, { needsMedicalExam: true })).status).toBe(403);
      const [row] = await t.db.select().from(applications).where(eq(applications.id, path.id));
      expect(row?.checklistAnswers).toEqual({});
    });
  });
});
