import { List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  STUDENT_RECENT_UPDATES_LIMIT,
  takeRecentUpdates,
  type StudentApplicationUpdate,
} from '@studypath/domain/applications';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/format-date.ts';

/** The 5 newest updates, then 'And N more updates...' (part 2 §2). */
export function RecentUpdates({ updates }: { updates: readonly StudentApplicationUpdate[] }) {
  const { t } = useTranslation('applications');
  const { shown, moreCount } = takeRecentUpdates(updates, STUDENT_RECENT_UPDATES_LIMIT);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="updates-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="updates-heading">
          {t('details.updates.heading')}
        </Title>
        {shown.length === 0 ? (
          <Text c="dimmed">{t('details.updates.empty')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" p={0}>
            {shown.map((update) => (
              <List.Item key={update.id}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {update.title}
                </Text>
                {update.description && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {update.description}
                  </Text>
                )}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {formatDate(update.createdAt)}
                  {update.createdBy?.role === 'admin' &&
                    ` · ${t('details.updates.by', {
                      name: update.createdBy.displayName ?? t('details.updates.consultant'),
                    })}`}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {moreCount > 0 && (
          <Text size="sm" c="dimmed">
            {t('details.updates.more', { count: moreCount })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
