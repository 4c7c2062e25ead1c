import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../platform/db/client.ts';
import { verifyPassword } from '../../platform/crypto/passwords.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { createUser } from '../../../test/factories.ts';
import { createTestDatabase } from '../../../test/test-database.ts';
import { defaultAdminEmail, ensureFirstAdmin } from './first-admin.service.ts';

describe('ensureFirstAdmin', () => {
  let database: DatabaseHandle;
  let deps: ServiceDeps;
  beforeEach(async () => {
    database = await createTestDatabase();
    deps = { db: database.db, now: () => new Date() };
  });
  afterEach(async () => {
    await database.close();
  });

  const admins = () =>
    deps.db.query.users.findMany({ where: (user, { eq }) => eq(user.role, 'admin') });

  it('creates a verified admin from ADMIN_EMAIL and ADMIN_PASSWORD', async () => {
    const outcome = await ensureFirstAdmin(deps, {
      adminEmail: 'boss@example.com',
      adminPassword: 'chosen-password',
    });
    expect(outcome).toEqual({ status: 'created', email: 'boss@example.com' });
    const [admin] = await admins();
    expect(admin?.email).toBe('boss@example.com');
    expect(admin?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(admin?.passwordHash ?? '', 'chosen-password')).toBe(true);
  });

  it('creates admin@localhost with a generated password of at least 16 characters when none is configured', async () => {
    const outcome = await ensureFirstAdmin(deps, {
      adminEmail: undefined,
      adminPassword: undefined,
    });
    if (outcome.status !== 'created' || !outcome.generatedPassword)
      throw new Error('expected a generated admin');
    expect(outcome.email).toBe(defaultAdminEmail);
    expect(outcome.generatedPassword.length).toBeGreaterThanOrEqual(16);
    const [admin] = await admins();
    expect(admin?.email).toBe('admin@localhost');
    expect(await verifyPassword(admin?.passwordHash ?? '', outcome.generatedPassword)).toBe(true);
  });

  it('does nothing on the next start, so the generated password is never shown again', async () => {
    await ensureFirstAdmin(deps, { adminEmail: undefined, adminPassword: undefined });
    const second = await ensureFirstAdmin(deps, {
      adminEmail: undefined,
      adminPassword: undefined,
    });
    expect(second).toEqual({ status: 'admin_exists' });
    expect(await admins()).toHaveLength(1);
  });

  it('creates no second admin when ADMIN_EMAIL changes after an admin exists', async () => {
    await ensureFirstAdmin(deps, { adminEmail: 'first@example.com', adminPassword: 'password-1' });
    const outcome = await ensureFirstAdmin(deps, {
      adminEmail: 'second@example.com',
      adminPassword: 'password-2',
    });
    expect(outcome.status).toBe('admin_exists');
    expect((await admins()).map((admin) => admin.email)).toEqual(['first@example.com']);
  });

  it('does not promote an existing student named by ADMIN_EMAIL, and warns instead', async () => {
    await createUser(deps, { email: 'student@example.com', role: 'student' });
    const outcome = await ensureFirstAdmin(deps, {
      adminEmail: 'student@example.com',
      adminPassword: 'whatever-1',
    });
    expect(outcome.status).toBe('email_taken_by_student');
    expect('warning' in outcome ? outcome.warning : '').toContain('not promoted');
    expect(await admins()).toHaveLength(0);
  });

  it('warns when ADMIN_EMAIL names a student while another admin exists', async () => {
    await createUser(deps, { email: 'student@example.com', role: 'student' });
    await createUser(deps, { role: 'admin' });
    const outcome = await ensureFirstAdmin(deps, {
      adminEmail: 'student@example.com',
      adminPassword: 'whatever-1',
    });
    expect(outcome.status).toBe('admin_exists');
    expect('warning' in outcome ? outcome.warning : '').toContain('not promoted');
  });
});
