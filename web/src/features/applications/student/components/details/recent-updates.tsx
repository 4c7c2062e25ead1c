import { Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import {
  STUDENT_RECENT_UPDATES_LIMIT,
  takeRecentUpdates,
  type StudentApplicationUpdate,
} from '@studypath/domain/applications';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../../lib/format-date.ts';
import { updateText } from '../../../../../lib/update-texts.ts';

/**
 * The 5 newest updates, then 'And N more updates...' (part 2 §2), a button that opens the rest in
 * place (issue 24: it could not be opened) and closes them again; focus stays on it.
 */
export function RecentUpdates({ updates }: { updates: readonly StudentApplicationUpdate[] }) {
  const { t } = useTranslation('applications');
  const listId = useId();
  const [isExpanded, setIsExpanded] = useState(false);
  const recent = takeRecentUpdates(updates, STUDENT_RECENT_UPDATES_LIMIT);
  const { moreCount } = recent;
  const shown = isExpanded ? updates : recent.shown;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="updates-heading">
      <Stack gap="sm">
        <Title order={2} size="h4" id="updates-heading">
          {t('details.updates.heading')}
        </Title>
        {shown.length === 0 ? (
          <Text c="dimmed">{t('details.updates.empty')}</Text>
        ) : (
          <List listStyleType="none" spacing="sm" p={0} id={listId}>
            {shown.map((update) => (
              <List.Item key={update.id}>
                <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {updateText(update.title)}
                </Text>
                {update.description && (
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {updateText(update.description)}
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
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={isExpanded}
            aria-controls={listId}
            onClick={() => setIsExpanded((expanded) => !expanded)}
            style={{ alignSelf: 'flex-start' }}
          >
            {isExpanded
              ? t('details.updates.fewer')
              : t('details.updates.more', { count: moreCount })}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
