// The open thread lives in the address (?thread={id}), so a reload keeps it. A study path's
// 'Message Student' arrives with ?student={userId}: that student's latest active thread opens, or,
// when there is none, the new-conversation dialog for them (hrefs.adminMessagesWithStudent in app/paths.ts).
import type { AdminThread } from '@studypath/domain/messages';
import { useSearchParams } from 'react-router';
import { CONSULTANT_SCOPE_PARAM } from '../../../../lib/consultant-scope.ts';
import { latestActiveThreadOf } from './filter-threads.ts';

const THREAD_PARAM = 'thread';
const STUDENT_PARAM = 'student';
const SEARCH_PARAM = 'search';

export interface AdminThreadSelection {
  threadId: string | null;
  /** ?student= names a student with no active thread: start one with them. */
  studentToStart: string | null;
  openThread: (threadId: string, options?: { replace?: boolean }) => void;
  showList: () => void;
  /** Drops ?student= once its dialog is dismissed. */
  clearStudent: () => void;
}

export function useThreadSelection(threads: readonly AdminThread[] | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const threadParam = searchParams.get(THREAD_PARAM);
  const studentParam = threadParam === null ? searchParams.get(STUDENT_PARAM) : null;
  const studentThread =
    studentParam !== null && threads ? latestActiveThreadOf(threads, studentParam) : null;
  // The list's search (?search=, thread-list.tsx) and Mine / All (?show=) stay as threads open
  // and close.
  const kept = [SEARCH_PARAM, CONSULTANT_SCOPE_PARAM].flatMap((name) => {
    const value = searchParams.get(name);
    return value === null ? [] : [[name, value] as const];
  });
  const withListParams = (params: Record<string, string>) => ({
    ...params,
    ...Object.fromEntries(kept),
  });
  const selection: AdminThreadSelection = {
    threadId: threadParam ?? studentThread?.id ?? null,
    studentToStart:
      studentParam !== null && threads !== undefined && studentThread === null
        ? studentParam
        : null,
    openThread: (id, options) => setSearchParams(withListParams({ [THREAD_PARAM]: id }), options),
    showList: () => setSearchParams(withListParams({})),
    clearStudent: () => setSearchParams(withListParams({}), { replace: true }),
  };
  return selection;
}
