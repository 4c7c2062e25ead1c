// The Active and Closed tabs and the search (part 2 §2 "/admin/messages"), over the whole list the
// endpoint answers: by subject, student name or email, ignoring case.
import type { AdminThread } from '@studypath/domain/messages';
import { legalName } from '../../../../lib/legal-name.ts';

export type ThreadTab = 'active' | 'closed';

function matches(thread: AdminThread, needle: string): boolean {
  const haystack = [
    thread.subject,
    legalName(thread.studentFirstName, thread.studentLastName) ?? '',
    thread.studentEmail,
  ];
  return haystack.some((text) => text.toLowerCase().includes(needle));
}

/** The tab's threads matching the search, latest activity first. */
export function filterThreads(
  threads: readonly AdminThread[],
  tab: ThreadTab,
  search: string,
): AdminThread[] {
  const needle = search.trim().toLowerCase();
  return threads
    .filter((thread) => thread.status === tab && (needle === '' || matches(thread, needle)))
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
}

/** The student's latest active thread, which `?student=` opens; null when there is none. */
export function latestActiveThreadOf(
  threads: readonly AdminThread[],
  studentId: string,
): AdminThread | null {
  return (
    threads
      .filter((thread) => thread.studentId === studentId && thread.status === 'active')
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))[0] ?? null
  );
}
