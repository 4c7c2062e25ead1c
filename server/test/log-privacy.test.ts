// Logs carry user ids, never who a student is (issue 30, item 4): a student's journey through the
// API (registration, verification, a failed and a good sign-in, the profile, a study path, an
// upload, a message,
// a password reset) and a consultant's searches for that student, with every log line the server
// writes at info kept, must leave no e-mail address, legal name or file name in them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMemoryTransport } from '../src/platform/email/transports/memory-transport.ts';
import { latestLinkTo, postWithCsrf, register, strongPassword } from './account-flows.ts';
import { pdfBytes } from './document-factories.ts';
import { uploadDocument } from './document-uploads.ts';
import { collectingLogStream } from './log-lines.ts';
import { signedInConsultant } from './signed-in.ts';
import { completeStudentProfile, studyPathRequestBody } from './study-path-factories.ts';
import { startTestServer, type TestServer } from './test-server.ts';

describe('log lines of a student journey', () => {
  const mailbox = createMemoryTransport();
  const logLines: string[] = [];
  let t: TestServer;
  const email = 'zorana.quixley@example.com';
  const firstName = 'Zorana';
  const lastName = 'Quixley';
  const fileName = 'zorana-passport-scan.pdf';

  beforeAll(async () => {
    t = await startTestServer({
      emailTransport: mailbox,
      env: { LOG_LEVEL: 'info' },
      logStream: collectingLogStream(logLines),
    });
  });
  afterAll(() => t.close());

  it('names the student nowhere, by e-mail, name or file name', async () => {
    const student = t.newClient();
    expect((await register(student, email)).status).toBe(201);
    const { token } = await latestLinkTo(t, mailbox, email);
    expect((await postWithCsrf(student, '/api/auth/verify-email', { token })).status).toBe(200);
    expect((await student.login(email, 'not-the-password')).status).toBe(401);
    expect((await student.login(email, strongPassword)).status).toBe(200);
    const profile = await student.request('PUT', '/api/user/profile', {
      json: { ...completeStudentProfile, legalFirstName: firstName, legalLastName: lastName },
      withCsrf: true,
    });
    expect(profile.status).toBe(200);
    const path = await postWithCsrf(
      student,
      '/api/applications',
      studyPathRequestBody(t.clock.now()),
    );
    expect(path.status).toBe(201);
    // Uploads open once a consultant has reviewed the path (documents needed).
    const consultant = await signedInConsultant(t);
    const pathId = (path.body as { id: string }).id;
    const reviewed = await consultant.client.request(
      'PATCH',
      `/api/admin/applications/${pathId}/status`,
      { json: { status: 'docs_needed' }, withCsrf: true },
    );
    expect(reviewed.status).toBe(200);
    const uploaded = await uploadDocument(student, new Uint8Array(pdfBytes), { fileName });
    expect(uploaded.status).toBe(201);
    const thread = await postWithCsrf(student, '/api/messages/threads', {
      subject: `${firstName} ${lastName}: my passport`,
      content: `Hello, I am ${firstName}. My file is ${fileName}.`,
    });
    expect(thread.status).toBe(201);
    const reset = await postWithCsrf(t.newClient(), '/api/auth/forgot-password', { email });
    expect(reset.status).toBe(200);
    await t.app.emailRelay.runOnce();

    for (const search of [email, lastName, `${firstName} ${lastName}`, fileName]) {
      const query = new URLSearchParams({ search }).toString();
      for (const list of ['users', 'audit-logs', 'documents', 'applications']) {
        const answer = await consultant.client.get(`/api/admin/${list}?${query}`);
        expect(answer.status).toBe(200);
      }
    }

    const written = logLines.join('\n');
    // The journey was logged (one line per request at least), and by id only.
    expect(logLines.length).toBeGreaterThan(20);
    expect(written).toContain('request completed');
    for (const personal of [email, 'zorana.quixley', firstName, lastName, fileName, 'passport']) {
      expect(written.toLowerCase()).not.toContain(personal.toLowerCase());
    }
  });
});
