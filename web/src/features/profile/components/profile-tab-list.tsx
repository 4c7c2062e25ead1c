import { Box, ScrollArea, Tabs, VisuallyHidden } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { profileTabs, type ProfileTab } from '../lib/profile-tabs.ts';

export interface ProfileTabListProps {
  /** The open tab, kept in the list's view on a narrow screen where the list scrolls. */
  activeTab: ProfileTab;
  isEnabled: (tab: ProfileTab) => boolean;
  /** Tabs holding a field with an error (never a disabled one), marked in red with a dot. */
  tabsWithErrors: readonly ProfileTab[];
}

/** A dot beside the name of a tab with errors; the words "(has errors)" are for screen readers. */
function ErrorDot() {
  return (
    <Box
      component="span"
      display="block"
      w={8}
      h={8}
      bg="red.7"
      style={{ borderRadius: '50%' }}
      aria-hidden
    />
  );
}

export function ProfileTabList({ activeTab, isEnabled, tabsWithErrors }: ProfileTabListProps) {
  const { t } = useTranslation('profile');
  const viewport = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // A tab opened by 'Next' or by a failed save may sit past the edge of a phone's screen: the
    // row scrolls sideways to it. Only the row: the page's own scroll is the form's to decide.
    const row = viewport.current;
    const active = row?.querySelector('[role="tab"][aria-selected="true"]');
    if (!row || !active) return;
    const tabBox = active.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    if (tabBox.left < rowBox.left) row.scrollLeft -= rowBox.left - tabBox.left;
    else if (tabBox.right > rowBox.right) row.scrollLeft += tabBox.right - rowBox.right;
  }, [activeTab]);
  return (
    // One row that scrolls sideways on a narrow screen, so the underline stays put.
    <ScrollArea viewportRef={viewport} type="auto" scrollbars="x" offsetScrollbars="x" mb="lg">
      <Tabs.List style={{ flexWrap: 'nowrap', minWidth: 'max-content', whiteSpace: 'nowrap' }}>
        {profileTabs.map((tab) => {
          const isTabEnabled = isEnabled(tab);
          const hasErrors = isTabEnabled && tabsWithErrors.includes(tab);
          return (
            <Tabs.Tab
              key={tab}
              value={tab}
              disabled={!isTabEnabled}
              // Only Academic is ever locked: until a pathway is chosen.
              title={isTabEnabled ? undefined : t('edit.academicLocked')}
              color={hasErrors ? 'red' : undefined}
              c={hasErrors ? 'red.7' : undefined}
              rightSection={hasErrors ? <ErrorDot /> : undefined}
            >
              {t(`edit.tabs.${tab}`)}
              {hasErrors && ' '}
              {hasErrors && (
                <VisuallyHidden component="span">{t('edit.tabHasErrors')}</VisuallyHidden>
              )}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </ScrollArea>
  );
}
