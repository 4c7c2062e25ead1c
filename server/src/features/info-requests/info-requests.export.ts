// Information requests' part of "Download my data" (issue 30, decision 040): the consultants'
// questions to the student and the student's answers, as the student's own list shows them.
import type { StudentInfoRequest } from '@studypath/domain';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listOwnInfoRequests } from './info-requests.service.ts';

export async function exportInfoRequestsOf(
  deps: ServiceDeps,
  studentId: string,
): Promise<StudentInfoRequest[]> {
  return listOwnInfoRequests(deps, { userId: studentId });
}
