// The cache keys of this feature's queries: the consultant's list and one path's requests share
// the first part, so a new request refreshes both with one invalidation.
export const adminInfoRequestsKey = ['/api/admin/info-requests'] as const;

export const applicationInfoRequestsKey = (applicationId: string) =>
  ['/api/admin/info-requests', 'application', encodeURIComponent(applicationId)] as const;

/**
 * The path's updates (the study path feature's query): sending a request may add one (an
 * info_requested update), shown in the detail page's Recent Activity.
 */
export const applicationUpdatesKey = (applicationId: string) =>
  ['/api/applications', encodeURIComponent(applicationId), 'updates'] as const;
