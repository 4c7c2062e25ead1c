import type { StudentInfoRequest } from '@studypath/domain/info-requests';

/**
 * The requests a study path's page shows: those about the path and the general ones (no path),
 * pending first; the server's order (newest first) within each.
 */
export function requestsForPath(
  requests: readonly StudentInfoRequest[],
  applicationId: string,
): StudentInfoRequest[] {
  const shown = requests.filter(
    (request) => request.applicationId === applicationId || request.applicationId === null,
  );
  return [
    ...shown.filter((request) => request.status === 'pending'),
    ...shown.filter((request) => request.status !== 'pending'),
  ];
}

/** The body of a response: each answer trimmed, the blank ones left out (not given). */
export function responsesToSend(answers: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(answers)
      .map(([questionId, answer]) => [questionId, answer.trim()] as const)
      .filter(([, answer]) => answer !== ''),
  );
}
