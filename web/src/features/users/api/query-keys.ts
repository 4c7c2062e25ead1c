// The cache keys of the Users screen. The list's pages ([path, params]) and one user ([path, id])
// share the first part, so a change refetches both with one invalidation.
export const adminUsersKey = ['/api/admin/users'] as const;

export const adminUserKey = (id: string) => ['/api/admin/users', encodeURIComponent(id)] as const;

/** The dashboard's figures (another screen) count students: refreshed after a change made here. */
export const adminStatsKey = ['/api/admin/stats'] as const;

/** Under the user's key, so a change to the user refetches them too. */
export const adminUserPaymentsKey = (id: string) => [...adminUserKey(id), 'payments'] as const;
