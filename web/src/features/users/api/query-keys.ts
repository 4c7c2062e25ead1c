// The cache keys of the Users screen. The list's pages ([path, params]) and one user ([path, id])
// share the first part, so a change refetches both with one invalidation.
import { teamKey } from '../../../lib/get-team.ts';

export const adminUsersKey = ['/api/admin/users'] as const;

export const adminUserKey = (id: string) => ['/api/admin/users', encodeURIComponent(id)] as const;

/** The dashboard's figures (another screen) count students: refreshed after a change made here. */
export const adminStatsKey = ['/api/admin/stats'] as const;

/** Under the user's key, so a change to the user refetches them too. */
export const adminUserPaymentsKey = (id: string) => [...adminUserKey(id), 'payments'] as const;

/**
 * The study paths, lists and each path's assignment (another screen): an administrator leaving
 * hands theirs to others, so what names their consultant is read again.
 */
export const adminApplicationsKey = ['/api/admin/applications'] as const;

/** What an administrator leaving (deleted or demoted) makes stale besides the users. */
export const staleAfterHandover = [adminStatsKey, teamKey, adminApplicationsKey] as const;
