import { Group, List, Stack, Text, ThemeIcon } from '@mantine/core';
import {
  ADMIN_RECENT_UPDATES_LIMIT,
  takeRecentUpdates,
  type ApplicationUpdate,
  type ApplicationUpdateType,
} from '@studypath/domain/applications';
import {
  IconArrowsExchange,
  IconFileUpload,
  IconLink,
  IconMessageQuestion,
  IconNote,
  IconUnlink,
  type Icon,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { SectionCard } from './section-card.tsx';
import { updateText } from '../../../../../lib/update-texts.ts';

const updateIcons: Record<ApplicationUpdateType, { icon: Icon; color: string }> = {
  status_change: { icon: IconArrowsExchange, color: 'blue' },
  program_attached: { icon: IconLink, color: 'green' },
  program_removed: { icon: IconUnlink, color: 'orange' },
  document_uploaded: { icon: IconFileUpload, color: 'grape' },
  info_requested: { icon: IconMessageQuestion, color: 'yellow' },
  note_added: { icon: IconNote, color: 'gray' },
};

/** The 10 newest updates with an icon per type; the page leaves the card out when there are none. */
export function RecentActivity({ updates }: { updates: readonly ApplicationUpdate[] }) {
  const { t } = useTranslation('adminApplications');
  const { shown } = takeRecentUpdates(updates, ADMIN_RECENT_UPDATES_LIMIT);
  return (
    <SectionCard title={t('detail.activity.heading')}>
      <List listStyleType="none" spacing="sm" p={0}>
        {shown.map((update) => {
          const { icon: UpdateIcon, color } = updateIcons[update.type];
          return (
            <List.Item key={update.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
                  <UpdateIcon size={16} />
                </ThemeIcon>
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                    {updateText(update.title)}
                  </Text>
                  {update.description && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {updateText(update.description)}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {formatDate(update.createdAt)}
                    {update.createdBy &&
                      ` · ${t('detail.activity.by', { email: update.createdBy.email })}`}
                  </Text>
                </Stack>
              </Group>
            </List.Item>
          );
        })}
      </List>
      {updates.length > shown.length && (
        <Text size="sm" c="dimmed">
          {t('detail.activity.showingFirst', {
            limit: ADMIN_RECENT_UPDATES_LIMIT,
            count: updates.length,
          })}
        </Text>
      )}
    </SectionCard>
  );
}
