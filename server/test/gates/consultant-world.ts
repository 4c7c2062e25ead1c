// A student's world after consultants have worked on it, for the gates that check what a student's
// own calls may see and change (student-answers-gate.test.ts). Everything a consultant does is
// done through the admin API, so each record carries the author, titles and links production
// writes: two consultants (one with a display name, one with none), a status change, a note, an
// information request, a suggested program, an uploaded document, a message with an attachment,
// and a finished path that paid for a package and still holds a pending upgrade intent.
import { eq } from 'drizzle-orm';
import type { ApplicationRow, UserRow } from '../../src/platform/db/schema/index.ts';
import { applications, guardianLinks } from '../../src/platform/db/schema/index.ts';
import { signedInAs } from '../account-sessions.ts';
import { pdfBytes } from '../document-factories.ts';
import { multipartBody } from '../document-uploads.ts';
import type { TestClient, TestResponse } from '../http-client.ts';
import { sampleQuestions } from '../info-request-factories.ts';
import { insertMessageWithAttachment } from '../message-factories.ts';
import { askForIntent, payWithSimulatedCard } from '../payment-factories.ts';
import { completeProfileOf, insertStudyPath } from '../study-path-factories.ts';
import type { TestServer } from '../test-server.ts';

export const CONSULTANT_DISPLAY_NAME = 'Maria Gate';

export interface ConsultantWorld {
  student: UserRow;
  studentClient: TestClient;
  /** Every consultant who touched the world. */
  admins: UserRow[];
  /** The active path the consultants worked on, and the finished one that paid. */
  activeApplication: ApplicationRow;
  finishedApplication: ApplicationRow;
  /**
   * Ids of this world's resources per owned-resource kind (owned-resources.ts): the gate calls a
   * route once per id of the kind it declares. Each is one a consultant made or touched.
   */
  owned: Readonly<Record<string, readonly string[]>>;
  /**
   * Values for body fields of the valid samples (valid-samples.ts) that name a record, so a
   * sample reaches this world's records instead of an unknown id: the finished path, the
   * consultant's thread, the pending upgrade's client secret.
   */
  bodyValues: Readonly<Record<string, string>>;
}

async function expectOk<Body>(label: string, response: Promise<TestResponse<Body>>) {
  const answered = await response;
  if (answered.status >= 300) {
    throw new Error(`world: ${label} answered ${answered.status} ${answered.text}`);
  }
  return answered.body;
}

function send<Body = { id: string }>(
  client: TestClient,
  method: string,
  url: string,
  json: unknown,
) {
  return client.request<Body>(method, url, { json, withCsrf: true });
}

interface Consultants {
  named: UserRow;
  unnamed: UserRow;
  namedClient: TestClient;
  unnamedClient: TestClient;
}

// The two consultants serve every world of a server: an account costs an Argon2id hash.
const consultantsByServer = new WeakMap<TestServer, Promise<Consultants>>();

async function createConsultants(t: TestServer): Promise<Consultants> {
  const named = (await t.createUser({ role: 'admin' })).user;
  const unnamed = (await t.createUser({ role: 'admin' })).user;
  const [namedClient, unnamedClient] = await Promise.all([
    signedInAs(t, named),
    signedInAs(t, unnamed),
  ]);
  await expectOk(
    'display name',
    send(namedClient, 'PUT', '/api/user/profile', { displayName: CONSULTANT_DISPLAY_NAME }),
  );
  return { named, unnamed, namedClient, unnamedClient };
}

