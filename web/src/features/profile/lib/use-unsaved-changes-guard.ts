// Asks before unsaved changes are lost. Navigation inside the app (links, Cancel, browser back)
// is held by React Router's blocker until the student answers the page's own dialog; closing or
// reloading the tab gets the browser's prompt, the only one a page may show at that moment.
import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';
import { isHardNavigating } from '../../../lib/hard-navigate.ts';

export function useUnsavedChangesGuard(hasUnsavedChanges: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const askFirst = (event: BeforeUnloadEvent) => {
      if (isHardNavigating()) return;
      event.preventDefault();
      // Browsers that predate preventDefault() here show the prompt for a truthy returnValue.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', askFirst);
    return () => window.removeEventListener('beforeunload', askFirst);
  }, [hasUnsavedChanges]);

  return blocker;
}
