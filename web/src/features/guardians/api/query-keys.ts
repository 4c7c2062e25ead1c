// The cache keys of guardian consent. The student's status is one key, which the dashboard card
// and the study path quiz share; the consultants' view sits under the user's key (users feature:
// ['/api/admin/users', id]), so whatever refetches a user refetches their consent too.
export const guardianConsentStatusKey = ['/api/guardian-consent'] as const;

export const adminGuardianConsentKey = (userId: string) =>
  ['/api/admin/users', encodeURIComponent(userId), 'guardian-consent'] as const;

/** The consent page's view of one link: [path, { token }] (lib/fetch-json-with-params.ts). */
export const consentInvitationKey = (token: string) =>
  ['/api/guardian/consent', { token }] as const;
