// The whole path over real sockets: an HTTP registration or reset request, the outbox, the relay,
// nodemailer's SMTP pool, and a real SMTP server in the test that parses what arrives.
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox } from '../db/schema/index.ts';
import type { EmailTransport } from './transports/email-transport.ts';
import { createSmtpTransport } from './transports/smtp-transport.ts';
import { startSmtpTestPeer, type SmtpTestPeer } from './transports/smtp-test-peer.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';

const registration = {
  password: 'long-enough-password',
  confirmPassword: 'long-enough-password',
  acceptTerms: true,
  acceptPrivacy: true,
};

function firstAddress(to: ParsedMail['to']): string | undefined {
  return (Array.isArray(to) ? to[0] : to)?.value[0]?.address;
}

describe('email delivery over SMTP', () => {
  let peer: SmtpTestPeer;
  let transport: EmailTransport;
  let t: TestServer;
  beforeAll(async () => {
    peer = await startSmtpTestPeer();
    transport = createSmtpTransport({ url: peer.url });
    t = await startTestServer({
      emailTransport: transport,
      env: {
        APP_URL: 'https://portal.example.test',
        MAIL_FROM: 'StudyPath Educational Consulting <advisors@example.test>',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await transport.close?.();
    await peer.close();
  });

  it('delivers the verification email of a registration, with its link on APP_URL, to the SMTP server', async () => {
    const response = await t.newClient().request('POST', '/api/auth/register', {
      json: { email: 'smtp-student@example.com', ...registration },
      withCsrf: true,
    });
    expect(response.status).toBe(201);
    await t.app.emailRelay.runOnce();

    const received = (await peer.messages()).filter(
      (mail) => firstAddress(mail.to) === 'smtp-student@example.com',
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.subject).toBe('Verify your email address for StudyPath');
    expect(mail?.from?.value[0]).toEqual({
      name: 'StudyPath Educational Consulting',
      address: 'advisors@example.test',
    });
    const link = /https:\/\/portal\.example\.test\/verify-email\?token=[A-Za-z0-9_-]{43}/.exec(
      mail?.text ?? '',
    )?.[0];
    expect(link).toBeDefined();
    expect(mail?.html).toContain(`href="${link}"`);
    expect(mail?.text).toContain('This link expires in 24 hours');
    expect(mail?.text).toContain('100 King Street West, Suite 5600, Toronto, ON M5X 1C9');

    const verified = await t.newClient().request('POST', '/api/auth/verify-email', {
      json: { token: new URL(link ?? '').searchParams.get('token') },
      withCsrf: true,
    });
    expect(verified.status).toBe(200);
  });

  it('only delays delivery while the mail server is unreachable', async () => {
    const downPeer = await startSmtpTestPeer();
    const port = downPeer.port;
    await downPeer.close();
    const toDownServer = createSmtpTransport({ url: `smtp://127.0.0.1:${port}` });
    const down = await startTestServer({ emailTransport: toDownServer });
    let upPeer: SmtpTestPeer | undefined;
    try {
      await down.newClient().request('POST', '/api/auth/forgot-password', {
        json: { email: (await down.createUser({ email: 'patient@example.com' })).user.email },
        withCsrf: true,
      });
      await down.app.emailRelay.runOnce();
      const [waiting] = await down.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'patient@example.com'));
      expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
      expect(waiting?.lastError).toMatch(/ECONNREFUSED/);

      upPeer = await startSmtpTestPeer({ port });
      down.clock.advance(30_000);
      await down.app.emailRelay.runOnce();
      const [mail] = await upPeer.messages();
      expect(mail?.subject).toBe('Reset your StudyPath password');
      expect(mail?.text).toMatch(/http:\/\/localhost:0\/reset-password\?token=[A-Za-z0-9_-]{43}/);
      expect(mail?.text).toContain('This link expires in 1 hour');
      const [sent] = await down.db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.toAddress, 'patient@example.com'));
      expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
    } finally {
      await down.close();
      await toDownServer.close?.();
      await upPeer?.close();
    }
  });
});
