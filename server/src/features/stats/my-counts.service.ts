// The sidebar's figures (issue 29, item 2): the signed-in consultant's own paths waiting on them,
// their students' threads waiting for an answer, their students' pending information requests
// and their paths' documents awaiting review. Counted like the dashboard's needs attention.
import type { MyCounts } from '@studypath/domain/team';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findPathsAwaitingDocumentReview } from '../checklist/index.ts';
import { countWaitingOn } from '../team/index.ts';
import { findPendingInfoRequests, findUnansweredThreads } from './needs-attention.queries.ts';

export async function getMyCounts(
  deps: ServiceDeps,
  input: { consultantId: string },
): Promise<MyCounts> {
  const { consultantId } = input;
  const [applications, threads, requests, reviews] = await Promise.all([
    countWaitingOn(deps.db, consultantId),
    findUnansweredThreads(deps.db, { cutoff: deps.now(), limit: 1, consultantId }),
    findPendingInfoRequests(deps.db, { limit: 1, consultantId }),
    findPathsAwaitingDocumentReview(deps.db, { limit: 1, consultantId }),
  ]);
  return {
    applications,
    messages: threads.total,
    infoRequests: requests.total,
    documents: reviews.total,
  };
}
