import type { AdminInfoRequest, InfoRequestStatus } from '@studypath/domain/info-requests';

export type InfoRequestTab = 'all' | InfoRequestStatus;
export const infoRequestTabs: readonly InfoRequestTab[] = ['all', 'pending', 'answered'];

/** The Total, Pending and Answered counts of the Q&A Requests screen (part 2 §2). */
export function countInfoRequests(requests: readonly AdminInfoRequest[]) {
  const pending = requests.filter((request) => request.status === 'pending').length;
  return { total: requests.length, pending, answered: requests.length - pending };
}

export function requestsInTab(
  requests: readonly AdminInfoRequest[],
  tab: InfoRequestTab,
): readonly AdminInfoRequest[] {
  return tab === 'all' ? requests : requests.filter((request) => request.status === tab);
}

/** The student as the card names them: the name, else the e-mail. */
export function studentLabel(request: Pick<AdminInfoRequest, 'studentName' | 'studentEmail'>) {
  return request.studentName?.trim() || request.studentEmail;
}
