// Issue 26, items 1–3 and 7: the invitation a minor's guardian receives, the consent page's calls,
// the immutable decision rows, the gate on paths, payments and uploads, "Send again" and its
// daily limit, and the consultants' view, through HTTP on a real database.
import type {
  AdminGuardianConsent,
  ConsentInvitationView,
  GuardianConsentStatus,
} from '@studypath/domain';
import { consentTextForHashing, guardianConsentTexts } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../platform/crypto/crypto-tokens.ts';
import {
  auditLogs,
  guardianConsents,
  guardianInvitations,
} from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { deliveredTo } from '../../../test/account-flows.ts';
import { registerUpload } from '../../../test/document-uploads.ts';
import {
  birthDate,
  consentToken,
  decisionBody,
  minorProfile,
  minorWithGuardian,
  newGuardianEmail,
  saveProfile,
} from '../../../test/guardian-flows.ts';
import { signedInConsultant, signedInStudent } from '../../../test/signed-in.ts';
import { insertStudyPath, studyPathRequestBody } from '../../../test/study-path-factories.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { hours } from '../../../test/test-clock.ts';
import { listenToLiveChanges } from '../../../test/live-changes.ts';

const textVersion = sha256Hex(consentTextForHashing(guardianConsentTexts.en));
const code = (response: { body: unknown }) => (response.body as { code: string }).code;

