// Each account action is one transaction with its outbox row and audit entry. To prove it, the
// database itself is made to fail the last statement (a trigger refusing the audit insert): the
// action must then leave nothing behind, not even the email that was already written to the outbox.
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { emailOutbox, sessions } from '../../platform/db/schema/index.ts';
import { createMemoryTransport } from '../../platform/email/transports/memory-transport.ts';
import { startTestServer, type TestServer } from '../../../test/test-server.ts';
import { queueEmail } from '../../platform/email/email-outbox.service.ts';
import { renderVerifyEmail } from './emails/verify-email.ts';
import {
  countRows,
  latestLinkTo,
  outboxTo,
  postWithCsrf,
  register,
  tokenRow,
  userByEmail,
} from '../../../test/account-flows.ts';

describe('account actions are all-or-nothing with their email', () => {
  const mailbox = createMemoryTransport();
  let t: TestServer;
  let logText = '';
  beforeAll(async () => {
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logText += chunk.toString();
        callback();
      },
    });
    t = await startTestServer({ emailTransport: mailbox, logStream, env: { LOG_LEVEL: 'error' } });
    await t.db.execute(sql`
      create function refuse_audit() returns trigger language plpgsql as $$
      begin raise exception 'audit refused for the test'; end $$`);
  });
  afterEach(async () => {
    await t.db.execute(sql`drop trigger if exists refuse_audit on audit_logs`);
  });
  afterAll(() => t.close());

  async function failTheAuditInsert(): Promise<void> {
    await t.db.execute(sql`
      create trigger refuse_audit before insert on audit_logs
      for each row execute function refuse_audit()`);
  }

  it('finds the email in the outbox once a registration commits', async () => {
    await register(t.newClient(), 'committed@example.com');
    const [row] = await outboxTo(t, 'committed@example.com');
    expect(row).toMatchObject({ template: 'verify_email', toAddress: 'committed@example.com' });
  });

  it('leaves no account, token, email or delivery when registration fails after queuing its email', async () => {
    await failTheAuditInsert();
    const before = await countRows(t);
    const response = await register(t.newClient(), 'rolled-back@example.com');
    expect(response.status).toBe(500);
    expect(response.body).toMatchObject({ error: 'internal_error' });
    expect(await countRows(t)).toEqual(before);
    expect(await userByEmail(t, 'rolled-back@example.com')).toBeUndefined();
    await t.app.emailRelay.runOnce();
    expect(mailbox.messages.map((message) => message.to)).not.toContain('rolled-back@example.com');
  });

  it('keeps the link out of the error log when writing the email itself fails', async () => {
    await t.db.execute(sql`
      create trigger refuse_outbox before insert on email_outbox
      for each row execute function refuse_audit()`);
    try {
      const response = await register(t.newClient(), 'outbox-fails@example.com');
      expect(response.status).toBe(500);
    } finally {
      await t.db.execute(sql`drop trigger refuse_outbox on email_outbox`);
    }
    expect(logText).not.toContain('/verify-email?token=');
    expect(logText).toContain('Could not write the verify_email email to the outbox');
    expect(logText).toContain('audit refused for the test');
    expect(await userByEmail(t, 'outbox-fails@example.com')).toBeUndefined();
  });

  it('keeps the old password, the link and every session when a reset fails at its last step', async () => {
    const { user, password } = await t.createUser({ email: 'reset-rollback@example.com' });
    const browser = t.newClient();
    await browser.login(user.email, password);
    await postWithCsrf(t.newClient(), '/api/auth/forgot-password', { email: user.email });
    const { token } = await latestLinkTo(t, mailbox, user.email);

    await failTheAuditInsert();
    const response = await postWithCsrf(t.newClient(), '/api/auth/reset-password', {
      token,
      password: 'never-stored-password',
      confirmPassword: 'never-stored-password',
    });
    expect(response.status).toBe(500);
    expect((await tokenRow(t, token))?.usedAt).toBeNull();
    expect((await browser.get('/api/auth/me')).status).toBe(200);
    expect(await t.db.$count(sessions)).toBeGreaterThan(0);
    expect((await userByEmail(t, user.email))?.passwordHash).toBe(user.passwordHash);
  });

  it('drops a queued email when the surrounding transaction rolls back', async () => {
    const before = await t.db.$count(emailOutbox);
    await expect(
      t.db.transaction(async (tx) => {
        await queueEmail(
          { db: tx, now: t.clock.now },
          {
            to: 'inside-rollback@example.com',
            email: renderVerifyEmail({
              verifyUrl: 'http://localhost/verify-email?token=x',
              email: 'inside-rollback@example.com',
            }),
          },
        );
        throw new Error('the action failed after queuing its email');
      }),
    ).rejects.toThrow('the action failed after queuing its email');
    expect(await t.db.$count(emailOutbox)).toBe(before);
  });
});
