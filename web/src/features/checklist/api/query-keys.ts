// The cache keys of a path's checklist. Each sits under its path's key ('/api/applications' for
// the student, '/api/admin/applications' for consultants), so the live stream's 'applications'
// and 'documents' changes (lib/live-updates.ts matches keys by their first part) refresh it.

/** Who reads the checklist: the student who owns the path, or a consultant. */
export type ChecklistAudience = 'student' | 'admin';

const pathRoot = {
  student: '/api/applications',
  admin: '/api/admin/applications',
} as const satisfies Record<ChecklistAudience, string>;

/** GET key: the query function joins the parts with '/' into the endpoint's URL. */
export const checklistKey = (applicationId: string, audience: ChecklistAudience) =>
  [pathRoot[audience], encodeURIComponent(applicationId), 'checklist'] as const;

/** PUT .../checklist/answers for this audience. */
export const checklistAnswersUrl = (applicationId: string, audience: ChecklistAudience) =>
  `${checklistKey(applicationId, audience).join('/')}/answers`;

/** POST .../checklist/items (consultants): a custom item for this path. */
export const checklistItemsUrl = (applicationId: string) =>
  `${checklistKey(applicationId, 'admin').join('/')}/items`;

/** DELETE .../checklist/items/{itemId} (consultants): one item of the path's checklist. */
export const checklistItemUrl = (applicationId: string, itemId: string) =>
  `${checklistItemsUrl(applicationId)}/${encodeURIComponent(itemId)}`;

/**
 * The consultants' completion column: under '/api/admin/applications' like the list it sits in,
 * so that the live stream's path and document changes refresh it with the rows; keyed by the
 * page's ids, in the list's order, so that another page of the list is another query.
 */
export const checklistProgressKey = (applicationIds: readonly string[]) =>
  [pathRoot.admin, 'checklist-progress', applicationIds.join(',')] as const;
