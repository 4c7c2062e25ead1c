// Issue 26, item 5: a consultant's status change reaches the guardians who follow the student with
// status emails on, in the guardian variant of the status email (whose path, why they get it);
// notes reach no guardian. Through HTTP on a real database.
import { describe, expect, it } from 'vitest';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { deliveredTo } from '../../../test/account-flows.ts';
import { consentedMinor, guardianAccountFor } from '../../../test/guardian-flows.ts';
import type { TestClient } from '../../../test/http-client.ts';
import { signedInConsultant } from '../../../test/signed-in.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';

describe('status emails to guardians', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  const changeStatus = (client: TestClient, id: string, status: string) =>
    client.request('PATCH', `/api/admin/applications/${id}/status`, {
      json: { status },
      withCsrf: true,
    });

  it('sends a guardian with the switch on their copy of a status change, and none with it off', async () => {
    const consultant = await signedInConsultant(t);
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    const path = await insertStudyPath(t.deps, { userId: minor.user.id, status: 'in_review' });
    const before = (await deliveredTo(t, mailbox, guardian.email)).length;

    expect((await changeStatus(consultant.client, path.id, 'docs_needed')).status).toBe(200);
    const copies = (await deliveredTo(t, mailbox, guardian.email)).slice(before);
    expect(copies).toHaveLength(1);
    const [copy] = copies;
    expect(copy?.subject).toBe("Ana Silva's study path is now: Documents Needed");
    expect(copy?.text).toContain(
      "You received this email because you follow Ana Silva's study path on StudyPath as their guardian. Turn these emails off from your guardian page.",
    );
    expect(copy?.text).toContain(`${t.config.appUrl}/guardian`);
    const [studentEmail] = (await deliveredTo(t, mailbox, minor.user.email)).slice(-1);
    expect(studentEmail?.subject).toBe('Your study path is now: Documents Needed');
    expect(studentEmail?.text).toContain('You received this email because you have a study path');

    // Notes are not status changes: no guardian copy.
    const notes = await consultant.client.request(
      'PATCH',
      `/api/admin/applications/${path.id}/notes`,
      { json: { adminNotes: 'Please upload your transcript.' }, withCsrf: true },
    );
    expect(notes.status).toBe(200);
    expect((await deliveredTo(t, mailbox, guardian.email)).length).toBe(before + 1);

    const off = await guardian.client.request(
      'PUT',
      `/api/guardian/students/${minor.user.id}/settings`,
      { json: { statusEmails: false }, withCsrf: true },
    );
    expect(off.status).toBe(200);
    expect((await changeStatus(consultant.client, path.id, 'in_review')).status).toBe(200);
    expect((await deliveredTo(t, mailbox, guardian.email)).length).toBe(before + 1);
    expect((await deliveredTo(t, mailbox, minor.user.email)).at(-1)?.subject).toBe(
      'Your study path is now: In Review',
    );
  });

  it("writes each copy in its reader's language: a French student's in French, their English guardian's in English", async () => {
    const consultant = await signedInConsultant(t);
    const minor = await consentedMinor(t, mailbox);
    const guardian = await guardianAccountFor(t, minor);
    const french = await minor.client.request('PATCH', '/api/auth/me', {
      json: { language: 'fr' },
      withCsrf: true,
    });
    expect(french.status).toBe(200);
    const path = await insertStudyPath(t.deps, { userId: minor.user.id, status: 'in_review' });

    expect((await changeStatus(consultant.client, path.id, 'docs_needed')).status).toBe(200);
    const [studentEmail] = (await deliveredTo(t, mailbox, minor.user.email)).slice(-1);
    expect(studentEmail?.subject).toBe(
      "Votre parcours d'études est maintenant à l'étape\u00a0: Documents requis",
    );
    expect(studentEmail?.text).toContain(
      "Votre conseiller ou conseillère a besoin d'autres documents de votre part.",
    );
    expect(studentEmail?.text).toContain('Vous recevez ce courriel parce que');
    expect(studentEmail?.text).not.toContain('Documents Needed');

    const [copy] = (await deliveredTo(t, mailbox, guardian.email)).slice(-1);
    expect(copy?.subject).toBe("Ana Silva's study path is now: Documents Needed");
    expect(copy?.text).toContain('Your consultant needs more documents from you.');
  });
});
