// Which thread is open lives in the address (?thread={id}), so a reload or a shared link keeps it;
// ?new=1 is the new-conversation form. Each choice is a history entry: on a phone, where the list
// and the thread take turns, the browser's back button returns to the list.
import { useSearchParams } from 'react-router';

const THREAD_PARAM = 'thread';
const NEW_PARAM = 'new';

export interface ThreadSelection {
  threadId: string | null;
  isComposing: boolean;
  openThread: (threadId: string, options?: { replace?: boolean }) => void;
  startNew: () => void;
  showList: () => void;
}

export function useThreadSelection(): ThreadSelection {
  const [searchParams, setSearchParams] = useSearchParams();
  const threadId = searchParams.get(THREAD_PARAM);
  return {
    threadId,
    isComposing: threadId === null && searchParams.get(NEW_PARAM) === '1',
    openThread: (id, options) => setSearchParams({ [THREAD_PARAM]: id }, options),
    startNew: () => setSearchParams({ [NEW_PARAM]: '1' }),
    showList: () => setSearchParams({}),
  };
}