describe('guardian consent', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  const decide = (token: string, decision = 'consent', version = textVersion) =>
    t.newClient().request('POST', '/api/guardian/consent', {
      json: decisionBody(token, version, decision),
      withCsrf: true,
    });
  const statusOf = async (client: { get: typeof t.http.get }) =>
    (await client.get<GuardianConsentStatus>('/api/guardian-consent')).body;

  describe('the invitation', () => {
    it('emails the guardian of a minor who saves their email: the student, the text, a 14-day link', async () => {
      const minor = await minorWithGuardian(t);
      const [email] = await deliveredTo(t, mailbox, minor.guardianEmail);
      expect(email?.subject).toBe('Ana Silva needs your consent to use StudyPath');
      for (const line of [
        'Ana Silva has an account on StudyPath and named you as their parent or guardian.',
        'StudyPath is the portal of an educational consulting firm',
        'application documents 7 years, communication records 3 years',
        `${t.config.appUrl}/guardian/consent?token=`,
        'expires in 14 days',
      ]) {
        expect(email?.text).toContain(line);
      }

      const status = await statusOf(minor.client);
      expect(status).toMatchObject({
        state: 'missing',
        guardianEmail: minor.guardianEmail,
        openInvitation: { guardianEmail: minor.guardianEmail },
        waitingSince: t.clock.now().toISOString(),
        lastDecision: null,
        invitationsLeftToday: 2,
      });
      const expiresAt = new Date(status.openInvitation?.expiresAt ?? 0).getTime();
      expect(expiresAt - t.clock.now().getTime()).toBe(hours(14 * 24));

      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.userId, minor.user.id),
            eq(auditLogs.action, 'guardian_invitation_sent'),
          ),
        );
      expect(audit).toMatchObject({ entityType: 'guardian_consent' });
      expect(JSON.stringify(audit?.details)).not.toContain(minor.guardianEmail);
    });

    it('sends nothing when the same email is saved again, and a new link that voids the old one when it changes', async () => {
      const minor = await minorWithGuardian(t);
      const firstToken = await consentToken(t, mailbox, minor.guardianEmail);
      const birth = birthDate(t, 16);
      await saveProfile(minor.client, minorProfile(birth, minor.guardianEmail));
      expect(await deliveredTo(t, mailbox, minor.guardianEmail)).toHaveLength(1);

      const other = newGuardianEmail();
      await saveProfile(minor.client, minorProfile(birth, other));
      expect(await deliveredTo(t, mailbox, other)).toHaveLength(1);
      const stale = await t.newClient().get(`/api/guardian/consent?token=${firstToken}`);
      expect(stale.status).toBe(400);
      expect(code(stale)).toBe('guardian.used_consent_link');
    });

    it('invites nobody for an adult', async () => {
      const adult = await signedInStudent(t);
      const guardianEmail = newGuardianEmail();
      await saveProfile(adult.client, minorProfile(birthDate(t, 30), guardianEmail));
      expect(await deliveredTo(t, mailbox, guardianEmail)).toHaveLength(0);
      expect(await statusOf(adult.client)).toMatchObject({ state: 'not_needed' });
    });
  });

  describe('the gate', () => {
    it('refuses a minor without consent a study path, a payment intent and uploads, with what to do', async () => {
      const minor = await minorWithGuardian(t);
      const path = await minor.client.request('POST', '/api/applications', {
        json: studyPathRequestBody(t.clock.now()),
        withCsrf: true,
      });
      expect(path.status).toBe(403);
      expect(path.body).toMatchObject({
        error: 'forbidden',
        code: 'guardian.consent_required',
        message: expect.stringContaining('Your guardian must consent') as string,
      });

      const application = await insertStudyPath(t.deps, { userId: minor.user.id });
      const intent = await minor.client.request('POST', '/api/create-payment-intent', {
        json: { applicationId: application.id, packageTier: 'basic' },
        withCsrf: true,
      });
      expect([intent.status, code(intent)]).toEqual([403, 'guardian.consent_required']);
      const upload = await minor.client.request('POST', '/api/objects/upload', { withCsrf: true });
      expect([upload.status, code(upload)]).toEqual([403, 'guardian.consent_required']);
      const register = await registerUpload(minor.client, { storageKey: 'uploads/x' });
      expect([register.status, code(register)]).toEqual([403, 'guardian.consent_required']);

      // What keeps working: the profile, the dashboard, messages.
      expect((await minor.client.get('/api/user/profile')).status).toBe(200);
      expect((await minor.client.get('/api/dashboard/todo')).status).toBe(200);
      const thread = await minor.client.request('POST', '/api/messages/threads', {
        json: { subject: 'Question', content: 'When can I start?' },
        withCsrf: true,
      });
      expect(thread.status).toBe(201);
    });

    it('opens once the guardian consents', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      expect((await decide(token)).status).toBe(201);
      const path = await minor.client.request('POST', '/api/applications', {
        json: studyPathRequestBody(t.clock.now()),
        withCsrf: true,
      });
      expect(path.status).toBe(201);
      expect(await statusOf(minor.client)).toMatchObject({
        state: 'given',
        openInvitation: null,
        waitingSince: null,
        lastDecision: { decision: 'consented', guardianName: 'Claire Martin' },
      });
    });
  });

  describe('the consent page', () => {
    it('shows the student and the text version to anyone holding the link', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const view = await t
        .newClient()
        .get<ConsentInvitationView>(`/api/guardian/consent?token=${token}`);
      expect(view.status).toBe(200);
      expect(view.body).toEqual({
        studentName: 'Ana Silva',
        guardianEmail: minor.guardianEmail,
        suggestedGuardianName: 'Claire Martin',
        suggestedRelationship: 'mother',
        expiresAt: expect.any(String) as string,
        language: 'en',
        textVersion,
      });
    });

    it('records a consent as an immutable row with the text version, language, address and user agent', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const guardian = t.newClient();
      const answer = await guardian.request('POST', '/api/guardian/consent', {
        json: { ...decisionBody(token, textVersion), guardianName: '  Claire Martin ' },
        withCsrf: true,
        headers: { 'user-agent': 'GuardianBrowser/1.0' },
      });
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({
        decision: 'consented',
        studentName: 'Ana Silva',
        decidedAt: t.clock.now().toISOString(),
        account: 'create',
      });
      const [row] = await t.db
        .select()
        .from(guardianConsents)
        .where(eq(guardianConsents.studentId, minor.user.id));
      expect(row).toMatchObject({
        decision: 'consented',
        guardianName: 'Claire Martin',
        guardianEmail: minor.guardianEmail,
        relationship: 'mother',
        textVersion,
        textLanguage: 'en',
        ipAddress: guardian.ip,
        userAgent: 'GuardianBrowser/1.0',
      });
      await expect(
        t.db
          .update(guardianConsents)
          .set({ decision: 'refused' })
          .where(eq(guardianConsents.id, row?.id ?? '')),
      ).rejects.toThrow();

      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(
            eq(auditLogs.entityId, row?.id ?? ''),
            eq(auditLogs.action, 'guardian_consent_given'),
          ),
        );
      expect(audit).toMatchObject({ userId: minor.user.id, entityType: 'guardian_consent' });

      const again = await decide(token, 'refuse');
      expect([again.status, code(again)]).toEqual([400, 'guardian.used_consent_link']);
    });

    it('tells the student’s open pages and the consultants, live', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const live = await listenToLiveChanges(t);
      try {
        await decide(token);
        expect(await live.waitFor(1)).toEqual([
          { kind: 'guardians', id: minor.user.id, applicationId: null, studentId: minor.user.id },
        ]);
      } finally {
        await live.stop();
      }
    });

    it('records a refusal, which keeps the gate closed', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const answer = await decide(token, 'refuse');
      expect(answer.body).toMatchObject({ decision: 'refused' });
      expect(await statusOf(minor.client)).toMatchObject({
        state: 'missing',
        openInvitation: null,
        waitingSince: null,
        lastDecision: { decision: 'refused', relationship: 'mother' },
      });
      const path = await minor.client.request('POST', '/api/applications', {
        json: studyPathRequestBody(t.clock.now()),
        withCsrf: true,
      });
      expect(code(path)).toBe('guardian.consent_required');
    });

    it('answers a clear 400 for a forged, a used or an expired link, never a 5xx', async () => {
      const forged = await t.newClient().get('/api/guardian/consent?token=forged-token');
      expect([forged.status, code(forged)]).toEqual([400, 'guardian.invalid_consent_link']);
      const forgedDecision = await decide('forged-token');
      expect([forgedDecision.status, code(forgedDecision)]).toEqual([
        400,
        'guardian.invalid_consent_link',
      ]);
      const missing = await t.newClient().get('/api/guardian/consent');
      expect(missing.status).toBe(400);
    });

    it('asks a page showing an older text to reload, and refuses incomplete decisions', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const stale = await decide(token, 'consent', 'f'.repeat(64));
      expect([stale.status, code(stale)]).toEqual([409, 'guardian.consent_text_changed']);
      const incomplete = await t.newClient().request('POST', '/api/guardian/consent', {
        json: { token, guardianName: 'C', relationship: 'uncle', textVersion },
        withCsrf: true,
      });
      expect(incomplete.status).toBe(400);
      const fields = (incomplete.body as { details: { field: string }[] }).details.map(
        (detail) => detail.field,
      );
      expect(fields).toEqual(expect.arrayContaining(['guardianName', 'relationship', 'decision']));
      // Nothing was recorded: the link still works.
      expect((await decide(token)).status).toBe(201);
    });

    it('refuses a decision without the CSRF token', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const answer = await t.newClient().request('POST', '/api/guardian/consent', {
        json: decisionBody(token, textVersion),
      });
      expect(answer.status).toBe(403);
    });
  });

  describe('Send again', () => {
    const sendAgain = (client: typeof t.http) =>
      client.request('POST', '/api/guardian-consent/invitations', { withCsrf: true });

    it('sends a new link (the old one stops working), at most 3 a day counting the first', async () => {
      const minor = await minorWithGuardian(t);
      const first = await consentToken(t, mailbox, minor.guardianEmail);
      const second = await sendAgain(minor.client);
      expect(second.status).toBe(201);
      expect(second.body).toMatchObject({ state: 'missing', invitationsLeftToday: 1 });
      expect(await deliveredTo(t, mailbox, minor.guardianEmail)).toHaveLength(2);
      const old = await t.newClient().get(`/api/guardian/consent?token=${first}`);
      expect(code(old)).toBe('guardian.used_consent_link');

      expect((await sendAgain(minor.client)).status).toBe(201);
      const fourth = await sendAgain(minor.client);
      expect(fourth.status).toBe(429);
      expect(fourth.body).toMatchObject({
        code: 'guardian.invitation_limit',
        params: { limit: 3 },
      });
      // A changed email within the same day is saved, but no fourth email goes out.
      const other = newGuardianEmail();
      expect((await saveProfile(minor.client, minorProfile(birthDate(t, 16), other))).status).toBe(
        200,
      );
      expect(await deliveredTo(t, mailbox, other)).toHaveLength(0);
    });

    it('is refused when no consent is needed or there is no guardian email', async () => {
      const adult = await signedInStudent(t);
      await saveProfile(adult.client, minorProfile(birthDate(t, 30), newGuardianEmail()));
      const forAdult = await sendAgain(adult.client);
      expect([forAdult.status, code(forAdult)]).toEqual([409, 'guardian.consent_not_needed']);

      const minor = await signedInStudent(t);
      await saveProfile(minor.client, minorProfile(birthDate(t, 16), null));
      const noEmail = await sendAgain(minor.client);
      expect([noEmail.status, code(noEmail)]).toEqual([409, 'guardian.no_guardian_email']);
    });

    it('is only for students', async () => {
      const { client: consultant } = await signedInConsultant(t);
      expect((await sendAgain(consultant)).status).toBe(403);
      expect((await consultant.get('/api/guardian-consent')).status).toBe(403);
      const anonymous = t.newClient();
      expect((await sendAgain(anonymous)).status).toBe(401);
      expect((await anonymous.get('/api/guardian-consent')).status).toBe(401);
    });
  });

  describe('the consultants’ view', () => {
    it('shows an administrator the state and every decision; nobody else', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      await decide(token, 'refuse');
      const url = `/api/admin/users/${minor.user.id}/guardian-consent`;
      const { client: consultant } = await signedInConsultant(t);
      const record = await consultant.get<AdminGuardianConsent>(url);
      expect(record.status).toBe(200);
      expect(record.body).toMatchObject({
        state: 'missing',
        decisions: [
          {
            decision: 'refused',
            guardianName: 'Claire Martin',
            guardianEmail: minor.guardianEmail,
            relationship: 'mother',
            textVersion,
            language: 'en',
          },
        ],
      });
      expect((await minor.client.get(url)).status).toBe(403);
      const other = await signedInStudent(t);
      expect((await other.client.get(url)).status).toBe(403);
      expect((await t.newClient().get(url)).status).toBe(401);
      const unknown = await consultant.get(
        '/api/admin/users/00000000-0000-4000-8000-000000000000/guardian-consent',
      );
      expect(unknown.status).toBe(404);
      expect((await consultant.get('/api/admin/users/not-a-uuid/guardian-consent')).status).toBe(
        400,
      );
    });
  });
});

