import { describe, expect, it } from 'vitest';
import { adminUserListQuerySchema, updateUserRoleRequestSchema } from './admin-users.schema.ts';
import { adminAuditLogListQuerySchema, auditActionLabel } from './audit-logs.schema.ts';

describe('the Users list query', () => {
  it('defaults to every role, page 1 of 20, and treats a blank search as none', () => {
    expect(adminUserListQuerySchema.parse({ search: '  ' })).toEqual({
      role: 'all',
      page: 1,
      pageSize: 20,
    });
    expect(adminUserListQuerySchema.parse({ search: ' Ana ', role: 'admin', page: '3' })).toEqual({
      search: 'Ana',
      role: 'admin',
      page: 3,
      pageSize: 20,
    });
  });

  it('refuses an unknown role, a page size over 100 and control characters', () => {
    expect(adminUserListQuerySchema.safeParse({ role: 'owner' }).success).toBe(false);
    expect(adminUserListQuerySchema.safeParse({ pageSize: '101' }).success).toBe(false);
    expect(adminUserListQuerySchema.safeParse({ search: 'a\u0000' }).success).toBe(false);
  });
});

describe('the role change', () => {
  it('takes student or admin and nothing else', () => {
    expect(updateUserRoleRequestSchema.parse({ role: 'admin' })).toEqual({ role: 'admin' });
    expect(updateUserRoleRequestSchema.safeParse({ role: 'root' }).error?.issues[0]?.message).toBe(
      'Choose student or admin',
    );
    expect(updateUserRoleRequestSchema.safeParse({ role: 'admin', email: 'x' }).success).toBe(
      false,
    );
  });
});

describe('the audit list', () => {
  it('shows actions as spaced title case', () => {
    expect(auditActionLabel('application_status_change')).toBe('Application Status Change');
    expect(auditActionLabel('user_login')).toBe('User Login');
  });

  it('filters by a known action and entity type only', () => {
    expect(
      adminAuditLogListQuerySchema.parse({ action: 'user_delete', entityType: 'user' }),
    ).toMatchObject({ action: 'user_delete', entityType: 'user', page: 1, pageSize: 20 });
    expect(adminAuditLogListQuerySchema.safeParse({ action: 'drop_table' }).success).toBe(false);
    expect(adminAuditLogListQuerySchema.safeParse({ entityType: '__proto__' }).success).toBe(false);
  });
});
