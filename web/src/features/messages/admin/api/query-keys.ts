// The cache keys of this feature's queries. The thread list shares its first part with the
// student's list (the same endpoint answers by role), so invalidating that prefix refreshes it.
import type { ConsultantFilter } from '@studypath/domain/team';
import type { ParamsQueryKey } from '../../../../lib/fetch-json-with-params.ts';

export const threadListsKey = ['/api/messages/threads'] as const;

/**
 * GET /api/messages/threads?includeClosed=true&consultant=me|all: active and closed threads alike,
 * of the consultant's own students (me) or everyone's (all).
 */
export const adminThreadsKey = (consultant: ConsultantFilter): ParamsQueryKey => [
  threadListsKey[0],
  { includeClosed: 'true', consultant },
];

/** The consultant's thread lists (keyed [path, params]), Mine and All alike. */
export const adminThreadListsFilter = {
  queryKey: threadListsKey,
  predicate: (query: { queryKey: readonly unknown[] }) => typeof query.queryKey[1] === 'object',
};

export const threadMessagesKey = (threadId: string) =>
  ['/api/messages/thread', encodeURIComponent(threadId)] as const;

/** The students of the newest study paths, for the new-conversation picker. */
export const STUDENT_CHOICES_PAGE_SIZE = 100;
export const recentApplicationsKey: ParamsQueryKey = [
  '/api/admin/applications',
  { page: 1, pageSize: STUDENT_CHOICES_PAGE_SIZE },
];