// These move the clock by days and years: a server of their own.
describe('guardian consent over time', () => {
  const mailbox = createMemoryTransport();
  const t = testServerForSuite({ emailTransport: mailbox });

  it('expires a link after 14 days', async () => {
    const minor = await minorWithGuardian(t);
    const token = await consentToken(t, mailbox, minor.guardianEmail);
    t.clock.advance(hours(14 * 24));
    const view = await t.newClient().get(`/api/guardian/consent?token=${token}`);
    expect([view.status, code(view)]).toEqual([400, 'guardian.expired_consent_link']);
  });

  it('lifts the gate on the 18th birthday, on the server’s clock', async () => {
    const student = await signedInStudent(t);
    // 18 tomorrow (the profile's rule: whole years of 365.25 days, so two days to be sure).
    await saveProfile(student.client, minorProfile(birthDate(t, 18, 1), newGuardianEmail()));
    const tryPath = () =>
      student.client.request('POST', '/api/applications', {
        json: studyPathRequestBody(t.clock.now()),
        withCsrf: true,
      });
    expect(code(await tryPath())).toBe('guardian.consent_required');
    t.clock.advance(hours(2 * 24));
    await student.client.login(student.user.email, student.password);
    expect((await tryPath()).status).toBe(201);
  });

  it('lists a minor waiting more than 7 days on the consultants’ dashboard', async () => {
    const minor = await minorWithGuardian(t);
    const waitingSince = t.clock.now().toISOString();
    const waiting = async () => {
      const { client } = await signedInConsultant(t);
      const stats = await client.get<{
        needsAttention: {
          items: { kind: string; id: string; since: string }[];
          totals: Record<string, number>;
        };
      }>('/api/admin/stats');
      return stats.body.needsAttention.items.filter(
        (item) => item.kind === 'guardian_consent' && item.id === minor.user.id,
      );
    };
    t.clock.advance(hours(7 * 24 - 1));
    expect(await waiting()).toEqual([]);
    t.clock.advance(hours(2));
    expect(await waiting()).toEqual([
      expect.objectContaining({ kind: 'guardian_consent', since: waitingSince }),
    ]);
    // A consent takes them off the list.
    await minor.client.login(minor.user.email, minor.password);
    await minor.client.request('POST', '/api/guardian-consent/invitations', { withCsrf: true });
    const token = await consentToken(t, mailbox, minor.guardianEmail);
    await t.newClient().request('POST', '/api/guardian/consent', {
      json: decisionBody(token, textVersion),
      withCsrf: true,
    });
    expect(await waiting()).toEqual([]);
    expect(
      await t.db.$count(guardianInvitations, eq(guardianInvitations.studentId, minor.user.id)),
    ).toBe(2);
  });

  describe('in French (issue 27)', () => {
    const frenchVersion = sha256Hex(consentTextForHashing(guardianConsentTexts.fr));
    const view = (token: string, query = '', headers: Record<string, string> = {}) =>
      t
        .newClient()
        .get<ConsentInvitationView>(`/api/guardian/consent?token=${token}${query}`, { headers });

    it('shows the text in the language asked, else the request’s, each with its own version', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      expect(frenchVersion).not.toBe(textVersion);

      const asked = await view(token, '&language=fr', { 'accept-language': 'en' });
      expect(asked.status).toBe(200);
      expect(asked.body).toMatchObject({ language: 'fr', textVersion: frenchVersion });
      const byHeader = await view(token, '', { 'accept-language': 'fr-CA,fr;q=0.9' });
      expect(byHeader.body).toMatchObject({ language: 'fr', textVersion: frenchVersion });
      const english = await view(token, '&language=en', { 'accept-language': 'fr-CA' });
      expect(english.body).toMatchObject({ language: 'en', textVersion });
      expect((await view(token)).body).toMatchObject({ language: 'en', textVersion });
      expect((await view(token, '&language=xx')).status).toBe(400);
    });

    it('records the language of the text the guardian decided on', async () => {
      const minor = await minorWithGuardian(t);
      const token = await consentToken(t, mailbox, minor.guardianEmail);
      const decided = await t.newClient().request('POST', '/api/guardian/consent', {
        json: decisionBody(token, frenchVersion),
        withCsrf: true,
      });
      expect(decided.status).toBe(201);
      const [row] = await t.db
        .select()
        .from(guardianConsents)
        .where(eq(guardianConsents.studentId, minor.user.id));
      expect(row).toMatchObject({ textVersion: frenchVersion, textLanguage: 'fr' });
      const [audit] = await t.db
        .select()
        .from(auditLogs)
        .where(
          and(eq(auditLogs.userId, minor.user.id), eq(auditLogs.action, 'guardian_consent_given')),
        );
      expect(audit?.details).toMatchObject({ language: 'fr', textVersion: frenchVersion });
    });

    it('invites the guardian of a French student in French, with the French consent text', async () => {
      const student = await signedInStudent(t);
      const french = await student.client.request('PATCH', '/api/auth/me', {
        json: { language: 'fr' },
        withCsrf: true,
      });
      expect(french.status).toBe(200);
      const guardianEmail = newGuardianEmail();
      await saveProfile(student.client, minorProfile(birthDate(t, 16), guardianEmail));
      const [email] = await deliveredTo(t, mailbox, guardianEmail);
      expect(email?.subject).toBe(
        'Ana Silva a besoin de votre consentement pour utiliser StudyPath',
      );
      expect(email?.text).toContain('Consentement pour un élève de moins de 18 ans');
      expect(email?.text).toContain('expire dans 14 jours');
      expect(email?.text).not.toContain('You received this email');
    });
  });
});
