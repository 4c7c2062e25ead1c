import { legalTextVersions } from '@studypath/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogs, emailTokens } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { findConsentRecordsOf } from '../../platform/people/consent-records.ts';
import { hours } from '../../../test/test-clock.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import {
  countRows,
  latestLinkTo,
  outboxTo,
  register,
  registration,
  strongPassword,
  tokenRow,
  userByEmail,
} from '../../../test/account-flows.ts';

describe('POST /api/auth/register', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({
      emailTransport: mailbox,
      env: { APP_URL: 'https://portal.example.test', MAIL_FROM: 'StudyPath <hello@example.test>' },
    });
  });
  afterAll(() => t.close());

  it('creates an unverified student with an Argon2id hash and answers 201', async () => {
    const response = await register(t.newClient(), '  New.Student@Example.com ');
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      message: 'Registration successful. Please check your email to verify your account.',
    });
    const user = await userByEmail(t, 'new.student@example.com');
    expect(user).toMatchObject({ role: 'student', emailVerifiedAt: null });
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user?.passwordHash).not.toContain(strongPassword);
  });

  it('records the acceptance of the terms and the privacy policy, by version and time', async () => {
    const response = await register(t.newClient(), 'consent@example.com');
    expect(response.status).toBe(201);
    const user = await userByEmail(t, 'consent@example.com');
    const records = await findConsentRecordsOf(t.db, user!.id);
    expect(records).toEqual([
      {
        document: 'privacy_policy',
        version: legalTextVersions.privacy_policy,
        acceptedAt: t.clock.now(),
      },
      {
        document: 'terms_of_service',
        version: legalTextVersions.terms_of_service,
        acceptedAt: t.clock.now(),
      },
    ]);
    // A refused registration (the e-mail is taken) records nothing more.
    expect((await register(t.newClient(), 'consent@example.com')).status).toBe(409);
    expect(await findConsentRecordsOf(t.db, user!.id)).toHaveLength(2);
  });

  it('emails a single-use verification link built from APP_URL, valid for 24 hours, stored only hashed', async () => {
    await register(t.newClient(), 'link@example.com');
    const { link, token } = await latestLinkTo(t, mailbox, 'link@example.com');
    expect(link).toBe(`https://portal.example.test/verify-email?token=${token}`);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const row = await tokenRow(t, token);
    expect(row).toMatchObject({ purpose: 'verify_email', usedAt: null });
    expect(row?.expiresAt.getTime()).toBe(t.clock.now().getTime() + hours(24));
    const stored = await t.db.select().from(emailTokens);
    expect(JSON.stringify(stored)).not.toContain(token);

    const [sent] = mailbox.messages.filter((message) => message.to === 'link@example.com');
    expect(sent).toMatchObject({
      from: 'StudyPath <hello@example.test>',
      subject: 'Verify your email address for StudyPath',
    });
    expect(sent?.html).toContain(`href="${link}"`);
  });

  it('marks the outbox row sent after delivery and keeps no copy of the link in it', async () => {
    await register(t.newClient(), 'outbox@example.com');
    await latestLinkTo(t, mailbox, 'outbox@example.com');
    const [row] = await outboxTo(t, 'outbox@example.com');
    expect(row).toMatchObject({
      status: 'sent',
      attempts: 1,
      template: 'verify_email',
      textBody: '',
      htmlBody: '',
      lastError: null,
    });
    expect(row?.sentAt).not.toBeNull();
  });

  it('answers 409 for an email that already has an account, in any letter case, and stores nothing more', async () => {
    const { user } = await t.createUser({ email: 'taken@example.com' });
    const before = await countRows(t);
    const response = await register(t.newClient(), 'TAKEN@example.com');
    expect(response.status).toBe(409);
    expect(response.body).toEqual({
      error: 'conflict',
      code: 'account.email_taken',
      message: 'An account with this email already exists.',
    });
    expect(await countRows(t)).toEqual(before);
    expect((await userByEmail(t, 'taken@example.com'))?.passwordHash).toBe(user.passwordHash);
  });

  it('answers 409 again for an account that registered but never verified, and sends no second email', async () => {
    const client = t.newClient();
    expect((await register(client, 'pending@example.com')).status).toBe(201);
    const again = await register(client, 'pending@example.com', 'another-password');
    expect(again.status).toBe(409);
    await t.app.emailRelay.runOnce();
    expect(mailbox.messages.filter((message) => message.to === 'pending@example.com')).toHaveLength(
      1,
    );
  });

  it.each([
    ['an invalid email', { email: 'not-an-email' }, 'email', 'Invalid email address'],
    [
      'a password under 8 characters',
      { password: 'short', confirmPassword: 'short' },
      'password',
      'Password must be at least 8 characters',
    ],
    [
      'passwords that differ',
      { confirmPassword: 'something-else' },
      'confirmPassword',
      "Passwords don't match",
    ],
    [
      'unaccepted terms',
      { acceptTerms: false },
      'acceptTerms',
      'You must accept the Terms of Service',
    ],
    [
      'an unaccepted privacy policy',
      { acceptPrivacy: false },
      'acceptPrivacy',
      'You must accept the Privacy Policy',
    ],
  ])(
    'refuses %s with 400 and the spec message, storing nothing',
    async (_case, change, field, message) => {
      const before = await countRows(t);
      const response = await t.newClient().request('POST', '/api/auth/register', {
        json: { ...registration('invalid-input@example.com'), ...change },
        withCsrf: true,
      });
      expect(response.status).toBe(400);
      expect(response.body).toMatchObject({
        error: 'validation_error',
        details: [{ field, message }],
      });
      expect(await countRows(t)).toEqual(before);
    },
  );

  it('refuses a registration without a CSRF token', async () => {
    const response = await t
      .newClient()
      .request('POST', '/api/auth/register', { json: registration('nocsrf@example.com') });
    expect(response.status).toBe(403);
    expect(await userByEmail(t, 'nocsrf@example.com')).toBeUndefined();
  });

  it('records a user_register audit entry with the client address and no token', async () => {
    const client = t.newClient();
    await register(client, 'audited@example.com');
    const user = await userByEmail(t, 'audited@example.com');
    const entries = await t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.userId, user?.id ?? ''), eq(auditLogs.action, 'user_register')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entityType: 'user', ipAddress: client.ip, details: null });
  });
});
