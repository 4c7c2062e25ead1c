import { Box, ScrollArea, Tabs, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { profileTabs, type ProfileTab } from '../lib/profile-tabs.ts';

export interface ProfileTabListProps {
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

export function ProfileTabList({ isEnabled, tabsWithErrors }: ProfileTabListProps) {
  const { t } = useTranslation('profile');
  return (
    // One row that scrolls sideways on a narrow screen, so the underline stays put.
    <ScrollArea type="auto" scrollbars="x" offsetScrollbars="x" mb="lg">
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
