// The thread list opens on Mine (issue 29), but a link may name any student's thread: a study
// path's Message Student, the dashboard's needs-attention list. When the address names a thread,
// or a student, that Mine does not hold, everyone's threads are read too and the conversation opens
// from them, while the list stays on Mine.
import type { AdminThread } from '@studypath/domain/messages';
import { useSearchParams } from 'react-router';
import { consultantFilterOf, useConsultantScope } from '../../../../lib/consultant-scope.ts';
import { useAdminThreads } from '../api/get-admin-threads.ts';
import { latestActiveThreadOf } from './filter-threads.ts';

/** Whether the address names a thread, or a student's active thread, that `threads` lacks. */
export function namesThreadBeyond(
  threads: readonly AdminThread[] | undefined,
  searchParams: URLSearchParams,
): boolean {
  if (threads === undefined) return false;
  const threadId = searchParams.get('thread');
  if (threadId !== null) return !threads.some(({ id }) => id === threadId);
  const studentId = searchParams.get('student');
  return studentId !== null && latestActiveThreadOf(threads, studentId) === null;
}

export function useAdminThreadLists() {
  const [searchParams] = useSearchParams();
  const [scope, setScope] = useConsultantScope();
  /** The list on screen: Mine or All. */
  const shown = useAdminThreads(consultantFilterOf(scope));
  const isBeyondShown = scope === 'mine' && namesThreadBeyond(shown.data, searchParams);
  const everyone = useAdminThreads('all', { isEnabled: isBeyondShown });
  return {
    scope,
    setScope,
    shown,
    /** Where the open thread and the student to write to are looked up. */
    known: isBeyondShown ? everyone : shown,
  };
}
