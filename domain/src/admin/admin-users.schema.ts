// The consultants' Users screen (part 2 §2 "/admin/users", §3 "User (admin view)", §6, §7): the
// searchable, paged list, one user with their profile, study paths and documents, the role change
// and the deletion. Response schemas carry no transforms (the server encodes through them).
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
} from '../applications/admin-application-requests.schema.ts';
import { applicationSchema, pagedListSchema } from '../applications/application.schema.ts';
import { assignableRoles, roles } from '../auth/auth.schemas.ts';
import { documentSchema } from '../documents/document.schema.ts';
import { textSchema } from '../input/text.schema.ts';
import { wholeNumberQuerySchema } from '../input/whole-number.schema.ts';
import { profileResponseSchema } from '../profile/profile-response.schema.ts';
import { recordIdSchema } from '../input/record-id.schema.ts';

export const USER_SEARCH_MAX_LENGTH = 200;

/**
 * The role filter: all, student, admin (part 2 §2). Guardian accounts (issue 26) are listed under
 * all, labelled by their role; the spec's filter keeps its three choices.
 */
export const userRoleFilters = ['all', ...assignableRoles] as const;
export type UserRoleFilter = (typeof userRoleFilters)[number];

/** GET /api/admin/users?search=&role=&page=&pageSize= */
export const adminUserListQuerySchema = z.object({
  /** Matches e-mail, legal first/last/preferred name and "first last"; blank means no search. */
  search: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    textSchema()
      .max(USER_SEARCH_MAX_LENGTH, {
        error: `Must be at most ${USER_SEARCH_MAX_LENGTH} characters`,
      })
      .optional(),
  ),
  role: z.enum(userRoleFilters, { error: 'Choose all, student or admin' }).default('all'),
  page: wholeNumberQuerySchema(MAX_PAGE, 1),
  pageSize: wholeNumberQuerySchema(MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE),
});
export type AdminUserListQuery = z.output<typeof adminUserListQuerySchema>;

const storedText = z.string().nullable();

/** The account itself (part 2 §3 "User (admin view)"). */
export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(roles),
  isEmailVerified: z.boolean(),
  /** ISO 8601: when the account was registered ('Joined'). */
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** One row of the Users table: the account and the profile fields its columns show. */
export const adminUserListItemSchema = adminUserSchema.extend({
  legalFirstName: storedText,
  legalLastName: storedText,
  pathway: storedText,
  academicGrade: storedText,
  country: storedText,
  /** The domain's profile completion rule, on the server's clock (0 without a profile). */
  completionPercentage: z.int().min(0).max(100),
});
export type AdminUserListItem = z.infer<typeof adminUserListItemSchema>;

export const adminUserListResponseSchema = pagedListSchema(adminUserListItemSchema);
export type AdminUserListResponse = z.infer<typeof adminUserListResponseSchema>;

/** The detail dialog's statistics (applications, documents, verified) and a little more. */
export const adminUserStatisticsSchema = z.object({
  applications: z.int().nonnegative(),
  /** Paths whose status is not terminal (at most one, by the one-active-path rule). */
  activeApplications: z.int().nonnegative(),
  documents: z.int().nonnegative(),
  messageThreads: z.int().nonnegative(),
  isEmailVerified: z.boolean(),
});
export type AdminUserStatistics = z.infer<typeof adminUserStatisticsSchema>;

/**
 * GET /api/admin/users/{id}: the account, the whole profile (as GET /api/user/profile answers it:
 * every field null when never saved; displayName for administrators), the study paths and the
 * documents, newest first.
 */
export const adminUserDetailSchema = z.object({
  user: adminUserSchema,
  profile: profileResponseSchema,
  applications: z.array(applicationSchema),
  documents: z.array(documentSchema),
  statistics: adminUserStatisticsSchema,
  /** Under 18 by the profile's rule on the server's clock (issue 26: guardian consent). */
  isMinor: z.boolean(),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

/** PUT /api/admin/users/{id}: answers the user's row as it is now (adminUserListItemSchema). */
export const updateUserRoleRequestSchema = z.strictObject({
  role: z.enum(assignableRoles, { error: 'Choose student or admin' }),
  /**
   * Demoting a consultant (issue 29): the administrator who takes their paths; absent, they are
   * shared out by caseload.
   */
  reassignTo: recordIdSchema.optional(),
});
export type UpdateUserRoleRequest = z.infer<typeof updateUserRoleRequestSchema>;

/** The server's refusals (409, 404), shown by the screen as the server's message. */
export const adminUserMessages = {
  notFound: 'User not found.',
  ownRole: 'You cannot change your own role.',
  guardianRole:
    "A guardian account's role cannot be changed: it exists because of a guardian's consent.",
  ownAccount: 'You cannot delete your own account.',
  lastAdministrator: 'There must always be at least one administrator.',
} as const;
