// What a data export holds (issue 30, items 1 and 5; decision 040), against a seeded student with
// something in every area and another student with the same: every area present, the files
// themselves, nothing of the other student, no internal note, no consultant's address; a French
// student's README in French; a guardian's export limited to what the guardian area shows.
import type { DataExport } from '@studypath/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import {
  applications,
  consentRecords,
  payments,
  users,
  type UserRow,
} from '../../platform/db/schema/index.ts';
import { insertApplicationUpdate } from '../applications/applications.queries.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import { downloadBytes, requestExport, waitForExport } from '../../../test/data-export-flows.ts';
import { insertStoredDocument, pdfBytes } from '../../../test/document-factories.ts';
import { insertTestInfoRequest } from '../../../test/info-request-factories.ts';
import { signedInGuardian } from '../../../test/linked-guardians.ts';
import {
  insertMessageThread,
  insertMessageWithAttachment,
  insertThreadMessage,
} from '../../../test/message-factories.ts';
import { completeProfileOf, insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { zipContents } from '../../../test/zip-entries.ts';

const t = testServerForSuite();

interface SeededStudent {
  user: UserRow;
  client: TestClient;
  pathId: string;
  /** Texts only this student's records hold. */
  marks: { internalNote: string; message: string; answer: string; fileName: string };
}

/** A student with something in every area, each text marked with `tag`. */
async function seedStudent(tag: string, consultant: UserRow): Promise<SeededStudent> {
  const { user } = await t.createUser({ role: 'student' });
  const marks = {
    internalNote: `internal-note-${tag}`,
    message: `message-${tag}`,
    answer: `answer-${tag}`,
    fileName: `transcript-${tag}.pdf`,
  };
  await completeProfileOf(t.deps, user.id, { careerGoals: `career-${tag}` });
  const path = await insertStudyPath(t.deps, { userId: user.id, status: 'in_review' });
  await t.db
    .update(applications)
    .set({ adminNotes: `shown-note-${tag}`, internalNotes: marks.internalNote })
    .where(eq(applications.id, path.id));
  await insertApplicationUpdate(t.db, {
    applicationId: path.id,
    type: 'status_change',
    title: `Status changed to In Review ${tag}`,
    createdBy: consultant.id,
    createdAt: t.clock.now(),
  });
  await insertTestInfoRequest(t.deps, {
    userId: user.id,
    applicationId: path.id,
    createdBy: consultant.id,
    answered: { responses: { q1: marks.answer }, at: t.clock.now() },
  });
  const thread = await insertMessageThread(t.deps, { studentId: user.id });
  await insertThreadMessage(t.deps, {
    threadId: thread.id,
    senderId: user.id,
    senderRole: 'student',
    content: marks.message,
  });
  // A minute apart: the messages read in the order they were written.
  const at = (minutesLater: number) => new Date(t.clock.now().getTime() + minutesLater * 60_000);
  await insertMessageWithAttachment(t.deps, t.storage, {
    threadId: thread.id,
    senderId: user.id,
    createdAt: at(1),
  });
  await insertThreadMessage(t.deps, {
    threadId: thread.id,
    senderId: consultant.id,
    senderRole: 'admin',
    content: `reply-${tag}`,
    createdAt: at(2),
  });
  await insertStoredDocument(t.deps, t.storage, {
    userId: user.id,
    applicationId: path.id,
    fileName: marks.fileName,
  });
  await insertStoredDocument(t.deps, t.storage, {
    userId: user.id,
    fileName: 'acceptance-letter.pdf',
    category: 'letter_of_acceptance',
    uploadedBy: consultant.id,
    uploadedByAdmin: true,
  });
  await t.db.insert(payments).values({
    applicationId: path.id,
    userId: user.id,
    kind: 'payment',
    packageTier: 'standard',
    amountCents: 149_900,
    provider: 'simulated',
    providerReference: `sim_pi_${tag}`,
    status: 'succeeded',
    createdAt: t.clock.now(),
    succeededAt: t.clock.now(),
  });
  await t.db.insert(consentRecords).values([
    {
      userId: user.id,
      document: 'terms_of_service',
      version: '2026-11-22',
      acceptedAt: t.clock.now(),
    },
    {
      userId: user.id,
      document: 'privacy_policy',
      version: '2026-11-22',
      acceptedAt: t.clock.now(),
    },
  ]);
  await recordAudit(t.deps, {
    action: 'user_login',
    userId: user.id,
    entityType: 'user',
    entityId: user.id,
    ipAddress: '203.0.113.7',
  });
  // A consultant's entry about the path: the student learns it happened, nothing more.
  await recordAudit(t.deps, {
    action: 'application_notes_update',
    userId: consultant.id,
    entityType: 'application',
    entityId: path.id,
    ipAddress: '192.0.2.99',
    details: { changed: ['internalNotes'] },
  });
  return { user, client: await signedInAs(t, user), pathId: path.id, marks };
}

async function exportOf(client: TestClient): Promise<Map<string, Buffer>> {
  await requestExport(client);
  const ready: DataExport = await waitForExport(client);
  expect(ready.status).toBe('ready');
  const download = await downloadBytes(t, client, ready.downloadUrl ?? '');
  expect(download.status).toBe(200);
  return zipContents(download.bytes);
}

const json = (files: Map<string, Buffer>, name: string): unknown =>
  JSON.parse(files.get(name)?.toString('utf8') ?? 'null');

/** Every entry's bytes as text, to look for what must not be anywhere. */
const everything = (files: Map<string, Buffer>): string =>
  [...files].map(([name, data]) => `${name}\n${data.toString('utf8')}`).join('\n');

describe('a student’s export', () => {
  let consultant: UserRow;
  let ana: SeededStudent;
  let other: SeededStudent;
  let files: Map<string, Buffer>;
  beforeAll(async () => {
    consultant = (await t.createUser({ role: 'admin', email: 'consultant.kim@example.com' })).user;
    ana = await seedStudent('ana', consultant);
    other = await seedStudent('other', consultant);
    files = await exportOf(ana.client);
  });

  it('holds a JSON file for every area, the README, and every file the student may download', () => {
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'audit-log.json',
        'consents.json',
        'documents.json',
        'documents/acceptance-letter.pdf',
        `documents/${ana.marks.fileName}`,
        'information-requests.json',
        'message-attachments/transcript.pdf',
        'messages.json',
        'payments.json',
        'profile.json',
        'study-paths.json',
      ].sort(),
    );
    expect(files.get(`documents/${ana.marks.fileName}`)).toEqual(pdfBytes);
    expect(files.get('message-attachments/transcript.pdf')).toEqual(pdfBytes);
    expect(files.get('README.txt')?.toString()).toContain('Your StudyPath data');
  });

  it('says what each area holds, as the student sees it', () => {
    expect(json(files, 'account.json')).toMatchObject({
      id: ana.user.id,
      email: ana.user.email,
      role: 'student',
    });
    expect(json(files, 'profile.json')).toMatchObject({
      careerGoals: 'career-ana',
      completionPercentage: 100,
    });
    expect(json(files, 'study-paths.json')).toEqual([
      expect.objectContaining({
        id: ana.pathId,
        adminNotes: 'shown-note-ana',
        updates: [expect.objectContaining({ title: 'Status changed to In Review ana' })],
      }),
    ]);
    const [thread] = json(files, 'messages.json') as {
      messages: { content: string; attachmentInExport: string | null }[];
    }[];
    expect(thread?.messages.map((message) => message.content)).toEqual([
      'message-ana',
      'My transcript is attached.',
      'reply-ana',
    ]);
    expect(thread?.messages[1]?.attachmentInExport).toBe('message-attachments/transcript.pdf');
    expect(json(files, 'information-requests.json')).toEqual([
      expect.objectContaining({ status: 'answered', responses: { q1: 'answer-ana' } }),
    ]);
    expect(json(files, 'payments.json')).toEqual({
      payments: [expect.objectContaining({ amountCents: 149_900, paidBy: 'student' })],
      receipts: [
        expect.objectContaining({
          amountCents: 149_900,
          reference: 'sim_pi_ana',
          isTestPayment: true,
        }),
      ],
    });
    expect(json(files, 'consents.json')).toMatchObject({
      // Accepted together: by the text's name.
      legalTexts: [
        { document: 'privacy_policy', version: '2026-11-22' },
        { document: 'terms_of_service', version: '2026-11-22' },
      ],
      guardian: { consent: { state: 'not_needed' }, guardianAccess: { guardians: [] } },
    });
  });

  it('lists the audit entries about the student, a consultant’s without who or from where', () => {
    const entries = json(files, 'audit-log.json') as Record<string, unknown>[];
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'user_login', isOwnEntry: true, ipAddress: '203.0.113.7' }),
    );
    expect(entries).toContainEqual({
      action: 'application_notes_update',
      entityType: 'application',
      entityId: ana.pathId,
      createdAt: expect.any(String) as unknown,
      isOwnEntry: false,
      ipAddress: null,
      details: null,
    });
    expect(entries).toContainEqual(
      expect.objectContaining({ action: 'data_export_request', isOwnEntry: true }),
    );
  });

  it('holds nothing of another student, no internal note and no consultant’s address', () => {
    const text = everything(files);
    for (const mark of [
      other.user.id,
      other.user.email,
      other.pathId,
      ...Object.values(other.marks),
      'career-other',
      ana.marks.internalNote,
      'internalNotes',
      consultant.email,
      '192.0.2.99',
    ]) {
      expect(text).not.toContain(mark);
    }
  });

  it('writes the README in the language of a French student', async () => {
    const { user } = await t.createUser({ role: 'student' });
    await t.db.update(users).set({ language: 'fr' }).where(eq(users.id, user.id));
    const french = await exportOf(await signedInAs(t, user));
    expect(french.get('README.txt')?.toString()).toContain('Vos données StudyPath');
  });
});