export async function seedConsultantWorld(t: TestServer): Promise<ConsultantWorld> {
  let consultants = consultantsByServer.get(t);
  if (!consultants) {
    consultants = createConsultants(t);
    consultantsByServer.set(t, consultants);
  }
  const { named, unnamed, namedClient, unnamedClient } = await consultants;
  const student = (await t.createUser()).user;
  await completeProfileOf(t.deps, student.id);
  const studentClient = await signedInAs(t, student);

  // A path that paid for basic, asked for a premium upgrade and ended before paying it. The end is
  // written directly: whatever closes a path, a later confirmation must look at the path again.
  const finishedApplication = await insertStudyPath(t.deps, {
    userId: student.id,
    status: 'find_program',
  });
  const basic = await expectOk<{ clientSecret: string }>(
    'basic intent',
    askForIntent(studentClient, { applicationId: finishedApplication.id, packageTier: 'basic' }),
  );
  await expectOk('basic payment', payWithSimulatedCard(studentClient, basic.clientSecret));
  const upgrade = await expectOk<{ clientSecret: string }>(
    'premium intent',
    askForIntent(studentClient, { applicationId: finishedApplication.id, packageTier: 'premium' }),
  );
  const [finished] = await t.db
    .update(applications)
    .set({ status: 'closed', closedReason: 'The student asked to stop.', closedAt: t.clock.now() })
    .where(eq(applications.id, finishedApplication.id))
    .returning();
  if (!finished) throw new Error('world: the finished path is gone');

  const activeApplication = await insertStudyPath(t.deps, {
    userId: student.id,
    status: 'in_review',
  });
  const pathUrl = `/api/admin/applications/${activeApplication.id}`;
  await expectOk(
    'status',
    send(namedClient, 'PATCH', `${pathUrl}/status`, { status: 'loa_received' }),
  );
  await expectOk(
    'note',
    send(unnamedClient, 'PATCH', `${pathUrl}/notes`, {
      adminNotes: 'Please upload your transcript.',
    }),
  );
  const infoRequest = await expectOk(
    'info request',
    send(namedClient, 'POST', '/api/admin/info-requests', {
      userId: student.id,
      applicationId: activeApplication.id,
      questions: sampleQuestions,
    }),
  );
  const program = await expectOk(
    'program',
    send(namedClient, 'POST', '/api/admin/programs', {
      title: 'Computer Programming',
      programLink: 'https://www.example.ca/programs/computer-programming',
    }),
  );
  await expectOk(
    'attach',
    send(unnamedClient, 'POST', `${pathUrl}/programs`, {
      programId: program.id,
      notes: 'A good fit for your goals',
    }),
  );
  const form = await multipartBody([
    { name: 'category', value: 'letter_of_acceptance' },
    { name: 'userId', value: student.id },
    { name: 'applicationId', value: activeApplication.id },
    {
      name: 'file',
      value: { bytes: pdfBytes, filename: 'offer-letter.pdf', type: 'application/pdf' },
    },
  ]);
  const document = await expectOk(
    'document',
    unnamedClient.request<{ id: string }>('POST', '/api/admin/documents/upload', {
      rawBody: form.body,
      headers: { 'content-type': form.contentType },
      withCsrf: true,
    }),
  );
  const thread = await expectOk(
    'thread',
    send(namedClient, 'POST', '/api/admin/messages/threads', {
      studentId: student.id,
      subject: 'Your visa appointment',
      content: 'Please bring your passport.',
    }),
  );
  const message = await insertMessageWithAttachment(t.deps, t.storage, {
    threadId: thread.id,
    senderId: unnamed.id,
    senderRole: 'admin',
  });

  // A guardian who follows the student (issue 26): the student's guardian-access routes reach it.
  const guardian = (await t.createUser({ role: 'guardian' })).user;
  const [guardianLink] = await t.db
    .insert(guardianLinks)
    .values({ guardianId: guardian.id, studentId: student.id, createdAt: t.clock.now() })
    .returning();
  if (!guardianLink) throw new Error('world: the guardian link is gone');

  return {
    student,
    studentClient,
    admins: [named, unnamed],
    activeApplication,
    finishedApplication: finished,
    owned: {
      application: [activeApplication.id, finished.id],
      document: [document.id],
      thread: [thread.id],
      message: [message.id],
      info_request: [infoRequest.id],
      // The guardian routes refuse a student whatever the id; the student's own is the one.
      linked_student: [student.id],
      guardian_link: [guardianLink.id],
    },
    bodyValues: {
      applicationId: finished.id,
      threadId: thread.id,
      clientSecret: upgrade.clientSecret,
    },
  };
}
