import { randomUUID } from 'node:crypto';
import type { AdminStats, ErrorResponse, StudentDocument } from '@studypath/domain';
import {
  checklistRulesVersion,
  type ChecklistProgressResponse,
  type StudyPathChecklist,
} from '@studypath/domain/checklist';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  applications,
  auditLogs,
  checklistItemReviews,
  documents,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { signedInStudentWithQuizPath, type QuizFacts } from '../../../test/checklist-factories.ts';
import { pdfBytes } from '../../../test/document-factories.ts';
import { uploadDocument } from '../../../test/document-uploads.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('a study path’s checklist, the consultant’s review', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });
  /** What the relay delivered to `email`. */
  const mailTo = async (email: string) => {
    await t.app.emailRelay.runOnce();
    return mailbox.messages.filter((message) => message.to === email);
  };
  let admin: TestClient;
  beforeAll(async () => {
    admin = (await signedInConsultant(t)).client;
  });

  const studentWithPath = (age: number, quiz: QuizFacts) =>
    signedInStudentWithQuizPath(t, age, quiz);

  const read = (client: TestClient, id: string) =>
    client.get<StudyPathChecklist>(`/api/applications/${id}/checklist`);
  const adminRead = (id: string) =>
    admin.get<StudyPathChecklist>(`/api/admin/applications/${id}/checklist`);
  const review = <Body = StudyPathChecklist>(
    client: TestClient,
    id: string,
    itemId: string,
    json: unknown,
  ) =>
    client.request<Body>('PUT', `/api/admin/applications/${id}/checklist/items/${itemId}/review`, {
      json,
      withCsrf: true,
    });
  const itemOf = (checklist: StudyPathChecklist, id: string) =>
    checklist.items.find((item) => item.id === id);
  const reviewAudits = (id: string) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, id), eq(auditLogs.action, 'checklist_item_review')));

  it('links a passport uploaded from the Documents page to its item: the consultant’s move', async () => {
    const { client, path } = await studentWithPath(25, { preferredProvince: 'ontario' });
    const uploaded = await uploadDocument<StudentDocument>(client, pdfBytes, {
      fileName: 'passport.pdf',
      category: 'passport',
    });
    expect(uploaded.status).toBe(201);
    const { body: checklist } = await read(client, path.id);
    expect(itemOf(checklist, 'passport')).toMatchObject({
      state: 'uploaded',
      documents: [
        {
          id: uploaded.body.id,
          fileName: 'passport.pdf',
          downloadUrl: `/api/documents/${uploaded.body.id}/download`,
        },
      ],
      review: null,
    });
    // The consultant opens it from the item to review it.
    const [linked] = checklist.items.flatMap((entry) => entry.documents);
    expect((await admin.get(linked?.downloadUrl ?? '')).status).toBe(200);
    expect(checklist.waitingOn).toBe('consultant');
    // A transcript is no item's: it stays off the checklist.
    await uploadDocument(client, pdfBytes, { category: 'transcript' });
    const again = (await read(client, path.id)).body;
    expect(again.items.flatMap((item) => item.documents)).toHaveLength(1);

    const stats = await admin.get<AdminStats>('/api/admin/stats');
    expect(
      stats.body.needsAttention.items.some(
        (item) => item.kind === 'document_review' && item.applicationId === path.id,
      ),
    ).toBe(true);
    expect(stats.body.needsAttention.totals.document_review).toBeGreaterThanOrEqual(1);
  });

  it('accepts an uploaded item: state, progress, the student’s update and email, one audit row', async () => {
    const { user, client, path } = await studentWithPath(25, {});
    await uploadDocument(client, pdfBytes, { category: 'passport' });
    const response = await review(admin, path.id, 'passport', { decision: 'accepted' });
    expect(response.status).toBe(200);
    expect(itemOf(response.body, 'passport')).toMatchObject({
      state: 'accepted',
      review: { decision: 'accepted', reason: null },
    });
    expect(response.body.progress.done).toBe(1);
    expect((await read(client, path.id)).body.items).toEqual(response.body.items);

    const updates = await client.get<{ title: string; description: string | null }[]>(
      `/api/applications/${path.id}/updates`,
    );
    expect(updates.body[0]).toMatchObject({ title: 'Checklist item accepted: Passport' });
    const mail = await mailTo(user.email);
    expect(mail.map((message) => message.subject)).toContain(
      'Your consultant accepted a document: Passport',
    );
    const audits = await reviewAudits(path.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]?.details).toEqual({ item: 'passport', decision: 'accepted' });

    const stats = await admin.get<AdminStats>('/api/admin/stats');
    expect(stats.body.needsAttention.items.some((item) => item.applicationId === path.id)).toBe(
      false,
    );
  });

  it('asks for changes with a reason; a new upload for the item makes it the consultant’s again', async () => {
    const { user, client, path } = await studentWithPath(25, {});
    await uploadDocument(client, pdfBytes, { category: 'passport' });
    const reason = 'The scan is cut off at the bottom. Please scan the whole page.';
    const response = await review(admin, path.id, 'passport', {
      decision: 'needs_changes',
      reason,
    });
    expect(response.status).toBe(200);
    expect(itemOf(response.body, 'passport')).toMatchObject({
      state: 'needs_changes',
      review: { decision: 'needs_changes', reason },
    });
    expect(response.body.waitingOn).toBe('student');
    const mail = await mailTo(user.email);
    const changes = mail.find(
      (message) => message.subject === 'A document needs changes: Passport',
    );
    expect(changes?.text).toContain(reason);
    expect(changes?.text).toContain(`${t.config.appUrl}/application/${path.id}`);

    t.clock.advance(1000);
    const again = await uploadDocument(client, pdfBytes, {
      fileName: 'passport-full.pdf',
      category: 'visa',
      checklistItemId: 'passport',
    });
    expect(again.status).toBe(201);
    const after = (await read(client, path.id)).body;
    expect(itemOf(after, 'passport')?.state).toBe('uploaded');
    expect(itemOf(after, 'passport')?.documents[0]?.fileName).toBe('passport-full.pdf');
  });

  it('waives an item with a reason, and reopens it', async () => {
    const { client, path } = await studentWithPath(25, {});
    const waived = await review(admin, path.id, 'photo', {
      decision: 'not_needed',
      reason: 'Your biometrics appointment takes the photo.',
    });
    expect(waived.status).toBe(200);
    expect(itemOf(waived.body, 'photo')).toMatchObject({
      state: 'not_needed',
      review: { reason: 'Your biometrics appointment takes the photo.' },
    });
    expect(waived.body.progress.done).toBe(1);
    const reopened = await review(admin, path.id, 'photo', { decision: 'reopened' });
    expect(reopened.status).toBe(200);
    expect(itemOf(reopened.body, 'photo')).toMatchObject({ state: 'to_do', review: null });
    expect((await read(client, path.id)).body.progress.done).toBe(0);
    // Reopening what has no decision changes nothing and records nothing.
    await review(admin, path.id, 'photo', { decision: 'reopened' });
    expect(await reviewAudits(path.id)).toHaveLength(2);
  });

  it('refuses a review it cannot make, with a reason a consultant can act on', async () => {
    const { client, path } = await studentWithPath(25, { preferredProvince: 'ontario' });
    const nothing = await review<ErrorResponse>(admin, path.id, 'passport', {
      decision: 'accepted',
    });
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('checklist.nothing_to_review');
    const noReason = await review<ErrorResponse>(admin, path.id, 'photo', {
      decision: 'not_needed',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.details?.[0]?.field).toBe('reason');
    const blankReason = await review(admin, path.id, 'photo', {
      decision: 'needs_changes',
      reason: '   ',
    });
    expect(blankReason.status).toBe(400);
    const badDecision = await review(admin, path.id, 'photo', { decision: 'approved' });
    expect(badDecision.status).toBe(400);
    const unknownItem = await review(admin, path.id, 'visa-stamp', { decision: 'reopened' });
    expect(unknownItem.status).toBe(404);
    // The CAQ is Quebec's: not on an Ontario path's checklist.
    const notOnList = await review<ErrorResponse>(admin, path.id, 'caq', {
      decision: 'not_needed',
      reason: 'x',
    });
    expect(notOnList.status).toBe(404);
    expect(notOnList.body.code).toBe('checklist.item_not_found');
    expect((await review(admin, randomUUID(), 'photo', { decision: 'reopened' })).status).toBe(404);
    // Students and visitors do not review.
    expect((await review(client, path.id, 'photo', { decision: 'reopened' })).status).toBe(403);
    expect((await review(t.newClient(), path.id, 'photo', { decision: 'reopened' })).status).toBe(
      401,
    );
    expect(await reviewAudits(path.id)).toHaveLength(0);
  });

  it('adds a consultant’s own item the student uploads for, and removes it, keeping the file', async () => {
    const { client, path } = await studentWithPath(25, {});
    const added = await admin.request<StudyPathChecklist>(
      'POST',
      `/api/admin/applications/${path.id}/checklist/items`,
      {
        json: {
          title: 'Bank letter in English',
          details: 'Ask your bank for it.',
          category: 'financial',
        },
        withCsrf: true,
      },
    );
    expect(added.status).toBe(201);
    const custom = added.body.items.find((item) => item.kind === 'custom');
    expect(custom).toMatchObject({
      category: 'financial',
      state: 'to_do',
      custom: { title: 'Bank letter in English', details: 'Ask your bank for it.' },
      sources: [],
    });
    if (!custom) throw new Error('no custom item');
    expect(itemOf((await read(client, path.id)).body, custom.id)).toBeDefined();

    const uploaded = await uploadDocument<StudentDocument>(client, pdfBytes, {
      category: 'financial',
      checklistItemId: custom.id,
    });
    expect(uploaded.status).toBe(201);
    expect(itemOf((await adminRead(path.id)).body, custom.id)?.state).toBe('uploaded');
    const unknown = await uploadDocument<ErrorResponse>(client, pdfBytes, {
      category: 'financial',
      checklistItemId: `custom-${randomUUID()}`,
    });
    expect(unknown.status).toBe(404);
    // Not an item key at all: refused before anything is stored, naming the field.
    const malformed = await uploadDocument<ErrorResponse>(client, pdfBytes, {
      category: 'financial',
      checklistItemId: 'bank-letter',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.details?.[0]?.field).toBe('checklistItemId');
    const stored = await t.db.select().from(documents).where(eq(documents.applicationId, path.id));
    expect(stored).toHaveLength(1);

    const ruleItem = await admin.request<ErrorResponse>(
      'DELETE',
      `/api/admin/applications/${path.id}/checklist/items/passport`,
      { withCsrf: true },
    );
    expect(ruleItem.status).toBe(409);
    expect(ruleItem.body.code).toBe('checklist.not_custom_item');
    const byStudent = await client.request(
      'DELETE',
      `/api/admin/applications/${path.id}/checklist/items/${custom.id}`,
      { withCsrf: true },
    );
    expect(byStudent.status).toBe(403);
    const removed = await admin.request<StudyPathChecklist>(
      'DELETE',
      `/api/admin/applications/${path.id}/checklist/items/${custom.id}`,
      { withCsrf: true },
    );
    expect(removed.status).toBe(200);
    expect(itemOf(removed.body, custom.id)).toBeUndefined();
    const [file] = await t.db.select().from(documents).where(eq(documents.id, uploaded.body.id));
    expect(file?.checklistItem).toBeNull();

    const badBodies = [
      { title: '', category: 'financial' },
      { title: 'x'.repeat(121), category: 'financial' },
      { title: 'Letter', category: 'bank' },
      { title: 'Letter', category: 'other', colour: 'red' },
    ];
    for (const json of badBodies) {
      const response = await admin.request(
        'POST',
        `/api/admin/applications/${path.id}/checklist/items`,
        { json, withCsrf: true },
      );
      expect(response.status, JSON.stringify(json)).toBe(400);
    }
  });

  it('keeps an item accepted under earlier rules that the rules no longer ask for', async () => {
    const { client, path } = await studentWithPath(25, { preferredProvince: 'quebec' });
    await t.db.insert(checklistItemReviews).values({
      applicationId: path.id,
      itemKey: 'pal',
      decision: 'accepted',
      reason: null,
      decidedBy: null,
      decidedAt: t.clock.now(),
    });
    const { body } = await read(client, path.id);
    expect(itemOf(body, 'pal')).toMatchObject({ state: 'accepted', noLongerRequired: true });
    expect(itemOf(body, 'caq')?.noLongerRequired).toBe(false);
  });

  it('says what a new rules version changed on the next read, once, and keeps saying it', async () => {
    const { client, path } = await studentWithPath(25, { preferredProvince: 'ontario' });
    const first = (await read(client, path.id)).body;
    expect(first.rulesChange).toBeNull();
    const [stored] = await t.db.select().from(applications).where(eq(applications.id, path.id));
    expect(stored?.checklistRulesVersion).toBe(checklistRulesVersion);
    const ids = first.items.map((item) => item.id);
    expect(stored?.checklistItemIds).toEqual(ids);

    // As if the path had last been read under an older table without biometrics but with a CAQ.
    await t.db
      .update(applications)
      .set({
        checklistRulesVersion: '2026-01-01.1',
        checklistItemIds: [...ids.filter((id) => id !== 'biometrics'), 'caq'],
      })
      .where(eq(applications.id, path.id));
    const changed = (await read(client, path.id)).body;
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(changed.rulesChange).toEqual({
      changedOn: today,
      added: ['biometrics'],
      removed: ['caq'],
    });
    expect((await adminRead(path.id)).body.rulesChange).toEqual(changed.rulesChange);
    const [after] = await t.db.select().from(applications).where(eq(applications.id, path.id));
    expect(after?.checklistRulesVersion).toBe(checklistRulesVersion);
  });

  it('gives the Study Paths table each path’s completion', async () => {
    const one = await studentWithPath(25, {});
    const two = await studentWithPath(25, {});
    await uploadDocument(one.client, pdfBytes, { category: 'passport' });
    await review(admin, one.path.id, 'photo', {
      decision: 'not_needed',
      reason: 'Taken at biometrics.',
    });
    const response = await admin.get<ChecklistProgressResponse>(
      `/api/admin/checklist-progress?ids=${one.path.id},${two.path.id}`,
    );
    expect(response.status).toBe(200);
    const byId = new Map(response.body.items.map((item) => [item.applicationId, item]));
    const total = (await adminRead(one.path.id)).body.progress.total;
    expect(byId.get(one.path.id)).toEqual({
      applicationId: one.path.id,
      done: 1,
      total,
      awaitingReview: 1,
      toDo: total - 2,
    });
    expect(byId.get(two.path.id)).toMatchObject({ done: 0, awaitingReview: 0 });
    expect((await admin.get('/api/admin/checklist-progress?ids=nope')).status).toBe(400);
    expect((await one.client.get(`/api/admin/checklist-progress?ids=${one.path.id}`)).status).toBe(
      403,
    );
  });
});