describe('a guardian’s export', () => {
  it('holds their own account and records and, per student they follow, what their area shows', async () => {
    const consultant = (await t.createUser({ role: 'admin' })).user;
    const ana = await seedStudent('ward', consultant);
    const other = await seedStudent('stranger', consultant);
    const guardian = await signedInGuardian(t, ana.user.id);
    const files = await exportOf(guardian.client);
    const folder = `students/${ana.user.id}`;
    expect([...files.keys()].sort()).toEqual(
      [
        'README.txt',
        'account.json',
        'audit-log.json',
        'consents.json',
        `${folder}/documents.json`,
        `${folder}/documents/acceptance-letter.pdf`,
        `${folder}/documents/${ana.marks.fileName}`,
        `${folder}/payments.json`,
        `${folder}/student.json`,
        `${folder}/study-paths.json`,
      ].sort(),
    );
    expect(json(files, 'account.json')).toMatchObject({ id: guardian.user.id, role: 'guardian' });
    expect(json(files, 'consents.json')).toMatchObject({
      links: [{ studentId: ana.user.id, endedAt: null }],
    });
    expect(json(files, `${folder}/study-paths.json`)).toEqual([
      expect.objectContaining({ id: ana.pathId, updates: [expect.anything()] }),
    ]);
    // Receipts are the payer's: the student paid, so the guardian has none.
    expect(json(files, `${folder}/payments.json`)).toMatchObject({ receipts: [] });
    const text = everything(files);
    for (const mark of [
      ana.marks.message,
      ana.marks.answer,
      ana.marks.internalNote,
      'career-ward',
      other.user.id,
      other.user.email,
      ...Object.values(other.marks),
    ]) {
      expect(text).not.toContain(mark);
    }
  });
});
