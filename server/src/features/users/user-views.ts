// Accounts as the consultants' Users screen reads them. The completion percentage is the domain's
// rule on the server's clock, the same one GET /api/user/profile answers.
import type { AdminUser, AdminUserListItem } from '@studypath/domain';
import { computeProfileCompletion } from '@studypath/domain';
import type { AdminUserRow } from './users.admin.queries.ts';

export function toAdminUser(user: AdminUserRow['user']): AdminUser {
  return {
    id: user.id,
    email: user.email,
    role: user.role,
    isEmailVerified: user.emailVerifiedAt !== null,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAdminUserListItem(row: AdminUserRow, today: Date): AdminUserListItem {
  const { profile } = row;
  return {
    ...toAdminUser(row.user),
    legalFirstName: profile?.legalFirstName ?? null,
    legalLastName: profile?.legalLastName ?? null,
    pathway: profile?.pathway ?? null,
    academicGrade: profile?.academicGrade ?? null,
    country: profile?.country ?? null,
    completionPercentage: profile ? computeProfileCompletion(profile, today) : 0,
  };
}
