// The cache keys of this feature's queries. The list's pages and one path share the first part;
// a change answers the changed path, which goes straight into its cache entry, so only the list's
// pages are refetched.
export const adminApplicationsKey = ['/api/admin/applications'] as const;

export const adminApplicationKey = (id: string) =>
  ['/api/admin/applications', encodeURIComponent(id)] as const;

/** The updates and programs of a path: the student's routes, which an admin may read too. */
export const applicationUpdatesKey = (id: string) =>
  ['/api/applications', encodeURIComponent(id), 'updates'] as const;

export const attachedProgramsKey = (id: string) =>
  ['/api/applications', encodeURIComponent(id), 'programs'] as const;

export const programsKey = ['/api/admin/programs'] as const;

/** The pages of the Study Paths list (keyed [path, params]), not the paths under it. */
export const adminApplicationListsFilter = {
  queryKey: adminApplicationsKey,
  predicate: (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[1] === 'object',
};

/** The documents of a path, as the consultant sees them (with the accessible flag). */
export const applicationDocumentsKey = (id: string) =>
  ['/api/admin/applications', encodeURIComponent(id), 'documents'] as const;

/** The consultant's Documents list (another screen), refreshed after a change made here. */
export const adminDocumentsKey = ['/api/admin/documents'] as const;

/**
 * The payments and refunds of a path. Under '/api/admin/applications' like the path itself, so a
 * live 'applications' event (a payment or a refund) refreshes them too.
 */
export const applicationPaymentsKey = (id: string) =>
  ['/api/admin/applications', encodeURIComponent(id), 'payments'] as const;
