// The cache keys of guardian consent. The student's status is one key, which the dashboard card
// and the study path quiz share; the consultants' view sits under the user's key (users feature:
// ['/api/admin/users', id]), so whatever refetches a user refetches their consent too.
export const guardianConsentStatusKey = ['/api/guardian-consent'] as const;

export const adminGuardianConsentKey = (userId: string) =>
  ['/api/admin/users', encodeURIComponent(userId), 'guardian-consent'] as const;

/**
 * The consent page's view of one link in the page's language (its text is a record, kept per
 * language by the server; issue 27): [path, { token, language }] (lib/fetch-json-with-params.ts).
 */
export const consentInvitationKey = (token: string, language: string) =>
  ['/api/guardian/consent', { token, language }] as const;

/** The students the signed-in guardian follows. */
export const guardianStudentsKey = ['/api/guardian/students'] as const;

/** One followed student's reads, under the list's key: refetching the list refetches them. */
export const guardianStudentKey = (
  studentId: string,
  part: 'applications' | 'documents' | 'payments',
) => ['/api/guardian/students', encodeURIComponent(studentId), part] as const;

/** The student's list of who has guardian access (their dashboard's card). */
export const guardianAccessKey = ['/api/guardian-access'] as const;
