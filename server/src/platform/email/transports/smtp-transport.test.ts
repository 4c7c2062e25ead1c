import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmailTransport, OutgoingEmail } from './email-transport.ts';
import { createSmtpTransport } from './smtp-transport.ts';
import { startSmtpTestPeer, type SmtpTestPeer } from './smtp-test-peer.ts';

const message: OutgoingEmail = {
  id: '6f1c8a52-6a0b-4c53-9a43-3d7c1f1f2b10',
  to: 'student@example.com',
  from: 'StudyPath <no-reply@example.test>',
  subject: 'Verify your email address for StudyPath',
  text: 'Open https://portal.example.test/verify-email?token=abc_DEF-123456789012',
  html: '<p><a href="https://portal.example.test/verify-email?token=abc_DEF-123456789012">Verify</a></p>',
};

describe('SMTP transport', () => {
  let peer: SmtpTestPeer;
  let transport: EmailTransport;
  beforeAll(async () => {
    peer = await startSmtpTestPeer();
    transport = createSmtpTransport({ url: peer.url });
  });
  afterAll(async () => {
    await transport.close?.();
    await peer.close();
  });

  it('delivers the message to a real SMTP server with sender, recipient, both bodies and the outbox id as Message-ID', async () => {
    await transport.send(message);
    const [received] = await peer.messages();
    expect(received?.subject).toBe(message.subject);
    expect(received?.from?.value[0]).toMatchObject({
      name: 'StudyPath',
      address: 'no-reply@example.test',
    });
    const to = Array.isArray(received?.to) ? received.to[0] : received?.to;
    expect(to?.value[0]?.address).toBe('student@example.com');
    expect(received?.text).toContain(
      'https://portal.example.test/verify-email?token=abc_DEF-123456789012',
    );
    expect(received?.html).toContain(
      'href="https://portal.example.test/verify-email?token=abc_DEF-123456789012"',
    );
    expect(received?.messageId).toBe(`<${message.id}@studypath.outbox>`);
  });

  it('keeps the credentials from the URL out of its error when the server echoes them back', async () => {
    const strictPeer = await startSmtpTestPeer({ isRefusingLogins: true });
    const withLogin = createSmtpTransport({
      url: `smtp://mailer-account:s3cret-passw0rd@127.0.0.1:${strictPeer.port}`,
    });
    try {
      const failure = await withLogin.send(message).then(
        () => new Error('expected the send to fail'),
        (error: unknown) => error as Error,
      );
      expect(failure.message).toContain('Authentication failed for [redacted]:[redacted]');
      expect(failure.message).not.toContain('s3cret-passw0rd');
      expect(failure.message).not.toContain('mailer-account');
    } finally {
      await withLogin.close?.();
      await strictPeer.close();
    }
  });

  it('rejects with the connection error when the server cannot be reached', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const unreachable = createSmtpTransport({
      url: `smtp://mailer:s3cret-passw0rd@127.0.0.1:${closedPort}`,
    });
    try {
      const failure = await unreachable.send(message).then(
        () => new Error('expected the send to fail'),
        (error: unknown) => error as Error,
      );
      expect(failure.message).toMatch(/ECONNREFUSED/);
      expect(failure.message).not.toContain('s3cret-passw0rd');
    } finally {
      await unreachable.close?.();
    }
  });
});
