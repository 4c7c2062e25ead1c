import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { currentUserQueryKey } from '../features/auth/api/get-current-user.ts';
import { connectLiveUpdates } from '../lib/live-updates.ts';
import { hasSeededFirstData } from '../ssr/first-data.ts';

/**
 * Keeps the live event stream open while a signed-in area is on screen (decision 023). When the
 * server says the session ended, who is signed in is asked again, and the guards take the visitor
 * to sign in.
 */
export function useLiveUpdates(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const connection = connectLiveUpdates({
      queryClient,
      onSessionEnded: () => void queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
      hasPageData: hasSeededFirstData(),
    });
    return () => connection.close();
  }, [queryClient]);
}
