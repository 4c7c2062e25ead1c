/**
 * The study path and document endpoints arrive with later issues. Until then the server answers
 * 404 for them, which the dashboard reads as "no data yet" rather than as a failure, so a new
 * student sees the empty states instead of an error. Every other failure still throws. The api
 * client's errors read `${status}: ${body}`.
 */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith('404:');
}
