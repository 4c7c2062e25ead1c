import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountDeletions,
  auditLogs,
  emailOutbox,
  payments,
} from '../../platform/db/schema/index.ts';
import { signedInAs } from '../../../test/account-sessions.ts';
import {
  cancelDeletion,
  getDeletionState,
  scheduleDeletion,
} from '../../../test/account-deletion-flows.ts';
import { insertStoredDocument } from '../../../test/document-factories.ts';
import { signedInUser } from '../../../test/signed-in.ts';
import { testServerForSuite } from '../../../test/suite-server.ts';
import { insertStudyPath } from '../../../test/study-path-factories.ts';
import { days, minutes } from '../../../test/test-clock.ts';
import { runDueAccountDeletions } from './due-deletions.ts';

describe('scheduling and cancelling the deletion of one’s account', () => {
  const t = testServerForSuite();
  const sweep = () =>
    runDueAccountDeletions({
      ...t.deps,
      storage: t.storage,
      appUrl: t.config.appUrl,
      onEmailQueued: () => undefined,
    });
  const emailsTo = (address: string, template: string) =>
    t.db.$count(
      emailOutbox,
      and(eq(emailOutbox.toAddress, address), eq(emailOutbox.template, template)),
    );
  const auditOf = (
    userId: string,
    action: 'account_deletion_request' | 'account_deletion_cancel',
  ) =>
    t.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.entityId, userId), eq(auditLogs.action, action)));

  it('schedules a student’s deletion 30 days out with the password and the typed word, audited and emailed', async () => {
    const { user, password, client } = await signedInUser(t);
    const before = await getDeletionState(client);
    expect(before.status).toBe(200);
    expect(before.body.scheduled).toBeNull();

    const response = await scheduleDeletion(client, { password });
    expect(response.status).toBe(200);
    const dueAt = new Date(t.clock.now().getTime() + days(30)).toISOString();
    expect(response.body.scheduled).toEqual({
      requestedAt: t.clock.now().toISOString(),
      dueAt,
    });
    expect(response.body.deletionDate).toBe(dueAt);
    expect((await getDeletionState(client)).body.scheduled?.dueAt).toBe(dueAt);

    expect(await auditOf(user.id, 'account_deletion_request')).toEqual([
      expect.objectContaining({ userId: user.id, entityType: 'user', details: { dueAt } }),
    ]);
    expect(await emailsTo(user.email, 'account_deletion_scheduled')).toBe(1);
  });

  it('lets a guardian schedule theirs too, refuses a consultant (403) and a signed-out caller (401)', async () => {
    const { user: guardian, password } = await t.createUser({ role: 'guardian' });
    expect((await scheduleDeletion(await signedInAs(t, guardian), { password })).status).toBe(200);

    const { user: consultant } = await t.createUser({ role: 'admin' });
    const admin = await signedInAs(t, consultant);
    for (const response of [
      await getDeletionState(admin),
      await scheduleDeletion(admin, { password }),
      await cancelDeletion(admin),
    ]) {
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('forbidden');
    }
    expect(await t.db.$count(accountDeletions, eq(accountDeletions.userId, consultant.id))).toBe(0);
    expect((await getDeletionState(t.newClient())).status).toBe(401);
    expect((await scheduleDeletion(t.newClient(), { password })).status).toBe(401);
  });

  it('refuses a wrong password (403 account_deletion.wrong_password) and schedules nothing', async () => {
    const { user, client } = await signedInUser(t);
    const response = await scheduleDeletion(client, { password: 'not-my-password' });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({
      error: 'forbidden',
      code: 'account_deletion.wrong_password',
    });
    expect(await t.db.$count(accountDeletions, eq(accountDeletions.userId, user.id))).toBe(0);
    expect(await emailsTo(user.email, 'account_deletion_scheduled')).toBe(0);
  });

  it('refuses a confirmation that is not the word, on its field; takes the French word', async () => {
    const { user, password, client } = await signedInUser(t);
    for (const confirmation of ['', 'delete', 'DELETE IT', 'yes']) {
      const response = await scheduleDeletion(client, { password, confirmation });
      expect(response.status, confirmation).toBe(400);
      expect(response.body.details).toEqual([
        { field: 'confirmation', message: 'Type DELETE to confirm' },
      ]);
    }
    expect(await t.db.$count(accountDeletions, eq(accountDeletions.userId, user.id))).toBe(0);
    const french = await scheduleDeletion(client, { password, confirmation: ' SUPPRIMER ' });
    expect(french.status).toBe(200);
  });

  it('refuses a second request while one is scheduled (409), keeping the first date', async () => {
    const { password, client } = await signedInUser(t);
    const first = await scheduleDeletion(client, { password });
    t.clock.advance(minutes(5));
    const second = await scheduleDeletion(client, { password });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('account_deletion.already_scheduled');
    expect((await getDeletionState(client)).body.scheduled).toEqual(first.body.scheduled);
  });

  it('allows five password attempts an hour, then answers 429', async () => {
    const { password, client } = await signedInUser(t);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await scheduleDeletion(client, { password: 'wrong-password' })).status).toBe(403);
    }
    const limited = await scheduleDeletion(client, { password });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).not.toBeNull();
  });

  it('still signs the student in during the 30 days, and the sign-in answer says when the deletion is due', async () => {
    const { user, password, client } = await signedInUser(t);
    expect((await t.newClient().login(user.email, password)).body).toEqual({
      user: expect.objectContaining({ id: user.id }) as unknown,
    });
    const scheduled = await scheduleDeletion(client, { password });

    t.clock.advance(days(29));
    const login = await t.newClient().login(user.email, password);
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({
      user: { id: user.id },
      deletionScheduledFor: scheduled.body.scheduled?.dueAt,
    });
  });

  it('cancels within the 30 days: nothing scheduled, audited and emailed, and the sweep deletes nothing', async () => {
    const { user, password, client } = await signedInUser(t);
    await scheduleDeletion(client, { password });
    t.clock.advance(days(20));
    const signedInAgain = t.newClient();
    expect((await signedInAgain.login(user.email, password)).status).toBe(200);

    const cancelled = await cancelDeletion(signedInAgain);
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.scheduled).toBeNull();
    expect(await auditOf(user.id, 'account_deletion_cancel')).toHaveLength(1);
    expect(await emailsTo(user.email, 'account_deletion_cancelled')).toBe(1);

    t.clock.advance(days(11));
    await sweep(); // the other tests' accounts go; this one stays
    const later = t.newClient();
    const login = await later.login(user.email, password);
    expect(login.status).toBe(200);
    expect(login.body).not.toHaveProperty('deletionScheduledFor');
    // Cancelling again changes nothing and says so.
    const again = await cancelDeletion(later);
    expect(again.status).toBe(200);
    expect(again.body.scheduled).toBeNull();
    expect(await auditOf(user.id, 'account_deletion_cancel')).toHaveLength(1);
  });

  it('lists the documents and payments kept after the deletion, each until seven years after it was made', async () => {
    const { user, client } = await signedInUser(t);
    const now = t.clock.now();
    const path = await insertStudyPath(t.deps, { userId: user.id, status: 'docs_needed' });
    const recent = await insertStoredDocument(t.deps, t.storage, {
      userId: user.id,
      fileName: 'passport.pdf',
    });
    // Uploaded six years and 350 days ago: its seven years end before the deletion date.
    await insertStoredDocument(t.deps, t.storage, {
      userId: user.id,
      createdAt: new Date(now.getTime() - days(6 * 365 + 350)),
    });
    const [payment] = await t.db
      .insert(payments)
      .values({
        applicationId: path.id,
        userId: user.id,
        kind: 'payment',
        packageTier: 'premium',
        amountCents: 149_900,
        provider: 'simulated',
        status: 'succeeded',
        succeededAt: now,
      })
      .returning();
    const state = (await getDeletionState(client)).body;
    const sevenYearsOn = new Date(now);
    sevenYearsOn.setUTCFullYear(sevenYearsOn.getUTCFullYear() + 7);
    expect(state.keptDocuments).toEqual([
      {
        id: recent.id,
        fileName: 'passport.pdf',
        uploadedAt: now.toISOString(),
        keptUntil: sevenYearsOn.toISOString(),
      },
    ]);
    expect(state.keptPayments).toEqual([
      {
        id: payment?.id,
        kind: 'payment',
        packageTier: 'premium',
        amountCents: 149_900,
        paidAt: now.toISOString(),
        keptUntil: sevenYearsOn.toISOString(),
      },
    ]);
    expect(state.paymentsForStudents).toBe(0);
  });
});
